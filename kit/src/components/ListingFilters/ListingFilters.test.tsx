import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LinkRouterProvider } from '../Link';
import { ListingFilters, type ListingFiltersProps } from './ListingFilters';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import type { LocaleTag } from '../../domain';

const categories = [
  { value: 'gaming-pcs/esports', label: 'Esports', count: 8 },
  { value: 'gaming-pcs/4k', label: '4K gaming', count: 5 },
];
const hrefForCategory = (category: string | null) => (category ? `/gaming-pcs?category=${category}` : '/gaming-pcs');

function renderFilters(props: Partial<ListingFiltersProps> = {}, locale: LocaleTag = 'en-GB') {
  const ui: ReactElement = (
    <LinkRouterProvider navigate={() => {}}>
      <ListingFilters currency="gbp" categories={categories} hrefForCategory={hrefForCategory} {...props} />
    </LinkRouterProvider>
  );
  return renderWithIntl(ui, { locale });
}

const minField = () => screen.getByRole('textbox', { name: 'Minimum' }) as HTMLInputElement;
const maxField = () => screen.getByRole('textbox', { name: 'Maximum' }) as HTMLInputElement;

describe('ListingFilters', () => {
  describe('Uncontrolled', () => {
    it('toggles "Only in stock" and reports it', async () => {
      const onInStockOnlyChange = vi.fn();
      renderFilters({ onInStockOnlyChange });
      const checkbox = screen.getByRole('checkbox', { name: 'Only in stock' }) as HTMLInputElement;
      expect(checkbox.checked).toBe(false);
      await userEvent.click(checkbox);
      expect(checkbox.checked).toBe(true);
      expect(onInStockOnlyChange).toHaveBeenLastCalledWith(true);
    });

    it('applies a price band in minor units on submit', async () => {
      const onPriceBandChange = vi.fn();
      renderFilters({ onPriceBandChange });
      expect(screen.getByRole('group', { name: 'Price (£)' })).toBeTruthy();
      await userEvent.type(minField(), '750');
      await userEvent.type(maxField(), '1,499.99');
      expect(onPriceBandChange).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
      expect(onPriceBandChange).toHaveBeenCalledWith({ min: 75_000, max: 149_999 });
    });

    it('treats an empty bound as no bound and submits with Enter', async () => {
      const onPriceBandChange = vi.fn();
      renderFilters({ onPriceBandChange });
      await userEvent.type(maxField(), '1000{Enter}');
      expect(onPriceBandChange).toHaveBeenCalledWith({ min: null, max: 100_000 });
    });

    it('refuses a maximum below the minimum, with the message next to the field', async () => {
      const onPriceBandChange = vi.fn();
      renderFilters({ onPriceBandChange });
      await userEvent.type(minField(), '2000');
      await userEvent.type(maxField(), '1000{Enter}');
      expect(onPriceBandChange).not.toHaveBeenCalled();
      expect(maxField().getAttribute('aria-invalid')).toBe('true');
      const describedBy = maxField().getAttribute('aria-describedby');
      expect(document.getElementById(describedBy!)?.textContent).toBe('The maximum must be at least the minimum.');
      expect(document.activeElement).toBe(maxField());
      expect(minField().hasAttribute('aria-invalid')).toBe(false);
      // Fixing it clears the error.
      await userEvent.clear(maxField());
      await userEvent.type(maxField(), '2500{Enter}');
      expect(onPriceBandChange).toHaveBeenCalledWith({ min: 200_000, max: 250_000 });
      expect(maxField().hasAttribute('aria-invalid')).toBe(false);
    });

    it('refuses something that is not an amount', async () => {
      const onPriceBandChange = vi.fn();
      renderFilters({ onPriceBandChange });
      await userEvent.type(minField(), '-5{Enter}');
      expect(onPriceBandChange).not.toHaveBeenCalled();
      expect(minField().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter an amount, such as 749.99.')).toBeTruthy();
      expect(document.activeElement).toBe(minField());
    });
  });

  describe('Controlled', () => {
    it('shows the applied filters it is given, in major units', () => {
      renderFilters({ inStockOnly: true, priceBand: { min: 50_000, max: 99_999 }, category: 'gaming-pcs/4k' });
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
      expect(minField().value).toBe('500');
      expect(maxField().value).toBe('999.99');
      expect(screen.getByRole('link', { name: /4K gaming/ }).getAttribute('aria-current')).toBe('true');
      expect(screen.getByRole('link', { name: 'All categories' }).hasAttribute('aria-current')).toBe(false);
    });

    it('resets the typed band when the applied band changes from outside', async () => {
      const { rerender } = renderFilters({ priceBand: { min: 50_000, max: null } });
      await userEvent.type(maxField(), '12');
      rerender(
        <LinkRouterProvider navigate={() => {}}>
          <ListingFilters currency="gbp" priceBand={{ min: null, max: null }} />
        </LinkRouterProvider>,
      );
      expect(minField().value).toBe('');
      expect(maxField().value).toBe('');
    });

    it('offers "Clear filters" only while a filter is applied', async () => {
      const onClear = vi.fn();
      const { rerender } = renderFilters({ onClear, inStockOnly: false });
      expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
      rerender(
        <LinkRouterProvider navigate={() => {}}>
          <ListingFilters currency="gbp" onClear={onClear} inStockOnly />
        </LinkRouterProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(onClear).toHaveBeenCalledOnce();
    });

    it('in a sheet, shows the controls alone: no heading, landmark or "Clear filters" of its own', () => {
      renderFilters({ variant: 'sheet', inStockOnly: true, onClear: () => {} });
      expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
      expect(screen.getByRole('checkbox', { name: 'Only in stock' })).toBeTruthy();
      // The sheet's title is the h2: the category list's heading stays one level below.
      expect(screen.getByRole('heading', { level: 3, name: 'Category' })).toBeTruthy();
    });

    it('links each category facet with its count', () => {
      renderFilters();
      const list = screen.getByRole('list', { name: 'Category' });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/gaming-pcs',
        '/gaming-pcs?category=gaming-pcs/esports',
        '/gaming-pcs?category=gaming-pcs/4k',
      ]);
      expect(within(list).getByRole('link', { name: 'Esports (8 builds)' })).toBeTruthy();
    });
  });

  describe('Keyboard', () => {
    it('goes checkbox → minimum → maximum → apply → categories with Tab', async () => {
      renderFilters();
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox'));
      await userEvent.keyboard(' ');
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
      await userEvent.tab();
      expect(document.activeElement).toBe(minField());
      await userEvent.tab();
      expect(document.activeElement).toBe(maxField());
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply price' }));
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'All categories' }));
    });
  });

  describe('A11y', () => {
    it('reads amounts the German way', async () => {
      const onPriceBandChange = vi.fn();
      renderFilters({ currency: 'eur', onPriceBandChange, priceBand: { min: 99_950, max: null } }, 'de-DE');
      const min = screen.getByRole('textbox', { name: 'Minimum' }) as HTMLInputElement;
      expect(min.value).toBe('999,5');
      expect(screen.getByRole('group', { name: 'Preis (€)' })).toBeTruthy();
      await userEvent.type(screen.getByRole('textbox', { name: 'Maximum' }), '1.499,99{Enter}');
      expect(onPriceBandChange).toHaveBeenCalledWith({ min: 99_950, max: 149_999 });
    });

    it('has no axe violations, with an error shown', async () => {
      const { container } = renderFilters({ inStockOnly: true, category: 'gaming-pcs/esports', onClear: () => {} });
      await userEvent.type(minField(), '2000');
      await userEvent.type(maxField(), '1000{Enter}');
      await expectNoAxeViolations(container);
    });
  });
});
