import type { BuildListing, PartListing, Product } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueTestApp, expectBadParameter, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;
const idOf: Record<string, number> = {};
const id = (reference: string) => idOf[reference]!;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
  const builds = await getJson<BuildListing>(catalogue.app, '/api/ecommerce/builds/?per_page=48');
  for (const build of builds.items) idOf[build.reference] = build.id;
  for (const category of ['memory', 'accessory']) {
    const parts = await getJson<PartListing>(catalogue.app, `/api/ecommerce/parts/?category=${category}&per_page=48`);
    for (const part of parts.items) idOf[part.id] = part.product_id;
  }
});
afterAll(() => catalogue.close());

const products = (query: string) => getJson<Product[]>(catalogue.app, `/api/ecommerce/product/?${query}`);

describe('GET /api/ecommerce/product/', () => {
  it('gives builds and parts in the order asked, priced for the country', async () => {
    const list = await products(`ids=${idOf['RS-STRIKER']},${idOf['memory-kingston-fury-16gb-ddr5-5600']},${idOf['RS-VANGUARD']}`);
    expect(list).toEqual([
      {
        id: id('RS-STRIKER'),
        public_id: null,
        reference: 'RS-STRIKER',
        name: 'Rigsmith Striker RX 7600',
        product_class: 'pc-build',
        price: { amount: 819_00, currency: 'gbp' },
        in_stock: true,
        backorder: false,
        status: 'public',
        shipping_days: 3,
        image: { src: `/api/ecommerce/products/${id('RS-STRIKER')}/picture.svg`, width: 800, height: 600 },
      },
      {
        id: id('memory-kingston-fury-16gb-ddr5-5600'),
        public_id: null,
        reference: 'memory-kingston-fury-16gb-ddr5-5600',
        name: 'Kingston FURY Beast 16 GB DDR5-5600',
        product_class: 'component',
        price: { amount: 54_99, currency: 'gbp' },
        in_stock: true,
        backorder: false,
        status: 'public',
        shipping_days: 2,
        image: { src: `/api/ecommerce/products/${id('memory-kingston-fury-16gb-ddr5-5600')}/picture.svg`, width: 800, height: 600 },
      },
      {
        id: id('RS-VANGUARD'),
        public_id: null,
        reference: 'RS-VANGUARD',
        name: 'Rigsmith Vanguard RTX 4060',
        product_class: 'pc-build',
        price: { amount: 1_099_00, currency: 'gbp' },
        in_stock: false,
        backorder: false,
        status: 'public',
        shipping_days: 4,
        image: { src: `/api/ecommerce/products/${id('RS-VANGUARD')}/picture.svg`, width: 800, height: 600 },
      },
    ] satisfies Product[]);
    const euros = await products(`ids=${idOf['RS-STRIKER']}&country=ES`);
    expect(euros[0]?.price).toEqual({ amount: 959_00, currency: 'eur' });
  });

  it('leaves unknown ids out and gives each product once', async () => {
    const list = await products(`ids=999999,${idOf['RS-APEX']},${idOf['RS-APEX']}, 888888`);
    expect(list.map((product) => product.reference)).toEqual(['RS-APEX']);
    expect(await products('ids=999999')).toEqual([]);
  });

  it('gives accessories their class and a product that cannot be bought its status', async () => {
    const [mouse] = await products(`ids=${idOf['accessory-logitech-g-pro-x-superlight']}`);
    expect(mouse).toMatchObject({ product_class: 'accessory', in_stock: false, status: 'public' });
  });

  it('takes up to 50 ids', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect(Array.isArray(await products(`ids=${fifty}`))).toBe(true);
  });

  it.each([
    ['', 'no ids'],
    ['ids=', 'an empty list'],
    ['ids=abc', 'a word'],
    ['ids=1,2.5', 'a fraction'],
    ['ids=0', 'zero'],
    ['ids=-3', 'a negative id'],
    ['ids=99999999999', 'an id beyond 32 bits'],
    [`ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'more than 50 ids'],
  ])('rejects ?%s (%s) with a 400 naming ids', async (query) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/product/?${query}`, 'ids');
  });

  it('says how many ids it takes', async () => {
    const body = await expectBadParameter(
      catalogue.app,
      `/api/ecommerce/product/?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      'ids',
    );
    expect(body.fields?.ids).toBe('ids may list at most 50 products; got 51');
  });
});
