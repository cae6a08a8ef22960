import type { BuildListing, Cart, CartSummary, Order, Product, ShippingAddress } from '@rigsmith/kit/api';
import { estimateShipDate, toIsoDate } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { builds, parts } from '../../db/schema';
import { assemblyDays } from '../../services/site-settings';
import { createTestApp } from '../../test/app';
import {
  callApi,
  createCustomer,
  expectError,
  expectJson,
  LONDON_ADDRESS,
  newIdempotencyKey,
  productIds,
  stockOf,
  type Customer,
} from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * Backorders (a PC shop restocks): a part whose supplier takes backorders (`restock_days`)
 * can still be ordered when its shelf is empty, and ships after the restock; one whose
 * supplier takes none stops selling at zero. The order, the cart, the product and the
 * pre-built builds using the part all say the same ship date.
 */

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

const GPU = 'gpu-gigabyte-gaming-rtx-4090'; // lead time 5 working days; RS-TITAN's graphics card
const RESTOCK_DAYS = 12;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
});
afterAll(() => database.close());

async function supply(stock: number, restockDays: number | null): Promise<void> {
  await database.db
    .update(parts)
    .set({ stock, restockDays })
    .where(eq(parts.productId, id(GPU)));
}

async function shopper(reference: string, amount: number): Promise<Customer & { address: ShippingAddress }> {
  const who = await createCustomer(database.db);
  await expectJson<Cart>(
    await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id(reference), amount } }),
    200,
  );
  const address = await expectJson<ShippingAddress>(
    await callApi(app, 'POST', '/api/account/shipping_address/', { token: who.token, body: LONDON_ADDRESS }),
    201,
  );
  return { ...who, address };
}

const toOrder = (who: Customer & { address: ShippingAddress }) =>
  callApi(app, 'POST', '/api/account/basket/to_order/', {
    token: who.token,
    body: { shipping_address: who.address.id, phone_number: '+44 7123 456123' },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });

const summaryOf = async (who: Customer) =>
  expectJson<CartSummary>(
    await callApi(app, 'POST', '/api/account/basket/calculate_summary/?currency=gbp', { token: who.token, body: { country: 'GB' } }),
    200,
  );

const productOf = async (reference: string) =>
  (await expectJson<Product[]>(await callApi(app, 'GET', `/api/ecommerce/product/?country=GB&ids=${id(reference)}`), 200))[0]!;

const titanFigures = async () =>
  (
    await database.db
      .select({ inStock: builds.inStock, backorder: builds.backorder, shippingDays: builds.shippingDays })
      .from(builds)
      .where(eq(builds.productId, id('RS-TITAN')))
  )[0]!;

describe('backorders', () => {
  it('stops selling at zero when the supplier takes no backorders', async () => {
    await supply(0, null);
    expect(await productOf(GPU)).toMatchObject({ in_stock: false, backorder: false });
    const ada = await shopper(GPU, 1);
    await expectError(await toOrder(ada), 409, 'out_of_stock');
  });

  it('sells an empty shelf when the supplier restocks, with the restock in the ship date, and takes no stock below zero', async () => {
    await supply(0, RESTOCK_DAYS);
    expect(await productOf(GPU)).toMatchObject({ in_stock: false, backorder: true, shipping_days: RESTOCK_DAYS });
    const ada = await shopper(GPU, 2);
    expect((await summaryOf(ada)).shipping_time).toBe(RESTOCK_DAYS);
    const order = await expectJson<Order>(await toOrder(ada), 201);
    expect(order.estimated_ship_date).toBe(toIsoDate(estimateShipDate(new Date(), RESTOCK_DAYS)));
    expect(await stockOf(database.db, id(GPU))).toBe(0);
  });

  it('ships from the shelf what the shelf holds, and waits for the restock only for more', async () => {
    await supply(2, RESTOCK_DAYS);
    expect(await productOf(GPU)).toMatchObject({ in_stock: true, backorder: false, shipping_days: 5 });
    expect((await summaryOf(await shopper(GPU, 2))).shipping_time).toBe(5);
    const ben = await shopper(GPU, 3);
    expect((await summaryOf(ben)).shipping_time).toBe(RESTOCK_DAYS);
    await expectJson<Order>(await toOrder(ben), 201);
    expect(await stockOf(database.db, id(GPU))).toBe(0);
  });

  it('keeps a pre-built build orderable on backorder, with the later ship date on its card, and back in stock after a cancel', async () => {
    const assembly = await assemblyDays(database.db);
    await supply(1, RESTOCK_DAYS);
    const ada = await shopper(GPU, 1);
    const order = await expectJson<Order>(await toOrder(ada), 201);
    expect(await titanFigures()).toEqual({ inStock: false, backorder: true, shippingDays: RESTOCK_DAYS + assembly });
    const listing = await expectJson<BuildListing>(await callApi(app, 'GET', '/api/ecommerce/builds/?country=GB'), 200);
    const card = listing.items.find((build) => build.reference === 'RS-TITAN')!;
    expect(card).toMatchObject({ in_stock: false, backorder: true, shipping_days: RESTOCK_DAYS + assembly });
    expect(card.estimated_ship_date).toBe(toIsoDate(estimateShipDate(new Date(), RESTOCK_DAYS + assembly)));
    // The build itself can be bought.
    await expectJson<Order>(await toOrder(await shopper('RS-TITAN', 1)), 201);

    await supply(0, RESTOCK_DAYS);
    await expectJson<Order>(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: ada.token }), 200);
    expect(await titanFigures()).toMatchObject({ inStock: true, backorder: false });
    expect((await titanFigures()).shippingDays).toBeLessThan(RESTOCK_DAYS + assembly);
  });

  it('marks a build out of stock, not on backorder, when a short part cannot be restocked', async () => {
    await supply(1, null);
    await expectJson<Order>(await toOrder(await shopper(GPU, 1)), 201);
    expect(await titanFigures()).toMatchObject({ inStock: false, backorder: false });
    await expectError(await toOrder(await shopper('RS-TITAN', 1)), 409, 'out_of_stock');
  });
});
