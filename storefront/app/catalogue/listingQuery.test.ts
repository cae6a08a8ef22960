import { describe, expect, it } from 'vitest';
import { buildSortOptions } from '@rigsmith/kit/api';
import {
  apiQueryOf,
  defaultListingQuery,
  activeFilterCount,
  hasFilters,
  listingHref,
  listingQueryFromSearch,
  searchFromListingQuery,
  withoutFilters,
  type ListingQuery,
} from './listingQuery';

describe('listingQueryFromSearch', () => {
  it('gives the defaults for an empty query string', () => {
    expect(listingQueryFromSearch('', 'gbp')).toEqual({ sort: 'bestselling', page: 1, per_page: 12 });
    expect(listingQueryFromSearch('?', 'gbp')).toEqual(defaultListingQuery);
  });

  it('reads every parameter, prices from major to minor units', () => {
    const query = listingQueryFromSearch(
      '?category=gaming-pcs/esports&sort=price_asc&in_stock=true&price_min=750&price_max=1499.99&per_page=24&page=3',
      'gbp',
    );
    expect(query).toEqual({
      category: 'gaming-pcs/esports',
      sort: 'price_asc',
      in_stock: true,
      price_min: 75_000,
      price_max: 149_999,
      per_page: 24,
      page: 3,
    });
  });

  it.each(buildSortOptions)('accepts the sort %s', (sort) => {
    expect(listingQueryFromSearch(`sort=${sort}`, 'eur').sort).toBe(sort);
  });

  it('accepts an encoded category slug and in_stock=1', () => {
    expect(listingQueryFromSearch('category=gaming-pcs%2F4k&in_stock=1', 'gbp')).toMatchObject({
      category: 'gaming-pcs/4k',
      in_stock: true,
    });
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', { sort: 'bestselling' }],
    ['page 0', 'page=0', { page: 1 }],
    ['a negative page', 'page=-2', { page: 1 }],
    ['a fractional page', 'page=2.5', { page: 1 }],
    ['a page that is not a number', 'page=two', { page: 1 }],
    ['a page size not offered', 'per_page=7', { per_page: 12 }],
    ['a page size over the limit', 'per_page=1000', { per_page: 12 }],
  ])('falls back to the default for %s', (_case, search, expected) => {
    expect(listingQueryFromSearch(search, 'gbp')).toEqual({ ...defaultListingQuery, ...expected });
  });

  it.each([
    ['in_stock=false', 'in_stock'],
    ['in_stock=yes', 'in_stock'],
    ['price_min=-5', 'price_min'],
    ['price_min=abc', 'price_min'],
    ['price_max=1e6', 'price_max'],
    ['price_max=10.999', 'price_max'],
    ['category=../../etc', 'category'],
    ['category=Gaming PCs', 'category'],
    ['category=', 'category'],
  ])('ignores %s', (search, key) => {
    expect(listingQueryFromSearch(search, 'gbp')).not.toHaveProperty(key);
  });

  it('drops a price band whose minimum is above its maximum', () => {
    const query = listingQueryFromSearch('price_min=2000&price_max=1000', 'gbp');
    expect(query).not.toHaveProperty('price_min');
    expect(query).not.toHaveProperty('price_max');
  });

  it('keeps a one-sided price band', () => {
    expect(listingQueryFromSearch('price_max=999.5', 'eur')).toEqual({ ...defaultListingQuery, price_max: 99_950 });
  });
});

describe('searchFromListingQuery', () => {
  it('leaves out every default, so the plain listing has a plain URL', () => {
    expect(searchFromListingQuery(defaultListingQuery, 'gbp')).toBe('');
    expect(listingHref(defaultListingQuery, 'gbp')).toBe('/gaming-pcs');
  });

  it('writes parameters in a fixed order with prices in major units and a readable slug', () => {
    const query: ListingQuery = {
      page: 2,
      per_page: 48,
      price_max: 150_000,
      price_min: 99_999,
      in_stock: true,
      sort: 'title_desc',
      category: 'gaming-pcs/esports',
    };
    expect(searchFromListingQuery(query, 'gbp')).toBe(
      'category=gaming-pcs/esports&sort=title_desc&in_stock=true&price_min=999.99&price_max=1500&per_page=48&page=2',
    );
  });

  it('round-trips with listingQueryFromSearch', () => {
    const queries: ListingQuery[] = [
      defaultListingQuery,
      { sort: 'price_desc', page: 4, per_page: 24, in_stock: true },
      { sort: 'quickest_delivery', page: 1, per_page: 12, price_min: 50_000, price_max: 50_000 },
      { sort: 'best_rated', page: 2, per_page: 48, price_min: 1, category: 'gaming-pcs/compact' },
    ];
    for (const query of queries) {
      expect(listingQueryFromSearch(searchFromListingQuery(query, 'eur'), 'eur')).toEqual(query);
    }
  });
});

describe('apiQueryOf', () => {
  it('always sends sort and paging, and filters only when set', () => {
    expect(apiQueryOf(defaultListingQuery)).toEqual({ sort: 'bestselling', page: 1, per_page: 12 });
    expect(apiQueryOf({ ...defaultListingQuery, in_stock: true, price_max: 100_000, category: 'gaming-pcs/4k' })).toEqual({
      sort: 'bestselling',
      page: 1,
      per_page: 12,
      in_stock: true,
      price_max: 100_000,
      category: 'gaming-pcs/4k',
    });
  });
});

describe('filters', () => {
  it('tells filters from sort and paging, and clears only the filters', () => {
    const sortedPage: ListingQuery = { sort: 'price_asc', page: 3, per_page: 24 };
    expect(hasFilters(sortedPage)).toBe(false);
    const filtered: ListingQuery = { ...sortedPage, in_stock: true, price_min: 1 };
    expect(hasFilters(filtered)).toBe(true);
    expect(withoutFilters(filtered)).toEqual({ sort: 'price_asc', page: 1, per_page: 24 });
  });

  it('counts a price band as one filter, however many bounds it has', () => {
    expect(activeFilterCount(defaultListingQuery)).toBe(0);
    expect(activeFilterCount({ ...defaultListingQuery, price_max: 150_000 })).toBe(1);
    expect(activeFilterCount({ ...defaultListingQuery, price_min: 50_000, price_max: 150_000 })).toBe(1);
    expect(activeFilterCount({ ...defaultListingQuery, in_stock: true, price_min: 1, category: 'gaming-pcs/4k' })).toBe(3);
  });
});
