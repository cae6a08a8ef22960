import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from './SortSelect';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('SortSelect', () => {
  describe('Uncontrolled', () => {
    it('offers the seven SPEC §9 sorts, bestselling first, behind a visible label', () => {
      renderWithIntl(<SortSelect />);
      const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
      expect(select.value).toBe('bestselling');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Bestselling',
        'Price: low to high',
        'Price: high to low',
        'Name: A to Z',
        'Name: Z to A',
        'Best rated',
        'Quickest delivery',
      ]);
    });

    it('keeps the choice and reports it', async () => {
      const onValueChange = vi.fn();
      renderWithIntl(<SortSelect defaultValue="best_rated" onValueChange={onValueChange} />);
      const select = screen.getByRole('combobox') as HTMLSelectElement;
      expect(select.value).toBe('best_rated');
      await userEvent.selectOptions(select, 'Price: high to low');
      expect(select.value).toBe('price_desc');
      expect(onValueChange).toHaveBeenCalledWith('price_desc');
    });
  });

  describe('Controlled', () => {
    it('shows the value it is given and only reports changes', async () => {
      const onValueChange = vi.fn();
      const { rerender } = renderWithIntl(<SortSelect value="title_asc" onValueChange={onValueChange} />);
      const select = screen.getByRole('combobox') as HTMLSelectElement;
      await userEvent.selectOptions(select, 'quickest_delivery');
      expect(onValueChange).toHaveBeenCalledWith('quickest_delivery');
      expect(select.value).toBe('title_asc');
      rerender(<SortSelect value="quickest_delivery" onValueChange={onValueChange} />);
      expect(select.value).toBe('quickest_delivery');
    });

    it('can offer fewer options and another label', () => {
      renderWithIntl(<SortSelect value="price_asc" options={['price_asc', 'price_desc']} label="Order" />);
      expect(screen.getByRole('combobox', { name: 'Order' })).toBeTruthy();
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
  });

  describe('Keyboard', () => {
    // A native <select>: the arrow keys and type-ahead are the browser's own (the stories
    // and the e2e journey press them in Chromium); here, that Tab reaches it.
    it('is reached with Tab and reports a choice made while focused', async () => {
      const onValueChange = vi.fn();
      renderWithIntl(<SortSelect onValueChange={onValueChange} />);
      await userEvent.tab();
      const select = screen.getByRole('combobox');
      expect(document.activeElement).toBe(select);
      await userEvent.selectOptions(select, 'price_asc');
      expect(onValueChange).toHaveBeenCalledWith('price_asc');
    });
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderWithIntl(<SortSelect value="price_asc" />, { locale: 'it-IT' });
      expect(screen.getByRole('combobox', { name: 'Ordina per' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'Prezzo: dal più basso' })).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<SortSelect />);
      await expectNoAxeViolations(container);
    });
  });
});
