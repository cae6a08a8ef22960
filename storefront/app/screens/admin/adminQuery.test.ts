import { describe, expect, it } from 'vitest';
import { adminListHref, orderQueryFromSearch, stockQueryFromSearch } from './adminQuery';

describe('the order list in the URL', () => {
  it('reads search, filters and page', () => {
    expect(orderQueryFromSearch('?q=ada&status=shipped&storefront=FR&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      q: 'ada',
      status: 'shipped',
      storefront: 'FR',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('drops what is invalid, one parameter at a time', () => {
    expect(orderQueryFromSearch('q=%20%20&status=lost&storefront=US&from=yesterday&to=2026-13-45&page=-2')).toEqual({});
    expect(orderQueryFromSearch('status=cancelled&page=abc')).toEqual({ status: 'cancelled' });
  });

  it('round-trips through its href, leaving out page 1 and empty values', () => {
    const query = { q: 'RS-2026', status: 'in_progress' as const, storefront: 'DE' as const, page: 2 };
    const href = adminListHref('/admin', query);
    expect(href).toBe('/admin?q=RS-2026&status=in_progress&storefront=DE&page=2');
    expect(orderQueryFromSearch(href.slice(href.indexOf('?')))).toEqual(query);
    expect(adminListHref('/admin', { page: 1, q: '' })).toBe('/admin');
  });
});

describe('the stock list in the URL', () => {
  it('reads low=1 as low stock only, and nothing else', () => {
    expect(stockQueryFromSearch('low=1&q=ryzen&page=2')).toEqual({ low: true, q: 'ryzen', page: 2 });
    expect(stockQueryFromSearch('low=yes')).toEqual({});
    expect(adminListHref('/admin/stock', { low: true, q: 'ryzen' })).toBe('/admin/stock?low=1&q=ryzen');
  });
});
