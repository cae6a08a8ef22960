import type { Category } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

describe('GET /api/ecommerce/category/', () => {
  it('lists the categories with names and breadcrumbs in English for the UK, cacheable', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/category/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect((await response.json()) as Category[]).toEqual([
      { slug: 'gaming-pcs', name: 'Gaming PCs', parent: null, breadcrumbs: [{ slug: 'gaming-pcs', name: 'Gaming PCs' }] },
      {
        slug: 'gaming-pcs/esports',
        name: 'Esports PCs',
        parent: 'gaming-pcs',
        breadcrumbs: [
          { slug: 'gaming-pcs', name: 'Gaming PCs' },
          { slug: 'gaming-pcs/esports', name: 'Esports PCs' },
        ],
      },
      {
        slug: 'gaming-pcs/performance',
        name: 'Performance PCs',
        parent: 'gaming-pcs',
        breadcrumbs: [
          { slug: 'gaming-pcs', name: 'Gaming PCs' },
          { slug: 'gaming-pcs/performance', name: 'Performance PCs' },
        ],
      },
      { slug: 'workstations', name: 'Workstations', parent: null, breadcrumbs: [{ slug: 'workstations', name: 'Workstations' }] },
    ] satisfies Category[]);
  });

  it('names them in the storefront’s language', async () => {
    const names = async (country: string) =>
      ((await (await get(catalogue.app, `/api/ecommerce/category/?country=${country}`)).json()) as Category[]).map((category) => category.name);
    expect(await names('FR')).toEqual(['PC gamer', 'PC esport', 'PC performance', 'Stations de travail']);
    expect(await names('IT')).toEqual(['PC da gaming', 'PC esport', 'PC ad alte prestazioni', 'Workstation']);
    expect(await names('ES')).toEqual(['PC gaming', 'PC de esports', 'PC de alto rendimiento', 'Estaciones de trabajo']);
    expect(await names('DE')).toEqual(['Gaming-PCs', 'E-Sport-PCs', 'Leistungs-PCs', 'Workstations']);
  });

  it('carries an ETag and answers 304 when the client has the same list', async () => {
    const first = await get(catalogue.app, '/api/ecommerce/category/?country=FR');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await get(catalogue.app, '/api/ecommerce/category/?country=FR', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    // Another language is another body, so another tag.
    const german = await get(catalogue.app, '/api/ecommerce/category/?country=DE', { 'If-None-Match': etag! });
    expect(german.status).toBe(200);
    expect(german.headers.get('ETag')).not.toBe(etag);
  });

  it('rejects an unknown country', async () => {
    expect((await get(catalogue.app, '/api/ecommerce/category/?country=NL')).status).toBe(400);
  });
});
