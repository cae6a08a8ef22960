import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkRouterProvider } from '../Link';
import { ListingFilters } from '../ListingFilters';
import { FilterSheet, type FilterSheetProps } from './FilterSheet';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

/** A listing whose filters live in the sheet: "Only in stock" narrows 30 results to 21. */
function Listing({ onOpenChange, defaultInStock = false }: { onOpenChange?: FilterSheetProps['onOpenChange']; defaultInStock?: boolean }) {
  const [inStock, setInStock] = useState(defaultInStock);
  return (
    <LinkRouterProvider navigate={() => {}}>
      <FilterSheet activeCount={inStock ? 1 : 0} resultCount={inStock ? 21 : 30} onClear={() => setInStock(false)} onOpenChange={onOpenChange}>
        <ListingFilters variant="sheet" currency="gbp" inStockOnly={inStock} onInStockOnlyChange={setInStock} />
      </FilterSheet>
      <p>{inStock ? '21 gaming PCs' : '30 gaming PCs'}</p>
    </LinkRouterProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Filters/ });

describe('FilterSheet', () => {
  // The sheet's dialog is fetched on the first open; load it once up front so each test's
  // first open waits on rendering, not on transforming the module.
  beforeAll(async () => {
    await import('./FilterSheetDialog');
  });

  describe('Uncontrolled', () => {
    it('opens a modal sheet titled "Filters" with the controls, and reports it', async () => {
      const onOpenChange = vi.fn();
      renderWithIntl(<Listing onOpenChange={onOpenChange} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(trigger());
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      // Modal: the page behind is hidden from screen readers while it is open.
      expect(screen.getByText('30 gaming PCs').closest('[aria-hidden="true"]')).not.toBeNull();
      expect(sheet.getAttribute('data-placement')).toBe('sheet');
      expect(within(sheet).getByRole('checkbox', { name: 'Only in stock' })).toBeTruthy();
      expect(within(sheet).getByRole('button', { name: 'Show 30 results' })).toBeTruthy();
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
    });

    it('applies a filter as it changes and closes with "Show N results"', async () => {
      renderWithIntl(<Listing />);
      await userEvent.click(trigger());
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Only in stock' }));
      // Applied at once: the page behind already shows it, and the sheet reads the new count.
      expect(screen.getByText('21 gaming PCs', { selector: 'p' })).toBeTruthy();
      expect(within(sheet).getByRole('status').textContent).toBe('21 results');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Show 21 results' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger().textContent).toContain('1');
    });

    it('"Clear all" removes every filter and keeps focus in the sheet', async () => {
      renderWithIntl(<Listing defaultInStock />);
      await userEvent.click(trigger());
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
      const checkbox = within(sheet).getByRole('checkbox', { name: 'Only in stock' }) as HTMLInputElement;
      expect(checkbox.checked).toBe(false);
      expect(within(sheet).queryByRole('button', { name: 'Clear all' })).toBeNull();
      expect(document.activeElement).toBe(checkbox);
      expect(within(sheet).getByRole('button', { name: 'Show 30 results' })).toBeTruthy();
    });

    it('says "Show results" while the count loads, and reads no status as it opens', async () => {
      renderWithIntl(
        <FilterSheet activeCount={0} resultCount={null}>
          <p>controls</p>
        </FilterSheet>,
      );
      await userEvent.click(trigger());
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(sheet).getByRole('button', { name: 'Show results' })).toBeTruthy();
      expect(within(sheet).getByRole('status').textContent).toBe('');
    });
  });

  describe('Controlled', () => {
    it('follows `open` and asks to close on Escape', async () => {
      const onOpenChange = vi.fn();
      const { rerender } = renderWithIntl(
        <FilterSheet activeCount={0} resultCount={3} open={false} onOpenChange={onOpenChange}>
          <button type="button">a control</button>
        </FilterSheet>,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      rerender(
        <FilterSheet activeCount={0} resultCount={3} open onOpenChange={onOpenChange}>
          <button type="button">a control</button>
        </FilterSheet>,
      );
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      // Still open: the app decides.
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    });
  });

  describe('Layout', () => {
    it('closes once the page hides its button (widened past a phone)', async () => {
      let onResize = () => {};
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            onResize = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      const onOpenChange = vi.fn();
      renderWithIntl(<Listing onOpenChange={onOpenChange} />);
      await userEvent.click(trigger());
      await screen.findByRole('dialog', { name: 'Filters' });
      // jsdom lays nothing out: the button has no boxes, as when CSS hides it.
      onResize();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      vi.unstubAllGlobals();
    });
  });

  describe('Keyboard', () => {
    it('moves focus into the sheet on open and back to the button on Escape', async () => {
      renderWithIntl(<Listing defaultInStock />);
      await userEvent.tab();
      expect(document.activeElement).toBe(trigger());
      await userEvent.keyboard('{Enter}');
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
      expect(document.activeElement).toBe(within(sheet).getByRole('checkbox', { name: 'Only in stock' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(trigger());
    });

    it('returns focus to the button after "Show N results"', async () => {
      renderWithIntl(<Listing />);
      await userEvent.click(trigger());
      await userEvent.click(await screen.findByRole('button', { name: 'Show 30 results' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(trigger());
    });
  });

  describe('A11y', () => {
    it('names the button with the count of applied filters', () => {
      renderWithIntl(<Listing defaultInStock />);
      expect(trigger().textContent).toBe('Filters1');
      expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toBe(trigger());
    });

    it('labels the button and its actions in German', async () => {
      renderWithIntl(<Listing defaultInStock />, { locale: 'de-DE' });
      expect(screen.getByRole('button', { name: 'Filter, 1 aktiv' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Filter, 1 aktiv' }));
      expect(await screen.findByRole('button', { name: '21 Ergebnisse anzeigen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Alle zurücksetzen' })).toBeTruthy();
    });

    it('has no axe violations, open', async () => {
      const { baseElement } = renderWithIntl(<Listing defaultInStock />);
      await userEvent.click(trigger());
      await screen.findByRole('dialog', { name: 'Filters' });
      await expectNoAxeViolations(baseElement);
    });
  });
});
