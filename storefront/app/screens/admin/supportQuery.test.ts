import { describe, expect, it } from 'vitest';
import { adminListHref } from './adminQuery';
import { ticketQueryFromSearch } from './supportQuery';

describe('ticketQueryFromSearch', () => {
  it('reads the search, status, storefront and page', () => {
    expect(ticketQueryFromSearch('q=%20ada%20&status=waiting_on_customer&storefront=DE&page=3')).toEqual({
      q: 'ada',
      status: 'waiting_on_customer',
      storefront: 'DE',
      page: 3,
    });
  });

  it('drops what it does not know, one parameter at a time', () => {
    expect(ticketQueryFromSearch('status=pending&storefront=US&page=0&q=%20')).toEqual({});
    expect(ticketQueryFromSearch('status=closed&page=abc')).toEqual({ status: 'closed' });
  });

  it('round-trips through the list link, page 1 left out', () => {
    const query = { q: 'SUP-7F3K', status: 'open', storefront: 'FR', page: 1 } as const;
    const href = adminListHref('/admin/support', query);
    expect(href).toBe('/admin/support?q=SUP-7F3K&status=open&storefront=FR');
    expect(ticketQueryFromSearch(href.split('?')[1]!)).toEqual({ q: 'SUP-7F3K', status: 'open', storefront: 'FR' });
  });
});
