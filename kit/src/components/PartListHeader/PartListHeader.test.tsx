import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartListHeader, type PartListHeaderProps } from './PartListHeader';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function renderHeader(props: Partial<PartListHeaderProps> = {}) {
  const handlers = { onSortChange: vi.fn(), onCompatibleOnlyChange: vi.fn(), onInStockOnlyChange: vi.fn() };
  const utils = renderWithIntl(<PartListHeader count={37} sort="bestselling" compatibleOnly inStockOnly={false} {...handlers} {...props} />);
  return { ...handlers, ...utils };
}

describe('PartListHeader', () => {
  it('says how many parts match, in a polite live region that labels the group', () => {
    renderHeader();
    const count = screen.getByText('37 parts');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('group', { name: '37 parts' })).toBeTruthy();
  });

  it('says it is counting while the first page loads, and has a word for none', () => {
    const { rerender } = renderHeader({ count: null });
    expect(screen.getByText('Counting parts…')).toBeTruthy();
    rerender(
      <PartListHeader
        count={0}
        sort="bestselling"
        compatibleOnly={false}
        inStockOnly
        onSortChange={() => {}}
        onCompatibleOnlyChange={() => {}}
        onInStockOnlyChange={() => {}}
      />,
    );
    expect(screen.getByText('No parts')).toBeTruthy();
  });

  it('offers the seven sorts and the two filters, and reports changes', async () => {
    const { onSortChange, onCompatibleOnlyChange, onInStockOnlyChange, container } = renderHeader();
    expect(screen.getAllByRole('option')).toHaveLength(7);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(onSortChange).toHaveBeenCalledWith('price_asc');
    const compatible = screen.getByRole('checkbox', { name: 'Only compatible' }) as HTMLInputElement;
    expect(compatible.checked).toBe(true);
    await userEvent.click(compatible);
    expect(onCompatibleOnlyChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only in stock' }));
    expect(onInStockOnlyChange).toHaveBeenCalledWith(true);
    expect(container.firstElementChild!.hasAttribute('data-filtered')).toBe(true);
  });

  describe('Keyboard', () => {
    it('reaches the sort and both filters with Tab, Space ticks a filter', async () => {
      const { onInStockOnlyChange } = renderHeader();
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('combobox'));
      await userEvent.tab();
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Only in stock' }));
      await userEvent.keyboard(' ');
      expect(onInStockOnlyChange).toHaveBeenCalledWith(true);
    });
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderHeader({ count: 1 });
      expect(screen.getByText('1 part')).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = renderHeader();
      await expectNoAxeViolations(container);
    });
  });
});
