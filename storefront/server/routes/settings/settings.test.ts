import type { SiteSetting } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

describe('GET /api/ecommerce/settings/', () => {
  it('lists the settings by slug, cacheable', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/settings/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const settings = (await response.json()) as SiteSetting[];
    const slugs = settings.map((setting) => setting.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(settings).toEqual(
      expect.arrayContaining([
        { slug: 'assembly-days', value: '2' },
        { slug: 'free-shipping-threshold', value: '10000' },
        { slug: 'support-email', value: 'support@rigsmith.example' },
        { slug: 'max-saved-addresses', value: '6' },
      ]),
    );
  });

  it('gives a money setting in the country’s currency', async () => {
    const settings = await getJson<SiteSetting[]>(catalogue.app, '/api/ecommerce/settings/?country=DE');
    expect(settings.find((setting) => setting.slug === 'free-shipping-threshold')).toEqual({
      slug: 'free-shipping-threshold',
      value: '12000',
    });
  });

  it('rejects an unknown country', async () => {
    expect((await get(catalogue.app, '/api/ecommerce/settings/?country=US')).status).toBe(400);
  });
});
