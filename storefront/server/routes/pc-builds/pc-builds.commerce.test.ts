import type { Cart, Order, PcBuild, ShippingAddress } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/app';
import {
  callApi,
  COMPLETE_BUILD,
  createCustomer,
  expectJson,
  LONDON_ADDRESS,
  newIdempotencyKey,
  productIds,
  type Customer,
} from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

// A custom build meets the cart and the orders: deleting a saved build
// takes it out of the cart, and an order of it keeps its own copy.

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
});
afterAll(() => database.close());

async function saveBuild(who: Customer, name: string): Promise<PcBuild> {
  const components = COMPLETE_BUILD.map((reference) => ({ component: id(reference), amount: 1 }));
  return expectJson<PcBuild>(await callApi(app, 'POST', '/api/ecommerce/pc_build/', { token: who.token, body: { name, components } }), 201);
}

const addToCart = async (who: Customer, product: number) =>
  expectJson<Cart>(await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product, amount: 1 } }), 200);
const cartOf = async (who: Customer) => expectJson<Cart>(await callApi(app, 'GET', '/api/account/basket/product/', { token: who.token }), 200);
const deleteBuild = (who: Customer, build: PcBuild) => callApi(app, 'DELETE', `/api/ecommerce/pc_build/${build.id}/`, { token: who.token });

describe('a custom build in the cart and in orders', () => {
  it('leaves the cart when its owner deletes it, and the rest of the cart stays', async () => {
    const who = await createCustomer(database.db);
    const build = await saveBuild(who, 'Streaming rig');
    await addToCart(who, build.id);
    await addToCart(who, id('storage-samsung-990-pro-1tb'));
    expect((await cartOf(who)).map((line) => line.product.id)).toContain(build.id);

    expect((await deleteBuild(who, build)).status).toBe(204);
    expect((await cartOf(who)).map((line) => line.product.reference)).toEqual(['storage-samsung-990-pro-1tb']);
  });

  it('stays in an order placed before it was deleted, as it was ordered', async () => {
    const who = await createCustomer(database.db);
    const build = await saveBuild(who, 'Quiet office');
    await addToCart(who, build.id);
    const address = await expectJson<ShippingAddress>(
      await callApi(app, 'POST', '/api/account/shipping_address/', { token: who.token, body: LONDON_ADDRESS }),
      201,
    );
    const order = await expectJson<Order>(
      await callApi(app, 'POST', '/api/account/basket/to_order/', {
        token: who.token,
        body: { shipping_address: address.id, phone_number: '+44 7123 456123' },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      201,
    );

    expect((await deleteBuild(who, build)).status).toBe(204);
    const after = await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: who.token }), 200);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ product: null, name: 'Quiet office', reference: build.reference, total: order.items[0]!.total });
    expect(after.items[0]!.components.map((component) => component.reference).sort()).toEqual([...COMPLETE_BUILD].sort());
  });
});

describe('a guest’s build moved into a customer’s cart at sign-in', () => {
  it('stays the guest’s: its line says so and it opens by its public id, never as the customer’s draft', async () => {
    const components = COMPLETE_BUILD.map((reference) => ({ component: id(reference), amount: 1 }));
    const guests = await expectJson<PcBuild>(
      await callApi(app, 'POST', '/api/ecommerce/pc_build/', { body: { name: 'Guest rig', components } }),
      201,
    );
    const who = await createCustomer(database.db);
    const own = await saveBuild(who, 'Own rig');
    // What the sign-in merge sends for a guest's build line: the build by its public id.
    await expectJson<Cart>(
      await callApi(app, 'POST', '/api/account/basket/product/', {
        token: who.token,
        body: { product: guests.public_id, amount: 1 },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      200,
    );
    await addToCart(who, own.id);
    await addToCart(who, id('storage-samsung-990-pro-1tb'));

    const lines = await cartOf(who);
    expect(lines.map((line) => [line.product.id, line.own_build])).toEqual([
      [guests.id, false],
      [own.id, true],
      [id('storage-samsung-990-pro-1tb'), undefined],
    ]);
    expect(lines[2]).not.toHaveProperty('own_build');
    // The guest build's line links by public id, which opens it to the customer...
    const opened = await expectJson<PcBuild>(await callApi(app, 'GET', `/api/ecommerce/pc_build/${guests.public_id}/`, { token: who.token }), 200);
    expect(opened.id).toBe(guests.id);
    // ...while its product id, the draft link, stays closed: the merge gave the customer no ownership.
    expect((await callApi(app, 'GET', `/api/ecommerce/pc_build/${guests.id}/`, { token: who.token })).status).toBe(404);
    expect((await callApi(app, 'GET', `/api/ecommerce/pc_build/${own.id}/`, { token: who.token })).status).toBe(200);
  });
});
