import type { BuildCard, Page } from '@rigsmith/kit/api';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, get } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

async function listBuilds(query = '') {
  const response = await get(app, `/api/ecommerce/builds/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<BuildCard>;
}

const bestsellerOrder = [
  'RS-VANGUARD-5060',
  'RS-STRIKER-7600',
  'RS-APEX-5070',
  'RS-HORIZON-7800XT',
  'RS-SCOUT-3060',
  'RS-TITAN-4090',
];

describe('GET /api/ecommerce/builds/', () => {
  it('lists the builds best sellers first, priced in pounds for GB by default', async () => {
    const page = await listBuilds();
    expect(page).toMatchObject({ count: 6, page: 1, per_page: 12 });
    expect(page.items.map((card) => card.reference)).toEqual(bestsellerOrder);
    expect(page.items.map((card) => card.price)).toEqual([
      { amount: 999_00, currency: 'gbp' },
      { amount: 799_00, currency: 'gbp' },
      { amount: 1_649_00, currency: 'gbp' },
      { amount: 1_399_00, currency: 'gbp' },
      { amount: 849_00, currency: 'gbp' },
      { amount: 3_499_00, currency: 'gbp' },
    ]);
  });

  it('prices in euros for France, Italy, Spain and Germany', async () => {
    for (const country of ['FR', 'IT', 'ES', 'DE']) {
      const page = await listBuilds(`?country=${country}&per_page=1`);
      expect(page.items[0]?.price).toEqual({ amount: 1_149_00, currency: 'eur' });
    }
  });

  it('gives the whole card, with a ship date counted in working days from today', async () => {
    // Friday 9 January 2026: three working days later is Wednesday the 14th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-09T15:00:00Z'));
    const page = await listBuilds('?per_page=1');
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      reference: 'RS-VANGUARD-5060',
      name: 'Rigsmith Vanguard RTX 5060',
      product_class: 'pc-build',
      price: { amount: 999_00, currency: 'gbp' },
      rating: 4.6,
      review_count: 212,
      shipping_days: 3,
      estimated_ship_date: '2026-01-14',
      in_stock: true,
      fps: { min: 73, max: 180 },
    } satisfies BuildCard);
  });

  it('flags the out-of-stock build', async () => {
    const page = await listBuilds();
    const stock = Object.fromEntries(page.items.map((card) => [card.reference, card.in_stock]));
    expect(stock).toMatchObject({ 'RS-HORIZON-7800XT': false, 'RS-VANGUARD-5060': true });
    expect(page.items.filter((card) => !card.in_stock)).toHaveLength(1);
  });

  it('pages through the listing, counting the whole of it', async () => {
    const first = await listBuilds('?per_page=4');
    const second = await listBuilds('?per_page=4&page=2');
    const beyond = await listBuilds('?per_page=4&page=3');
    expect(first).toMatchObject({ count: 6, page: 1, per_page: 4 });
    expect(first.items.map((card) => card.reference)).toEqual(bestsellerOrder.slice(0, 4));
    expect(second).toMatchObject({ count: 6, page: 2, per_page: 4 });
    expect(second.items.map((card) => card.reference)).toEqual(bestsellerOrder.slice(4));
    expect(beyond).toEqual({ items: [], count: 6, page: 3, per_page: 4 });
  });

  it.each([
    ['per_page=0', 'per_page', 'per_page must be 1 or more'],
    ['per_page=49', 'per_page', 'per_page must be 48 or less'],
    ['per_page=abc', 'per_page', 'per_page must be a whole number'],
    ['per_page=2.5', 'per_page', 'per_page must be a whole number'],
    ['page=0', 'page', 'page must be 1 or more'],
    ['page=-3', 'page', 'page must be 1 or more'],
    ['page=abc', 'page', 'page must be a whole number'],
  ])('rejects ?%s with a 400 naming %s', async (query, field, message) => {
    const response = await get(app, `/api/ecommerce/builds/?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body).toEqual({
      code: 'validation_error',
      message: `Invalid query parameter: ${field}`,
      fields: { [field]: message },
    });
  });

  it('names every bad parameter at once', async () => {
    const response = await get(app, '/api/ecommerce/builds/?page=0&per_page=abc');
    const body = (await response.json()) as ApiErrorBody;
    expect(response.status).toBe(400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['page', 'per_page']);
  });

  it('rejects an unknown country before anything else', async () => {
    const response = await get(app, '/api/ecommerce/builds/?country=XX&per_page=0');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('invalid_country');
    expect(body.fields).toHaveProperty('country');
  });
});
