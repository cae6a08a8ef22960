import { describe, expect, it } from 'vitest';
import { cmsSlugOf, redirectDestination } from './cmsPath';

describe('cmsSlugOf', () => {
  it.each([
    ['/warranty', 'warranty'],
    ['/warranty/', 'warranty'],
    ['/legal/terms', 'legal/terms'],
    ['/', ''],
  ])('%s is %s', (path, slug) => expect(cmsSlugOf(path)).toBe(slug));
});

describe('redirectDestination', () => {
  const origin = 'https://shop.test';
  it('opens another site with a full page load', () => {
    expect(redirectDestination('https://www.rigsmith.example/blog', origin, '')).toEqual({ kind: 'page', url: 'https://www.rigsmith.example/blog' });
  });

  it('routes in the store, without the storefront prefix', () => {
    expect(redirectDestination('/', origin, '')).toEqual({ kind: 'in-store', path: '/' });
    expect(redirectDestination('/fr', origin, '/fr')).toEqual({ kind: 'in-store', path: '/' });
    expect(redirectDestination('/de/delivery', origin, '/de')).toEqual({ kind: 'in-store', path: '/delivery' });
    expect(redirectDestination('https://shop.test/warranty?x=1', origin, '')).toEqual({ kind: 'in-store', path: '/warranty?x=1' });
  });

  it('opens another storefront with a full page load', () => {
    expect(redirectDestination('/it/delivery', origin, '/fr')).toEqual({ kind: 'page', url: 'https://shop.test/it/delivery' });
    expect(redirectDestination('/french', origin, '/fr')).toEqual({ kind: 'page', url: 'https://shop.test/french' });
  });
});
