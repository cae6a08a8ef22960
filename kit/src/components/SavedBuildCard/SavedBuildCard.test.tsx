import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompatibilityIssue, PcBuild } from '../../domain';
import { offer } from '../../domain/configurator/fixtures/offers';
import { SavedBuildCard, type SavedBuildCardProps } from './SavedBuildCard';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const build: PcBuild = {
  id: 42,
  public_id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  reference: 'PC-7F3K9Q2M',
  name: 'Quiet AM5 build',
  product_class: 'pc-build',
  base_reference: null,
  saved: true,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  components: [
    { component: offer('cpu-amd-ryzen-5-7600'), amount: 1 },
    { component: offer('gpu-msi-rtx-4060-ventus-2x-black-oc'), amount: 1 },
    { component: offer('memory-crucial-classic-16gb-5600'), amount: 2 },
  ],
  compatibility: [],
  missing_slots: [],
  price: { amount: 98765, currency: 'gbp' },
  assembly_fee: { amount: 9900, currency: 'gbp' },
  lost_discount: null,
  in_stock: true,
  shipping_days: 5,
  estimated_ship_date: '2026-11-28',
  power: { cpuW: 65, gpuW: 115, restW: 75, drawW: 255, recommendedW: 357, psuW: 650, load: 0.39 },
  fps: null,
  blocks: [],
};

/** A complete build's blocker, as the server sends it (the rule names its parts). */
const tooTall: CompatibilityIssue = {
  rule: 'cooler-too-tall',
  severity: 'blocker',
  parts: [
    { slot: 'cooler', id: 'cooler-be-quiet-dark-rock-pro-5' },
    { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
  ],
  message: {
    id: 'compat.cooler-too-tall',
    values: { cooler: 'be quiet! Dark Rock Pro 5', heightMm: 168, case: 'Cooler Master NR200P V2', maxHeightMm: 155 },
  },
};

function renderCard(props: Partial<SavedBuildCardProps> = {}) {
  const handlers = { onRename: vi.fn(), onDelete: vi.fn(), onAddToCart: vi.fn() };
  const utils = renderWithIntl(<SavedBuildCard build={build} editHref="/custom-pc-builder/customiser?draft=42" {...handlers} {...props} />);
  return { ...handlers, ...utils };
}

describe('SavedBuildCard', () => {
  it('shows the name, main parts, price and ship date', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Quiet AM5 build' });
    expect(within(card).getByRole('list', { name: 'Main parts' }).textContent).toContain('AMD Ryzen 5 7600');
    expect(card.textContent).toContain('£987.65');
    expect(card.textContent).toContain('Saved 21 Nov 2026');
    expect(within(card).getByRole('link', { name: 'Edit system: Quiet AM5 build' }).getAttribute('href')).toBe(
      '/custom-pc-builder/customiser?draft=42',
    );
  });

  it('adds to the cart and renames', async () => {
    const { onAddToCart, onRename } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    expect(onAddToCart).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rename: Quiet AM5 build' }));
    expect(onRename).toHaveBeenCalled();
  });

  it('deletes only after confirming; Escape keeps it', async () => {
    const { onDelete } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Quiet AM5 build' }));
    expect(screen.getByRole('dialog', { name: 'Delete “Quiet AM5 build”?' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Quiet AM5 build' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it.each([
    [{ kind: 'out_of_stock', title: 'MSI GeForce RTX 4060' } as const, 'MSI GeForce RTX 4060 out of stock'],
    [{ kind: 'archived', title: 'Windows 10 Pro' } as const, 'Windows 10 Pro is archived'],
    [{ kind: 'unfinished' } as const, 'Assembly is not finished'],
  ])('shows the blocked state %j as “%s” (SPEC §8) and adds nothing to the cart', async (block, text) => {
    const { onAddToCart, container } = renderCard({ build: { ...build, blocks: [block] } });
    const blocks = screen.getByRole('list', { name: 'Why it cannot be ordered' });
    expect(blocks.textContent).toBe(text);
    expect(container.firstElementChild!.hasAttribute('data-blocked')).toBe(true);
    const add = screen.getByRole('button', { name: 'Add to cart: Quiet AM5 build' });
    expect(add.getAttribute('aria-describedby')).toBe(blocks.id);
    await userEvent.click(add);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('names the rule and parts of a complete but incompatible build, linking to the step that fixes it', async () => {
    const { onAddToCart, container } = renderCard({
      build: { ...build, blocks: [{ kind: 'incompatible', issue: tooTall, step: 'case' }] },
      stepHref: (step) => `/custom-pc-builder/customiser?draft=42&step=${step}`,
    });
    const blocks = screen.getByRole('list', { name: 'Why it cannot be ordered' });
    expect(blocks.textContent).toBe(
      'Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall; the Cooler Master NR200P V2 takes coolers up to 155 mm. Go to the Case step',
    );
    expect(blocks.textContent).not.toContain('Assembly is not finished');
    expect(within(blocks).getByRole('link', { name: 'Go to the Case step' }).getAttribute('href')).toBe(
      '/custom-pc-builder/customiser?draft=42&step=case',
    );
    expect(container.querySelector('[data-kind="incompatible"]')!.getAttribute('data-rule')).toBe('cooler-too-tall');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('links an incompatible block to the draft when no step address is given', () => {
    renderCard({ build: { ...build, blocks: [{ kind: 'incompatible', issue: tooTall, step: 'case' }] } });
    expect(screen.getByRole('link', { name: 'Go to the Case step' }).getAttribute('href')).toBe('/custom-pc-builder/customiser?draft=42');
  });

  it('has no axe violations', async () => {
    const { container } = renderCard({
      build: { ...build, blocks: [{ kind: 'unfinished' }, { kind: 'incompatible', issue: tooTall, step: 'case' }] },
    });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Quiet AM5 build' }));
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
