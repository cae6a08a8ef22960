import { describe, expect, it } from 'vitest';
import { adminListHref } from './adminQuery';
import { couponQueryFromSearch } from './couponQuery';

describe('couponQueryFromSearch', () => {
  it('reads the search, status and page', () => {
    expect(couponQueryFromSearch('?q=%20spring%20&status=used_up&page=3')).toEqual({ q: 'spring', status: 'used_up', page: 3 });
  });

  it('drops what is not valid, one parameter at a time', () => {
    expect(couponQueryFromSearch('?q=&status=gone&page=-1')).toEqual({});
    expect(couponQueryFromSearch('?status=expired&page=1')).toEqual({ status: 'expired' });
  });

  it('cuts a long search to the 100 characters the API takes', () => {
    expect(couponQueryFromSearch(`?q=${'A'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('the coupon list’s links (adminListHref)', () => {
  it('leaves out page 1 and empty values, and round-trips', () => {
    expect(adminListHref('/admin/coupons', { page: 1 })).toBe('/admin/coupons');
    const href = adminListHref('/admin/coupons', { q: 'spring 15', status: 'active', page: 2 });
    expect(href).toBe('/admin/coupons?q=spring+15&status=active&page=2');
    expect(couponQueryFromSearch(href.split('?')[1]!)).toEqual({ q: 'spring 15', status: 'active', page: 2 });
  });
});
