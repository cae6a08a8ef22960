import { describe, expect, it } from 'vitest';
import { couponListHref, couponQueryFromSearch } from './couponQuery';

describe('couponQueryFromSearch', () => {
  it('reads the search, status and page', () => {
    expect(couponQueryFromSearch('?q=%20spring%20&status=used_up&page=3')).toEqual({ q: 'spring', status: 'used_up', page: 3 });
  });

  it('drops what is not valid, one parameter at a time', () => {
    expect(couponQueryFromSearch('?q=&status=gone&page=-1')).toEqual({});
    expect(couponQueryFromSearch('?status=expired&page=1')).toEqual({ status: 'expired' });
  });
});

describe('couponListHref', () => {
  it('leaves out page 1 and empty values, and round-trips', () => {
    expect(couponListHref('/admin/coupons', { page: 1 })).toBe('/admin/coupons');
    const href = couponListHref('/admin/coupons', { q: 'spring 15', status: 'active', page: 2 });
    expect(href).toBe('/admin/coupons?q=spring+15&status=active&page=2');
    expect(couponQueryFromSearch(href.split('?')[1]!)).toEqual({ q: 'spring 15', status: 'active', page: 2 });
  });
});
