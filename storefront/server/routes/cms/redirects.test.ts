import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { redirects, siteSettings } from '../../db/schema';
import { seedRedirects } from '../../db/seed/redirects';
import { createCatalogueTestApp, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

/** HEAD as the storefront sends it (SPEC §7: Accept JSON). */
const head = (path: string) => catalogue.app.request(path, { method: 'HEAD', headers: { Accept: 'application/json' } });
const lookup = async (path: string) => {
  const response = await head(path);
  return { status: response.status, location: response.headers.get('Location') };
};

describe('HEAD /api/cms/redirect{path}', () => {
  it('redirects a legacy path to the main shop site, permanently, with no body', async () => {
    const response = await head('/api/cms/redirect/blog?locale=GB');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('https://www.rigsmith.example/blog');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await response.text()).toBe('');
  });

  it('covers SPEC §9’s kinds of legacy path, about 60 of them', async () => {
    expect(seedRedirects.length).toBeGreaterThanOrEqual(55);
    expect(seedRedirects.length).toBeLessThanOrEqual(75);
    expect(await lookup('/api/cms/redirect/fortnite-gaming-pc?locale=GB')).toEqual({
      status: 301,
      location: 'https://www.rigsmith.example/gaming-pcs/games/fortnite',
    });
    expect(await lookup('/api/cms/redirect/rtx-4090-gaming-pcs?locale=GB')).toEqual({
      status: 301,
      location: 'https://www.rigsmith.example/gaming-pcs/graphics-cards/rtx-4090',
    });
    expect(await lookup('/api/cms/redirect/ryzen-7-pcs?locale=GB')).toEqual({
      status: 301,
      location: 'https://www.rigsmith.example/gaming-pcs/processors/ryzen-7',
    });
    expect(await lookup('/api/cms/redirect/pcs-under-1000?locale=GB')).toEqual({
      status: 301,
      location: 'https://www.rigsmith.example/gaming-pcs/budget/under-1000',
    });
    expect(await lookup('/api/cms/redirect/help?locale=GB')).toEqual({ status: 301, location: 'https://www.rigsmith.example/support' });
    expect(await lookup('/api/cms/redirect/about-us?locale=GB')).toEqual({ status: 301, location: 'https://www.rigsmith.example/about' });
    expect(await lookup('/api/cms/redirect/pc-builder?locale=GB')).toEqual({ status: 301, location: 'https://www.rigsmith.example/build-your-own' });
    // Multi-segment legacy paths.
    expect(await lookup('/api/cms/redirect/blog/how-to-build-a-pc?locale=GB')).toEqual({
      status: 301,
      location: 'https://www.rigsmith.example/blog/how-to-build-a-pc',
    });
  });

  it('sends old promo and gift-redemption paths home, temporarily, in the shopper’s storefront', async () => {
    expect(await lookup('/api/cms/redirect/black-friday?locale=GB')).toEqual({ status: 302, location: '/' });
    expect(await lookup('/api/cms/redirect/gift-cards/redeem?locale=FR')).toEqual({ status: 302, location: '/fr' });
    expect(await lookup('/api/cms/redirect/voucher?locale=de')).toEqual({ status: 302, location: '/de' });
  });

  it('keeps the storefront prefix on main-shop targets', async () => {
    expect(await lookup('/api/cms/redirect/blog?locale=IT')).toEqual({ status: 301, location: 'https://www.rigsmith.example/it/blog' });
  });

  it('prefers a row for the shopper’s country; it does not apply elsewhere', async () => {
    expect(await lookup('/api/cms/redirect/versand?locale=DE')).toEqual({ status: 301, location: '/de/delivery' });
    expect(await lookup('/api/cms/redirect/garantie?locale=FR')).toEqual({ status: 301, location: '/fr/warranty' });
    expect(await lookup('/api/cms/redirect/versand?locale=GB')).toEqual({ status: 404, location: null });
  });

  it('maps the locale per SPEC §9 (unknown: GB); without one, the country decides', async () => {
    expect(await lookup('/api/cms/redirect/promo?locale=en-us')).toEqual({ status: 302, location: '/' });
    expect(await lookup('/api/cms/redirect/promo?locale=es')).toEqual({ status: 302, location: '/es' });
    expect(await lookup('/api/cms/redirect/promo?locale=pt-BR')).toEqual({ status: 302, location: '/' });
    expect(await lookup('/api/cms/redirect/promo?country=IT')).toEqual({ status: 302, location: '/it' });
  });

  it('normalises the path: case, trailing and repeated slashes', async () => {
    for (const path of ['/Blog', '/blog/', '/BLOG//', '/blog//how-to-build-a-pc/']) {
      const { status } = await lookup(`/api/cms/redirect${path}?locale=GB`);
      expect(status, path).toBe(301);
    }
  });

  it('answers 404 with no body for a path with no redirect', async () => {
    const response = await head('/api/cms/redirect/no-such-legacy-path?locale=GB');
    expect(response.status).toBe(404);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('never redirects to anything the request names: only seeded rows, built from the main-shop setting', async () => {
    for (const path of ['/https://evil.example', '//evil.example', '/%2F%2Fevil.example', `/${'a'.repeat(400)}`]) {
      expect((await lookup(`/api/cms/redirect${path}?locale=GB`)).status, path).toBe(404);
    }
  });
});

describe('GET /api/cms/redirect{path}', () => {
  it('answers the same status and Location with a JSON body', async () => {
    const response = await catalogue.app.request('/api/cms/redirect/summer-sale?locale=GB', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(await response.json()).toEqual({ status: 302, location: '/' });
  });

  it('explains a miss in the storefront’s language', async () => {
    const response = await catalogue.app.request('/api/cms/redirect/nowhere?locale=GB&country=DE', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect((await response.json()) as ApiErrorBody).toEqual({ code: 'redirect_not_found', message: 'Keine Weiterleitung für /nowhere gefunden.' });
  });

  it('follows a change of the main shop’s address', async () => {
    const { db } = catalogue.database;
    await db.update(siteSettings).set({ value: 'https://shop.rigsmith.example/' }).where(eq(siteSettings.slug, 'main-shop-url'));
    try {
      expect(await lookup('/api/cms/redirect/faq?locale=GB')).toEqual({ status: 301, location: 'https://shop.rigsmith.example/support/faq' });
    } finally {
      await db.update(siteSettings).set({ value: 'https://www.rigsmith.example' }).where(eq(siteSettings.slug, 'main-shop-url'));
    }
  });

  it('stores every seeded path normalised', async () => {
    const rows = await catalogue.database.db.select({ fromPath: redirects.fromPath }).from(redirects);
    expect(rows).toHaveLength(seedRedirects.length);
    for (const { fromPath } of rows) expect(fromPath).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });
});
