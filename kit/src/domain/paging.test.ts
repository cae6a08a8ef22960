import { describe, expect, it } from 'vitest';
import { pageCountOf } from './paging';

describe('pageCountOf', () => {
  it('counts full pages and a last partial one', () => {
    expect(pageCountOf({ count: 40, per_page: 20 })).toBe(2);
    expect(pageCountOf({ count: 41, per_page: 20 })).toBe(3);
    expect(pageCountOf({ count: 1, per_page: 20 })).toBe(1);
  });

  it('is one page for an empty list, a list not loaded yet, or no page size', () => {
    expect(pageCountOf({ count: 0, per_page: 20 })).toBe(1);
    expect(pageCountOf(undefined)).toBe(1);
    expect(pageCountOf({ count: 5, per_page: 0 })).toBe(5);
  });
});
