import type { Order, ShippingAddress } from '@rigsmith/kit/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { orders } from '../db/schema';
import { createTestApp } from '../test/app';
import { callApi, createCustomer, expectJson, LONDON_ADDRESS, newIdempotencyKey, productIds, stockOf } from '../test/commerce';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { expireUnpaidOrders, UNPAID_ORDER_LIFETIME_MS } from './orders';

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
});
afterAll(() => database.close());

const SSD = 'storage-samsung-990-pro-1tb';

async function placedOrder(ageMs: number): Promise<Order> {
  const who = await createCustomer(database.db);
  await expectJson(await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id(SSD), amount: 2 } }), 200);
  const address = await expectJson<ShippingAddress>(
    await callApi(app, 'POST', '/api/account/shipping_address/', { token: who.token, body: LONDON_ADDRESS }),
    201,
  );
  const order = await expectJson<Order>(
    await callApi(app, 'POST', '/api/account/basket/to_order/', {
      token: who.token,
      body: { shipping_address: address.id, phone_number: '+447123456123' },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    201,
  );
  await database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(orders.id, order.id));
  return order;
}

const statusOf = async (orderId: number) =>
  (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('expireUnpaidOrders', () => {
  it('cancels orders left unpaid past their lifetime and gives their stock back, leaving the rest', async () => {
    const abandoned = await placedOrder(UNPAID_ORDER_LIFETIME_MS + 60_000);
    const recent = await placedOrder(60_000);
    const paid = await placedOrder(UNPAID_ORDER_LIFETIME_MS + 60_000);
    await database.db.update(orders).set({ status: 'in_progress', paidAt: new Date() }).where(eq(orders.id, paid.id));
    const stock = await stockOf(database.db, id(SSD));

    expect(await expireUnpaidOrders(database.db)).toEqual([abandoned.id]);
    expect(await statusOf(abandoned.id)).toBe('cancelled');
    expect(await statusOf(recent.id)).toBe('waiting_for_payment');
    expect(await statusOf(paid.id)).toBe('in_progress');
    expect(await stockOf(database.db, id(SSD))).toBe(stock + 2);

    // Nothing left to do the second time.
    expect(await expireUnpaidOrders(database.db)).toEqual([]);
  });
});
