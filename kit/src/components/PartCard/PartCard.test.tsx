import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncer, destroyAnnouncer } from '@react-aria/live-announcer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offer } from '../../domain/configurator/fixtures/offers';
import { PartCard } from './PartCard';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const cpu = offer('cpu-amd-ryzen-5-7600');
const ram = offer('memory-crucial-classic-16gb-5600');
const soldOut = { ...offer('gpu-msi-rtx-4060-ventus-2x-black-oc'), in_stock: false };

describe('PartCard', () => {
  // The page's announcer made before any test presses − or +: react-aria delays a page's first
  // message by 100 ms (for Safari), and one left pending by an earlier test would land in a later one.
  beforeAll(() => announce('', 'polite'));
  afterAll(() => destroyAnnouncer());
  it('shows the name, key specs, price incl. VAT, stock and dispatch time', () => {
    renderWithIntl(<PartCard part={cpu} selection="single" name="cpu" />);
    const specs = screen.getByRole('list', { name: 'Key specifications' });
    expect(specs.textContent).toContain('AM5 socket');
    expect(specs.textContent).toContain('6 cores, 12 threads');
    expect(screen.getByText('£' + (cpu.price.amount / 100).toFixed(2))).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText(new RegExp(`Dispatched in ${cpu.lead_time_days} day`))).toBeTruthy();
  });

  it('says when a part is out of stock', () => {
    const { container } = renderWithIntl(<PartCard part={soldOut} selection="single" name="gpu" />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(container.firstElementChild!.getAttribute('data-in-stock')).toBe('false');
  });

  it('says when a part out of stock can be ordered from its supplier, with its restock time', () => {
    const { container } = renderWithIntl(<PartCard part={{ ...soldOut, backorder: true, lead_time_days: 9 }} selection="single" name="gpu" />);
    expect(screen.getByText('On backorder')).toBeTruthy();
    expect(screen.getByText('Dispatched in 9 days')).toBeTruthy();
    expect(container.firstElementChild!.getAttribute('data-backorder')).toBe('true');
  });

  it('shows buyers’ rating in words when the part has reviews, and nothing when it has none', () => {
    const { unmount } = renderWithIntl(<PartCard part={{ ...cpu, rating: 4.5, review_count: 2 }} selection="single" name="cpu" />);
    expect(screen.getByText('4.5 out of 5, 2 reviews')).toBeTruthy();
    unmount();
    renderWithIntl(<PartCard part={{ ...cpu, rating: null, review_count: 0 }} selection="single" name="cpu" />);
    expect(screen.queryByText(/out of 5|reviews/)).toBeNull();
  });

  describe('single', () => {
    it('is a radio named by the part and described by its details', () => {
      renderWithIntl(<PartCard part={cpu} selection="single" name="cpu" isSelected />);
      const radio = screen.getByRole('radio', { name: cpu.name });
      expect((radio as HTMLInputElement).checked).toBe(true);
      expect(radio.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(radio.getAttribute('aria-describedby')!)!.textContent).toContain('AM5 socket');
    });

    it('is chosen with its radio, or a click anywhere on the card', async () => {
      const onSelect = vi.fn();
      const { container } = renderWithIntl(<PartCard part={cpu} selection="single" name="cpu" onSelect={onSelect} />);
      await userEvent.click(container.querySelector('[data-part]')!);
      expect(onSelect).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('radio'));
      expect(onSelect).toHaveBeenCalledTimes(2);
    });

    it('Space chooses it from the keyboard', async () => {
      const onSelect = vi.fn();
      renderWithIntl(<PartCard part={cpu} selection="single" name="cpu" onSelect={onSelect} />);
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('radio'));
      await userEvent.keyboard(' ');
      expect(onSelect).toHaveBeenCalled();
    });
  });

  describe('multi', () => {
    it('has a quantity stepper named after the part', async () => {
      const onAmountChange = vi.fn();
      const { container } = renderWithIntl(<PartCard part={ram} selection="multi" amount={1} onAmountChange={onAmountChange} />);
      expect(container.firstElementChild!.hasAttribute('data-selected')).toBe(true);
      const field = screen.getByRole('textbox', { name: `Quantity of ${ram.name}` });
      expect((field as HTMLInputElement).value).toBe('1');
      await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
      expect(onAmountChange).toHaveBeenLastCalledWith(2);
      await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
      expect(onAmountChange).toHaveBeenLastCalledWith(0);
    });

    it('lets Tab reach − and +, which step the amount from the keyboard and keep the focus', async () => {
      const onAmountChange = vi.fn();
      renderWithIntl(<PartCard part={ram} selection="multi" amount={2} onAmountChange={onAmountChange} />);
      const field = screen.getByRole('textbox');
      await userEvent.click(field);
      await userEvent.tab();
      const increase = screen.getByRole('button', { name: /Increase/ });
      expect(document.activeElement).toBe(increase);
      await userEvent.keyboard('{Enter}');
      expect(onAmountChange).toHaveBeenLastCalledWith(3);
      expect(document.activeElement).toBe(increase);
      await userEvent.click(field);
      await userEvent.tab({ shift: true });
      const decrease = screen.getByRole('button', { name: /Decrease/ });
      expect(document.activeElement).toBe(decrease);
      await userEvent.keyboard(' ');
      expect(onAmountChange).toHaveBeenLastCalledWith(1);
    });

    it('moves focus from + to the amount when + reaches 8 and turns disabled', async () => {
      const onAmountChange = vi.fn();
      const { rerender } = renderWithIntl(<PartCard part={ram} selection="multi" amount={7} onAmountChange={onAmountChange} />);
      await userEvent.click(screen.getByRole('textbox'));
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(onAmountChange).toHaveBeenLastCalledWith(8);
      rerender(<PartCard part={ram} selection="multi" amount={8} onAmountChange={onAmountChange} />);
      expect(screen.getByRole('button', { name: /Increase/ })).toHaveProperty('disabled', true);
      expect(document.activeElement).toBe(screen.getByRole('textbox'));
    });

    describe('announcement', () => {
      /** What react-aria's page-wide polite region holds (its assertive one is the focused field's). */
      const polite = () => document.querySelector('[data-live-announcer] [aria-live="polite"]')?.textContent ?? '';
      beforeEach(() => clearAnnouncer('polite'));

      it('says the new quantity with the part after + or − from the keyboard, not while the field has focus', async () => {
        const onAmountChange = vi.fn();
        renderWithIntl(<PartCard part={ram} selection="multi" amount={2} onAmountChange={onAmountChange} />);
        screen.getByRole('button', { name: /Increase/ }).focus();
        await userEvent.keyboard('{Enter}');
        expect(polite()).toBe(`Quantity of ${ram.name}: 3`);
        screen.getByRole('button', { name: /Decrease/ }).focus();
        await userEvent.keyboard(' ');
        expect(polite()).toBe(`Quantity of ${ram.name}: 1`);
        clearAnnouncer('polite');
        // A mouse press moves focus to the field, where react-aria reads the value out itself,
        // as it does for arrow keys there: no second announcement.
        await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
        expect(document.activeElement).toBe(screen.getByRole('textbox'));
        await userEvent.keyboard('{ArrowUp}');
        expect(onAmountChange).toHaveBeenLastCalledWith(3);
        expect(polite()).toBe('');
      });

      it.each([
        ['de-DE', `Anzahl ${ram.name}: 3`],
        ['fr-FR', `Quantité de ${ram.name}\u202F: 3`],
      ] as const)('speaks %s', async (locale, said) => {
        renderWithIntl(<PartCard part={ram} selection="multi" amount={2} onAmountChange={() => {}} />, { locale });
        const group = screen.getByRole('group');
        group.querySelectorAll('button')[1]!.focus();
        await userEvent.keyboard('{Enter}');
        expect(polite()).toBe(said);
      });
    });

    it('steps with the arrow keys and stops at 8', async () => {
      const onAmountChange = vi.fn();
      renderWithIntl(<PartCard part={ram} selection="multi" amount={8} onAmountChange={onAmountChange} />);
      const field = screen.getByRole('textbox');
      await userEvent.click(field);
      await userEvent.keyboard('{ArrowUp}');
      expect(onAmountChange).not.toHaveBeenCalledWith(9);
      await userEvent.keyboard('{ArrowDown}');
      expect(onAmountChange).toHaveBeenLastCalledWith(7);
    });
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderWithIntl(<PartCard part={offer('cpu-amd-ryzen-5-7600', 'eur')} selection="single" name="cpu" />, { locale: 'fr-FR' });
      expect(screen.getByText('Socket AM5')).toBeTruthy();
      expect(screen.getByText('En stock')).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(
        <div>
          <PartCard part={cpu} selection="single" name="cpu" isSelected />
          <PartCard part={ram} selection="multi" amount={2} />
        </div>,
      );
      await expectNoAxeViolations(container);
    });
  });
});
