import { describe, expect, it } from 'vitest';
import { loginHrefFor, nextPathFromSearch, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/account', '/account'],
    ['/account/orders?page=2#top', '/account/orders?page=2#top'],
    ['/gaming-pcs?sort=price_asc', '/gaming-pcs?sort=price_asc'],
  ])('follows the in-store path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/account'],
    ['a protocol-relative URL', '//evil.example/account'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab inside the authority', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_case, next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('nextPathFromSearch', () => {
  it('reads the next parameter with or without the question mark', () => {
    expect(nextPathFromSearch('?next=%2Faccount%2Forders')).toBe('/account/orders');
    expect(nextPathFromSearch('next=%2Faccount')).toBe('/account');
  });

  it('ignores an unsafe next', () => {
    expect(nextPathFromSearch('next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextPathFromSearch('')).toBeNull();
  });
});

describe('loginHrefFor', () => {
  it('keeps the path and its query in next, encoded', () => {
    expect(loginHrefFor('/account')).toBe('/login?next=%2Faccount');
    expect(loginHrefFor('/account/orders', '?page=2')).toBe('/login?next=%2Faccount%2Forders%3Fpage%3D2');
  });

  it('round-trips through nextPathFromSearch', () => {
    const href = loginHrefFor('/account/saved-builds', 'a=1&b=2');
    expect(nextPathFromSearch(href.split('?')[1] ?? '')).toBe('/account/saved-builds?a=1&b=2');
  });
});
