import type { BuildListing, PartListing, PcBuild, PreBuiltComponents, Product } from '@rigsmith/kit/api';
import { partCategories, type ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../../test/app';
import { callApi, expectJson } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { PRODUCT_PICTURE_CACHE } from './pictures.handlers';

// The shop's own catalogue (the seed files), so every build and part category is covered.
let database: TestDatabase;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db).app;
});
afterAll(() => database.close());

async function json<T>(path: string): Promise<T> {
  const response = await get(app, path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** GET a picture: an SVG of the promised size, no text, cacheable, revalidated by its ETag. */
async function expectPicture(src: string, cacheControl: string): Promise<string> {
  const response = await get(app, src);
  expect(response.status, src).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
  expect(response.headers.get('Cache-Control')).toBe(cacheControl);
  const etag = response.headers.get('ETag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const body = await response.text();
  expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600"/);
  expect(body).not.toMatch(/<text\b/);
  const again = await get(app, src, { 'If-None-Match': etag! });
  expect(again.status).toBe(304);
  return body;
}

describe('product pictures', () => {
  it('gives every listed build a picture of its own, served as SVG for a day', async () => {
    const page = await json<BuildListing>('/api/ecommerce/builds/?per_page=48');
    expect(page.items.length).toBeGreaterThanOrEqual(20);
    const bodies = new Set<string>();
    for (const card of page.items) {
      expect(card.image).toEqual({ src: `/api/ecommerce/products/${card.id}/picture.svg`, width: 800, height: 600 });
      bodies.add(await expectPicture(card.image!.src, PRODUCT_PICTURE_CACHE));
    }
    // Drawn from each build's facts: builds of different cases, cards and coolers differ.
    expect(bodies.size).toBeGreaterThan(page.items.length / 2);
  });

  it('draws a graphics card to its length: a longer card, a longer picture of it', async () => {
    const page = await json<BuildListing>('/api/ecommerce/builds/?per_page=48');
    const byReference = new Map(page.items.map((card) => [card.reference, card]));
    const short = await (await get(app, byReference.get('RS-STRIKER-4060')!.image!.src)).text();
    const long = await (await get(app, byReference.get('RS-STRIKER-5070')!.image!.src)).text();
    expect(short).not.toBe(long);
    // The white case of the RS-STRIKER-5070 is drawn in white.
    expect(long).toContain('stop-color="#ffffff"');
  });

  it('gives every part category its picture, a graphics card one of its length class', async () => {
    const seen = new Set<string>();
    for (const category of partCategories) {
      const listing = await json<PartListing>(`/api/ecommerce/parts/?category=${category}&per_page=48`);
      expect(listing.items.length, category).toBeGreaterThan(0);
      for (const part of listing.items) {
        expect(part.image?.src, part.id).toMatch(/^\/api\/ecommerce\/parts\/pictures\/[a-z-]+\.svg$/);
        if (category === 'gpu') {
          const lengthMm = (part.specs as { lengthMm: number }).lengthMm;
          expect(part.image!.src).toContain(lengthMm <= 200 ? 'gpu-short' : lengthMm > 285 ? 'gpu-long' : 'gpu-standard');
        }
        seen.add(part.image!.src);
      }
    }
    for (const src of seen) await expectPicture(src, 'public, max-age=604800');
    expect([...seen].filter((src) => src.includes('/gpu-')).length).toBe(3);
  });

  it('answers a part’s product picture with its category’s, and a cart line’s product with its picture', async () => {
    const [part] = (await json<PartListing>('/api/ecommerce/parts/?category=psu&per_page=1')).items;
    const [product] = await json<Product[]>(`/api/ecommerce/product/?ids=${part!.product_id}`);
    expect(product!.image?.src).toBe(`/api/ecommerce/products/${part!.product_id}/picture.svg`);
    const byProduct = await expectPicture(product!.image!.src, PRODUCT_PICTURE_CACHE);
    expect(byProduct).toBe(await (await get(app, part!.image!.src)).text());
  });

  it('draws a custom build by its public id only', async () => {
    const prebuilt = await json<PreBuiltComponents>('/api/ecommerce/builds/RS-NIGHTFALL-5080/components/');
    const build = await expectJson<PcBuild>(
      await callApi(app, 'POST', '/api/ecommerce/pc_build/', {
        body: { name: 'Mine', components: prebuilt.components.map(({ component, amount }) => ({ component: component.product_id, amount })) },
      }),
      201,
    );
    expect(build.image?.src).toBe(`/api/ecommerce/products/${build.public_id}/picture.svg`);
    const body = await expectPicture(build.image!.src, PRODUCT_PICTURE_CACHE);
    // The same parts as the pre-built: the same picture.
    const page = await json<BuildListing>('/api/ecommerce/builds/?per_page=48');
    const original = page.items.find((card) => card.reference === 'RS-NIGHTFALL-5080')!;
    expect(body).toBe(await (await get(app, original.image!.src)).text());
    // Its product id would let anyone page through shoppers' builds.
    const byId = await get(app, `/api/ecommerce/products/${build.id}/picture.svg`);
    expect(byId.status).toBe(404);
  });

  it('refuses unknown products, pictures and malformed keys', async () => {
    const unknown = await get(app, '/api/ecommerce/products/999999/picture.svg');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiErrorBody).code).toBe('product_not_found');
    const noPicture = await get(app, '/api/ecommerce/parts/pictures/spaceship.svg');
    expect(noPicture.status).toBe(404);
    expect(((await noPicture.json()) as ApiErrorBody).code).toBe('picture_not_found');
    expect((await get(app, '/api/ecommerce/products/abc/picture.svg')).status).toBe(400);
    expect((await get(app, '/api/ecommerce/parts/pictures/..%2Fsecret.svg')).status).toBe(400);
  });

  it('documents the routes and the Picture schema in the OpenAPI document', async () => {
    const document = await json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>('/api/openapi.json');
    expect(document.paths).toHaveProperty(['/api/ecommerce/products/{key}/picture.svg']);
    expect(document.paths).toHaveProperty(['/api/ecommerce/parts/pictures/{file}']);
    expect(Object.keys(document.components.schemas.Picture!.properties!)).toEqual(['src', 'width', 'height']);
    expect(document.components.schemas.BuildCard!.properties).toHaveProperty('image');
    expect(document.components.schemas.Product!.properties).toHaveProperty('image');
  });
});
