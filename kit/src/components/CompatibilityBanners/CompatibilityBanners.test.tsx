import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPartsOfChosen, checkCompatibility, noParts, withAmount, type CompatibilityIssue } from '../../domain';
import { offer } from '../../domain/configurator/fixtures/offers';
import { CompatibilityBanner, CompatibilityBanners, type CompatibilityBannerItem } from './CompatibilityBanners';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const cpu = offer('cpu-amd-ryzen-7-5700x');
const board = offer('motherboard-asus-tuf-gaming-b760-plus-wifi');
const issues = checkCompatibility(buildPartsOfChosen(withAmount(withAmount(noParts, cpu, 1), board, 1)));
const socket = issues.find((issue) => issue.rule === 'socket-mismatch')!;
const gpuRequired = issues.find((issue) => issue.rule === 'gpu-required')!;
const warning: CompatibilityIssue = {
  rule: 'bios-update',
  severity: 'warning',
  parts: [
    { slot: 'motherboard', id: board.id },
    { slot: 'cpu', id: cpu.id },
  ],
  message: { id: 'compat.bios-update', values: { board: board.name, microarchitecture: 'Zen 3', cpu: cpu.name } },
};

const socketItem: CompatibilityBannerItem = {
  issue: socket,
  parts: [
    { slot: 'cpu', name: cpu.name },
    { slot: 'motherboard', name: board.name },
  ],
  swap: { partName: 'MSI MAG B550 Tomahawk', replacingName: board.name, price: { amount: 11099, currency: 'gbp' } },
};
const gpuItem: CompatibilityBannerItem = {
  issue: gpuRequired,
  parts: [{ slot: 'cpu', name: cpu.name }],
  swap: { partName: 'MSI GeForce RTX 3060', replacingName: null },
};

describe('CompatibilityBanner', () => {
  it('says the severity in words, the engine’s message, the parts involved and the swap', async () => {
    const onSwap = vi.fn();
    renderWithIntl(<CompatibilityBanner {...socketItem} onSwap={onSwap} />);
    const banner = screen.getByRole('article', { name: 'Incompatible' });
    expect(banner.getAttribute('data-severity')).toBe('blocker');
    expect(banner.textContent).toContain(`Socket mismatch: the ${cpu.name} processor needs a motherboard with the AM4 socket`);
    expect(banner.textContent).toContain(`Parts involved: Processor: ${cpu.name} and Motherboard: ${board.name}.`);
    expect(banner.textContent).toContain('£110.99');
    await userEvent.click(screen.getByRole('button', { name: 'Swap to MSI MAG B550 Tomahawk' }));
    expect(onSwap).toHaveBeenCalled();
  });

  it('calls a slot to fill "Still needed" and offers to add a part; nothing without a swap', () => {
    const { rerender } = renderWithIntl(<CompatibilityBanner {...gpuItem} onSwap={() => {}} />);
    const banner = screen.getByRole('article', { name: 'Still needed' });
    expect(banner.getAttribute('data-severity')).toBe('blocker');
    expect(banner.hasAttribute('data-needed')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add MSI GeForce RTX 3060' })).toBeTruthy();
    rerender(<CompatibilityBanner issue={warning} parts={[]} />);
    expect(screen.getByRole('article', { name: 'Warning' }).getAttribute('data-severity')).toBe('warning');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CompatibilityBanners', () => {
  const announcer = () => screen.getByTestId('compatibility-announcer');

  it('lists the issues and announces nothing on first render', () => {
    renderWithIntl(<CompatibilityBanners items={[socketItem, gpuItem]} onSwap={() => {}} />);
    const region = screen.getByRole('region', { name: 'Compatibility' });
    expect(within(region).getAllByRole('article')).toHaveLength(2);
    expect(announcer().textContent).toBe('');
    expect(announcer().getAttribute('aria-live')).toBe('polite');
  });

  it('announces a new issue, several new ones, a resolved one, and none left', () => {
    const { rerender } = renderWithIntl(<CompatibilityBanners items={[]} emptyMessage="No compatibility issues so far." />);
    expect(screen.getByText('No compatibility issues so far.')).toBeTruthy();
    rerender(<CompatibilityBanners items={[socketItem]} />);
    expect(announcer().textContent).toBe(`Compatibility issue: ${screen.getByRole('article').querySelector('p')!.textContent}`);
    rerender(<CompatibilityBanners items={[socketItem, gpuItem, { issue: warning, parts: [] }]} />);
    expect(announcer().textContent).toBe('2 new compatibility issues; 3 in all.');
    rerender(<CompatibilityBanners items={[gpuItem, { issue: warning, parts: [] }]} />);
    expect(announcer().textContent).toBe('One compatibility issue resolved; 2 left.');
    rerender(<CompatibilityBanners items={[]} />);
    expect(announcer().textContent).toBe('No compatibility issues left.');
  });

  it('passes the issue of the swap taken', async () => {
    const onSwap = vi.fn();
    renderWithIntl(<CompatibilityBanners items={[socketItem, gpuItem]} onSwap={onSwap} />);
    await userEvent.click(screen.getByRole('button', { name: /Add MSI/ }));
    expect(onSwap).toHaveBeenCalledWith(gpuRequired);
  });

  it('moves focus to the swap now in its place, then to the list, when a swap resolves its issue', async () => {
    const { rerender } = renderWithIntl(<CompatibilityBanners items={[socketItem, gpuItem]} onSwap={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /^Swap to / }));
    rerender(<CompatibilityBanners items={[gpuItem]} onSwap={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Add MSI/ }));
    await userEvent.keyboard('{Enter}');
    rerender(<CompatibilityBanners items={[]} onSwap={() => {}} emptyMessage="No compatibility issues so far." />);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Compatibility' }));
    expect(announcer().textContent).toBe('No compatibility issues left.');
  });

  it('leaves focus alone when the issues change without a swap', async () => {
    const { rerender } = renderWithIntl(<CompatibilityBanners items={[socketItem, gpuItem]} onSwap={() => {}} />);
    const swap = screen.getByRole('button', { name: /^Swap to / });
    swap.focus();
    rerender(<CompatibilityBanners items={[socketItem]} onSwap={() => {}} />);
    expect(document.activeElement).toBe(swap);
  });

  it('re-renders with the same issues announce nothing', () => {
    const { rerender } = renderWithIntl(<CompatibilityBanners items={[socketItem]} />);
    act(() => rerender(<CompatibilityBanners items={[{ ...socketItem }]} />));
    expect(announcer().textContent).toBe('');
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderWithIntl(<CompatibilityBanners items={[socketItem]} onSwap={() => {}} />, { locale: 'fr-FR' });
      expect(screen.getByRole('region', { name: 'Compatibilité' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Remplacer par MSI MAG B550 Tomahawk' })).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<CompatibilityBanners items={[socketItem, gpuItem, { issue: warning, parts: [] }]} onSwap={() => {}} />);
      await expectNoAxeViolations(container);
    });
  });
});
