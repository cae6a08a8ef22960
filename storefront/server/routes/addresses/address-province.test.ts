import type { Order, ShippingAddress } from '@rigsmith/kit/api';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import type { PlaceDirectory } from '../../services/places';
import { createTestApp } from '../../test/app';
import { callApi, createCustomer, expectJson, LONDON_ADDRESS, newIdempotencyKey, productIds, type Customer } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

// The province an Italian or Spanish address writes (SPEC §3 "Address"; the form fills it
// from the picked place) is stored with a saved address and with an order's address
// snapshot, and comes back wherever an address is read.

let database: TestDatabase;
let app: App;
/** The same database behind a geocoder that knows places but not their regions. */
let regionlessApp: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  const regionless: PlaceDirectory = {
    async search() {
      return [];
    },
    async check(country, city, postcode) {
      return { ok: true, place: { city, postcode, region: '', country } };
    },
  };
  ({ app: regionlessApp } = createTestApp(database.db, { placeDirectory: regionless }));
  id = await productIds(database.db);
});
afterAll(() => database.close());

const ROMA = { ...LONDON_ADDRESS, phone: '+39 312 345 6789', city: 'Roma', postcode: '00184', country: 'IT' } as const;
const MADRID = { ...LONDON_ADDRESS, phone: '+34 612 34 56 78', city: 'Madrid', postcode: '28013', country: 'ES' } as const;

function save(who: Customer, body: object, on: App = app) {
  return callApi(on, 'POST', '/api/account/shipping_address/', { token: who.token, body });
}

const saved = async (who: Customer, body: object, on: App = app) => expectJson<ShippingAddress>(await save(who, body, on), 201);
const listed = async (who: Customer) =>
  expectJson<ShippingAddress[]>(await callApi(app, 'GET', '/api/account/shipping_address/', { token: who.token }), 200);

async function placeOrder(who: Customer, shippingAddress: number | object): Promise<Order> {
  await expectJson(
    await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id('RS-SCOUT'), amount: 1 } }),
    200,
  );
  return expectJson<Order>(
    await callApi(app, 'POST', '/api/account/basket/to_order/', {
      token: who.token,
      body: { shipping_address: shippingAddress, phone_number: '+44 7123 456123' },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    201,
  );
}

describe('an address’s province', () => {
  it('is saved and listed for Italy (the sigla) and Spain (the name), from the directory’s place', async () => {
    const ada = await createCustomer(database.db);
    // Sent as the form sends it; the directory's place decides what is kept.
    expect(await saved(ada, { ...ROMA, province: 'RM' })).toMatchObject({ city: 'Roma', province: 'RM' });
    expect(await saved(ada, { ...MADRID, province: 'Madrid' })).toMatchObject({ city: 'Madrid', province: 'Madrid' });
    expect((await listed(ada)).map((address) => address.province).sort()).toEqual(['Madrid', 'RM']);
  });

  it('is filled in from the place when a client leaves it out, and cannot disagree with the city', async () => {
    const ada = await createCustomer(database.db);
    expect(await saved(ada, ROMA)).toMatchObject({ province: 'RM' });
    expect(await saved(ada, { ...ROMA, province: 'Milano' })).toMatchObject({ province: 'RM' });
  });

  it('keeps the client’s province when the directory knows no region for the place', async () => {
    const ada = await createCustomer(database.db);
    expect(await saved(ada, { ...MADRID, province: 'Madrid' }, regionlessApp)).toMatchObject({ province: 'Madrid' });
    expect(await saved(ada, MADRID, regionlessApp)).toMatchObject({ province: '' });
  });

  it('is empty for a country whose addresses write none', async () => {
    const ada = await createCustomer(database.db);
    expect(await saved(ada, { ...LONDON_ADDRESS, province: 'Greater London' })).toMatchObject({ province: '' });
    expect(await saved(ada, LONDON_ADDRESS)).toMatchObject({ province: '' });
  });

  it.each([
    ['digits', 'RM1'],
    ['markup', '<b>RM</b>'],
    ['punctuation and symbols', 'Roma; 🏠'],
    ['too many characters', 'A'.repeat(65)],
  ])('is refused with %s, naming the field', async (_what, province) => {
    const ada = await createCustomer(database.db);
    const response = await save(ada, { ...ROMA, province });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body).toMatchObject({ code: 'validation_error', fields: { province: 'Write the province in letters, at most 64 characters' } });
  });

  it('accepts the joiners real names use', async () => {
    const ada = await createCustomer(database.db);
    expect(await saved(ada, { ...MADRID, province: 'Santa Cruz de Tenerife' }, regionlessApp)).toMatchObject({ province: 'Santa Cruz de Tenerife' });
    expect(await saved(ada, { ...MADRID, province: 'Valencia/València' }, regionlessApp)).toMatchObject({ province: 'Valencia/València' });
  });

  it('goes into the order’s address snapshot, from a new address or a saved one, and back out of the orders list', async () => {
    const ada = await createCustomer(database.db);
    const fromNew = await placeOrder(ada, ROMA);
    expect(fromNew.shipping_address).toMatchObject({ city: 'Roma', province: 'RM' });

    const madrid = await saved(ada, MADRID);
    const fromSaved = await placeOrder(ada, madrid.id);
    expect(fromSaved.shipping_address).toMatchObject({ city: 'Madrid', province: 'Madrid' });

    const list = await expectJson<{ results: Order[] } | Order[]>(await callApi(app, 'GET', '/api/account/order/', { token: ada.token }), 200);
    const placed = Array.isArray(list) ? list : list.results;
    expect(placed.map((order) => order.shipping_address.province).sort()).toEqual(['Madrid', 'RM']);
  });

  it('reads as empty on an order placed before addresses kept one', async () => {
    const ada = await createCustomer(database.db);
    const order = await placeOrder(ada, LONDON_ADDRESS);
    const { province: _province, ...older } = order.shipping_address;
    await database.db.update(orders).set({ shippingAddress: older }).where(eq(orders.id, order.id));
    const reread = await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: ada.token }), 200);
    expect(reread.shipping_address).toEqual({ ...older, province: '' });
  });
});
