import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LinkRouterProvider } from '../Link';
import { Pagination } from './Pagination';
import { pageItems } from './pageItems';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const hrefForPage = (page: number) => `/gaming-pcs?page=${page}`;

/** Client-side routing as the storefront sets it up, with a spy instead of a router. */
function renderRouted(ui: ReactElement, locale?: 'en-GB' | 'es-ES') {
  const navigate = vi.fn();
  const result = renderWithIntl(<LinkRouterProvider navigate={navigate}>{ui}</LinkRouterProvider>, locale ? { locale } : undefined);
  return { ...result, navigate };
}

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows gaps around the current page and never hides a single page behind one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('keeps the bar the same length wherever the current page is', () => {
    const lengths = Array.from({ length: 30 }, (_, i) => pageItems(i + 1, 30).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('clamps a page out of range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(-1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
  });
});

describe('Pagination', () => {
  describe('Uncontrolled', () => {
    it('links every page, marks the current one and offers previous/next', () => {
      renderRouted(<Pagination page={2} pageCount={3} hrefForPage={hrefForPage} />);
      const nav = screen.getByRole('navigation', { name: 'Pagination' });
      expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
      expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/gaming-pcs?page=3');
      expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/gaming-pcs?page=1');
      expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/gaming-pcs?page=3');
    });

    it('has no previous link on the first page and no next link on the last', () => {
      const { rerender } = renderRouted(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
      expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
      rerender(
        <LinkRouterProvider navigate={() => {}}>
          <Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />
        </LinkRouterProvider>,
      );
      expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
    });

    it('leaves out the page links when there is one page', () => {
      renderRouted(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('keeps a page-size choice of its own and reports it', async () => {
      const onPerPageChange = vi.fn();
      renderRouted(<Pagination page={1} pageCount={4} hrefForPage={hrefForPage} onPerPageChange={onPerPageChange} />);
      const select = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
      expect(select.value).toBe('12');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['12', '24', '48']);
      await userEvent.selectOptions(select, '48');
      expect(select.value).toBe('48');
      expect(onPerPageChange).toHaveBeenCalledWith(48);
    });

    it('offers no page-size choice without onPerPageChange', () => {
      renderRouted(<Pagination page={1} pageCount={4} hrefForPage={hrefForPage} />);
      expect(screen.queryByRole('combobox')).toBeNull();
    });
  });

  describe('Controlled', () => {
    it('shows the page size it is given', async () => {
      const onPerPageChange = vi.fn();
      renderRouted(
        <Pagination page={1} pageCount={2} hrefForPage={hrefForPage} perPage={24} onPerPageChange={onPerPageChange} perPageOptions={[24, 96]} />,
      );
      const select = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
      expect(select.value).toBe('24');
      await userEvent.selectOptions(select, '96');
      expect(onPerPageChange).toHaveBeenCalledWith(96);
      expect(select.value).toBe('24');
    });
  });

  describe('Keyboard', () => {
    it('reaches the links with Tab and follows one with Enter through the router', async () => {
      const { navigate } = renderRouted(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 1' }));
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 2' }));
      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/gaming-pcs?page=2');
    });

    it('skips the placeholder for a missing previous link', async () => {
      renderRouted(<Pagination page={1} pageCount={2} hrefForPage={hrefForPage} />);
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('1');
    });
  });

  describe('A11y', () => {
    it('speaks the storefront language', () => {
      renderRouted(<Pagination page={2} pageCount={3} hrefForPage={hrefForPage} onPerPageChange={() => {}} />, 'es-ES');
      expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Página anterior' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Por página' })).toBeTruthy();
    });

    it('has no axe violations, with gaps', async () => {
      const { container } = renderRouted(<Pagination page={10} pageCount={20} hrefForPage={hrefForPage} onPerPageChange={() => {}} />);
      await expectNoAxeViolations(container);
    });
  });
});
