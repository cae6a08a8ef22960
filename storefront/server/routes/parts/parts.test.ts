import type { PartListing } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueTestApp, expectBadParameter, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

const listParts = (query: string) => getJson<PartListing>(catalogue.app, `/api/ecommerce/parts/?${query}`);
const ids = (listing: PartListing) => listing.items.map((part) => part.id);

const rx7600 = 'gpu-sapphire-pulse-rx-7600';
const rtx4060 = 'gpu-msi-ventus-rtx-4060';
const rtx5070 = 'gpu-asus-prime-rtx-5070';
const rtx4090 = 'gpu-gigabyte-gaming-rtx-4090';

describe('GET /api/ecommerce/parts/', () => {
  it('gives each part’s facts and its offer in the country’s currency', async () => {
    const listing = await listParts('category=gpu&sort=price_asc&per_page=1');
    expect(listing).toMatchObject({ count: 4, page: 1, per_page: 1 });
    expect(listing.items[0]).toEqual({
      id: rx7600,
      category: 'gpu',
      name: 'Sapphire PULSE Radeon RX 7600',
      brand: 'Sapphire',
      specs: {
        chipset: 'Radeon RX 7600',
        memoryGb: 8,
        lengthMm: 240,
        slotWidth: 2,
        boardPowerW: 200,
        powerConnectors: { pcie8Pin: 1, pcie6Pin: 0, pcie12v2x6: 0 },
        outputs: ['HDMI', 'DisplayPort'],
        g3dMark: 16548,
      },
      product_id: expect.any(Number),
      price: { amount: 249_99, currency: 'gbp' },
      in_stock: true,
      backorder: false,
      lead_time_days: 1,
      status: 'public',
      rating: null,
      review_count: 0,
      // A 240 mm card: the standard length class's picture.
      image: { src: '/api/ecommerce/parts/pictures/gpu-standard.svg', width: 800, height: 600 },
    });
    const euros = await listParts('category=gpu&sort=price_asc&country=DE');
    expect(euros.items.map((part) => part.price)).toEqual([
      { amount: 289_99, currency: 'eur' },
      { amount: 319_99, currency: 'eur' },
      { amount: 629_99, currency: 'eur' },
      { amount: 2_049_99, currency: 'eur' },
    ]);
  });

  it.each([
    ['price_asc', [rx7600, rtx4060, rtx5070, rtx4090]],
    ['price_desc', [rtx4090, rtx5070, rtx4060, rx7600]],
    ['title_asc', [rtx5070, rtx4090, rtx4060, rx7600]],
    ['title_desc', [rx7600, rtx4060, rtx4090, rtx5070]],
    // The shop's own range in its curated order (no sales figures yet).
    ['bestselling', [rx7600, rtx4060, rtx5070, rtx4090]],
    ['best_rated', [rx7600, rtx4060, rtx5070, rtx4090]],
    // The RTX 4090 takes five days, the others one.
    ['quickest_delivery', [rx7600, rtx4060, rtx5070, rtx4090]],
  ])('?sort=%s', async (sort, expected) => {
    expect(ids(await listParts(`category=gpu&sort=${sort}`))).toEqual(expected);
  });

  it('orders quickest delivery by lead time before price', async () => {
    const listing = await listParts('category=memory&sort=quickest_delivery');
    expect(listing.items.map((part) => [part.lead_time_days, part.price.amount])).toEqual([
      [1, 99_99],
      [2, 54_99],
    ]);
  });

  it('lists only the category asked for, and only live parts', async () => {
    const listing = await listParts('category=accessory&per_page=48');
    expect(listing.items.every((part) => part.category === 'accessory' && part.status === 'public')).toBe(true);
    expect(ids(listing)).not.toContain('accessory-corsair-k70-discontinued');
    expect(listing.count).toBe(2);
  });

  it('?in_stock=true leaves out parts with none in stock', async () => {
    const all = await listParts('category=accessory&sort=price_asc');
    expect(all.items.map((part) => [part.id, part.in_stock])).toEqual([
      ['accessory-logitech-g-pro-x-superlight', false],
      ['accessory-razer-blackwidow-v4', true],
    ]);
    const inStock = await listParts('category=accessory&in_stock=true');
    expect(ids(inStock)).toEqual(['accessory-razer-blackwidow-v4']);
    expect(inStock.count).toBe(1);
  });

  it('takes a price band in the country’s currency, inclusive', async () => {
    expect(ids(await listParts('category=gpu&sort=price_asc&price_min=27999&price_max=54999'))).toEqual([rtx4060, rtx5070]);
    expect(ids(await listParts('category=gpu&sort=price_asc&price_min=27999&price_max=54999&country=FR'))).toEqual([rx7600, rtx4060]);
  });

  it('searches name and brand, ignoring case', async () => {
    expect(ids(await listParts('category=cpu&search=7800X3D'))).toEqual(['cpu-amd-ryzen-7-7800x3d']);
    expect(ids(await listParts('category=cpu&search=ryzen%207'))).toEqual(['cpu-amd-ryzen-7-7800x3d']);
    expect((await listParts('category=cpu&search=amd')).count).toBe(2);
    const byBrand = await listParts('category=memory&search=kingston');
    expect(ids(byBrand)).toEqual(['memory-kingston-fury-16gb-ddr5-5600']);
    expect((await listParts('category=gpu&search=%25')).count).toBe(0);
  });

  it('pages, counting the whole filtered set', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listParts(`category=gpu&sort=price_asc&per_page=2&page=${page}`)));
    expect(pages.map((page) => page.count)).toEqual([4, 4, 4]);
    expect(pages.map(ids)).toEqual([[rx7600, rtx4060], [rtx5070, rtx4090], []]);
  });

  it.each([
    ['', 'category'],
    ['category=ram', 'category'],
    ['category=gpu&sort=popular', 'sort'],
    ['category=gpu&in_stock=maybe', 'in_stock'],
    ['category=gpu&price_min=-5', 'price_min'],
    ['category=gpu&price_max=ten', 'price_max'],
    ['category=gpu&price_min=500&price_max=100', 'price_max'],
    [`category=gpu&search=${'a'.repeat(101)}`, 'search'],
    ['category=gpu&per_page=100', 'per_page'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/parts/?${query}`, field);
  });
});
