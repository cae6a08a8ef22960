import { describe, expect, it } from 'vitest';
import { idFromSearch } from './orderParam';

describe('idFromSearch', () => {
  it.each([
    ['?order=42', 42],
    ['order=7&x=1', 7],
    ['?order=0', null],
    ['?order=-1', null],
    ['?order=4.2', null],
    ['?order=abc', null],
    ['?order=99999999999999999', null],
    ['', null],
  ])('%s → %s', (search, id) => {
    expect(idFromSearch(search, 'order')).toBe(id);
  });
});
