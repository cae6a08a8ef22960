import type { Cart, Order, ShippingAddress } from '@rigsmith/kit/api';
import { storefronts } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { CatalogueChanges } from '../services/catalogue-changes';
import { SANDBOX_TEST_CARDS } from '../services/payments';
import { raiseTicket } from '../services/support';
import { createTestApp } from '../test/app';
import { callApi, createCustomer, expectJson, LONDON_ADDRESS, newIdempotencyKey, productIds, setStock, type Customer } from '../test/commerce';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { createStaff } from '../test/staff';

/**
 * Statements per call on the checkout path, as budgets: under load every statement is a
 * round trip to the database (on PGlite, time on the one thread that also serves HTTP), so
 * a call that grows a statement per cart line or per part is a regression even when each
 * is fast. Counts are deterministic, unlike timings (those are in bench/throughput).
 * Each count is the whole request: the session check, the idempotency key and the work;
 * transaction control (begin, commit), which only node-postgres reports, is left out so the
 * budgets hold on both databases.
 */
const BUDGETS = {
  /**
   * The customer's lock, which checks the session too (middleware/auth.ts,
   * requireAuthSessionInLock), the cart's lines with their offers and the product's in one
   * read (products and their parts; the assembly settings are cached), insert. The lines are
   * read in a statement after the lock's: at READ COMMITTED one that waited for the lock would
   * read them as they were before the write it waited for (services/cart.ts).
   */
  addBuildToEmptyCart: 3,
  /** The same: the lines already there cost no statement of their own. */
  addPartBesideBuild: 3,
  /** The lock with the session, the delete with the cart's lines (after the lock, as for an add), the offers of the lines left. */
  removeLine: 3,
  /** The lock with the session, the lines with their offers (after the lock, as for an add), the update. */
  setLineAmount: 3,
  /** Session, the lines with their offers. */
  listCart: 2,
  /** Session, the cart's lines with their offers (the pricing settings are cached). */
  summary: 2,
  /**
   * The key, whose insert checks the session too (middleware/auth.ts,
   * requireAuthSessionInFirstWrite); then the customer's lock, the cart and the saved address read after it (as
   * for an add: else a second tab's order, having waited for the lock, would place the cart again), the offers
   * (products and build parts in one read), the order with its first step, lines and the cart's emptying in one statement,
   * the parts' lock and stock in one statement, the key's answer: the same for one line or many. The builds'
   * stored figures are refreshed only when a part's stock falls below what a build takes of it.
   */
  toOrder: 7,
  /**
   * The key with the session, the order's lock; any attempt waiting for authentication ended, the payment,
   * the order moved on, its history step and email, read back with its lines and history, in
   * one statement after the lock's (read with the lock, a second tab's waiting attempt would
   * be missed); the key's answer.
   */
  pay: 4,
  buildsListing: 3,
  /** The back office (session and role checks included): a page of orders is one statement whatever its rows; one order a fixed few. */
  adminOrderList: 3,
  adminOrderDetail: 6,
  /** Lock, update, history step, audit entry, email, then the order answered as the detail is. */
  adminShip: 11,
  /** The support inbox: a page of tickets, reply counts included, is one statement whatever its rows. */
  adminTicketList: 3,
};

const TRANSACTION_CONTROL = /^(begin|commit|rollback|savepoint|release)\b/i;

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;
let statements: string[] = [];
let counting = false;

beforeAll(async () => {
  database = await createTestDatabase({
    catalogue: fixtureCatalogue,
    queryLogger: { logQuery: (query) => void (counting && !TRANSACTION_CONTROL.test(query) && statements.push(query)) },
  });
  // As in a sale whose stock stays within the levels listings show: the catalogue does not
  // change under these counts, so the site settings come from the process's cache once read
  // (services/site-settings.ts; a change costs each process one read of them).
  const unchanged: CatalogueChanges = { version: () => 0, live: () => true, close: async () => {} };
  ({ app } = createTestApp(database.db, { catalogueChanges: unchanged }));
  id = await productIds(database.db);
  for (const part of [KEYBOARD, SSD]) await setStock(database.db, id(part), 1000);
  await expectJson(
    await callApi(app, 'POST', '/api/account/basket/calculate_summary_for_products/', { body: { products: [{ product: id(KEYBOARD), amount: 1 }] } }),
    200,
  );
});
afterAll(() => database.close());

const KEYBOARD = 'accessory-razer-blackwidow-v4';
const SSD = 'storage-samsung-990-pro-1tb';

/** The statements a call ran, with the call's answer. */
async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  statements = [];
  counting = true;
  try {
    return { result: await call(), statements };
  } finally {
    counting = false;
  }
}

function expectWithin(what: keyof typeof BUDGETS, ran: string[]) {
  expect(
    ran.length,
    `${what} ran ${ran.length} statements (budget ${BUDGETS[what]}):\n${ran.map((sql) => sql.slice(0, 140)).join('\n')}`,
  ).toBeLessThanOrEqual(BUDGETS[what]);
}

const addToCart = async (who: Customer, reference: string) =>
  expectJson<Cart>(
    await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id(reference), amount: 1 } }),
    200,
  );

async function checkout(who: Customer): Promise<{ place: string[]; pay: string[]; summary: string[] }> {
  const address = await expectJson<ShippingAddress>(
    await callApi(app, 'POST', '/api/account/shipping_address/', { token: who.token, body: LONDON_ADDRESS }),
    201,
  );
  const summary = await counted(async () =>
    expectJson(await callApi(app, 'POST', '/api/account/basket/calculate_summary/', { token: who.token, body: { country: 'GB' } }), 200),
  );
  const place = await counted(async () =>
    expectJson<Order>(
      await callApi(app, 'POST', '/api/account/basket/to_order/', {
        token: who.token,
        body: { shipping_address: address.id, phone_number: '+447123456123' },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      201,
    ),
  );
  const card = { card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12/39', cvc: '123', name_on_card: 'Ada Lovelace' };
  const pay = await counted(async () =>
    expectJson(
      await callApi(app, 'POST', `/api/account/order/${place.result.id}/pay/`, {
        token: who.token,
        body: card,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      200,
    ),
  );
  return { place: place.statements, pay: pay.statements, summary: summary.statements };
}

describe('statements per call on the checkout path', () => {
  it('adding to the cart, the summary, placing and paying stay within their budgets', async () => {
    const who = await createCustomer(database.db);
    expectWithin('addBuildToEmptyCart', (await counted(() => addToCart(who, 'RS-SCOUT'))).statements);
    expectWithin('addPartBesideBuild', (await counted(() => addToCart(who, KEYBOARD))).statements);
    const cart = await addToCart(who, SSD);
    const ssdLine = cart.find((line) => line.product.id === id(SSD))!;
    const removed = await counted(async () =>
      expectJson<Cart>(await callApi(app, 'DELETE', `/api/account/basket/product/${ssdLine.pk}/`, { token: who.token }), 200),
    );
    expect(removed.result.map((line) => line.product.id)).toEqual([id('RS-SCOUT'), id(KEYBOARD)]);
    expectWithin('removeLine', removed.statements);
    const keyboardLine = removed.result.find((line) => line.product.id === id(KEYBOARD))!;
    const changed = await counted(async () =>
      expectJson<Cart>(
        await callApi(app, 'PATCH', `/api/account/basket/product/${keyboardLine.pk}/`, { token: who.token, body: { amount: 2 } }),
        200,
      ),
    );
    expect(changed.result.map((line) => line.amount)).toEqual([1, 2]);
    expectWithin('setLineAmount', changed.statements);
    const listed = await counted(async () => expectJson<Cart>(await callApi(app, 'GET', '/api/account/basket/product/', { token: who.token }), 200));
    expect(listed.result).toEqual(changed.result);
    expectWithin('listCart', listed.statements);
    const { place, pay, summary } = await checkout(who);
    expectWithin('summary', summary);
    expectWithin('toOrder', place);
    expectWithin('pay', pay);
  });

  it('placing an order costs the same statements for one build as for several builds and parts', async () => {
    const one = await createCustomer(database.db);
    await addToCart(one, 'RS-OFFICE');
    const several = await createCustomer(database.db);
    for (const reference of ['RS-SCOUT', 'RS-STRIKER', 'RS-APEX', KEYBOARD, SSD]) await addToCart(several, reference);
    const small = await checkout(one);
    const large = await checkout(several);
    expect(large.place.length).toBe(small.place.length);
    expect(large.summary.length).toBe(small.summary.length);
  });

  it('the builds listing stays within its budget', async () => {
    const listing = await counted(async () => expectJson(await callApi(app, 'GET', '/api/ecommerce/builds/?page_size=20'), 200));
    expectWithin('buildsListing', listing.statements);
  });

  it('the back office’s order list and detail stay within their budgets, however many orders', async () => {
    const staff = await createStaff(database.db, 'owner');
    const list = () => counted(async () => expectJson(await callApi(app, 'GET', '/api/admin/orders/?per_page=48', { token: staff.token }), 200));
    const few = await list();
    const buyer = await createCustomer(database.db);
    await addToCart(buyer, KEYBOARD);
    await checkout(buyer);
    const more = await list();
    expect(more.statements.length).toBe(few.statements.length);
    expectWithin('adminOrderList', more.statements);

    const [latest] = (more.result as { items: { id: number }[] }).items;
    const detail = await counted(async () => expectJson(await callApi(app, 'GET', `/api/admin/orders/${latest!.id}/`, { token: staff.token }), 200));
    expectWithin('adminOrderDetail', detail.statements);
    await expectJson(await callApi(app, 'POST', `/api/admin/orders/${latest!.id}/confirm/`, { token: staff.token, body: {} }), 200);
    const ship = await counted(async () =>
      expectJson(
        await callApi(app, 'POST', `/api/admin/orders/${latest!.id}/ship/`, {
          token: staff.token,
          body: { carrier: 'dpd', tracking_number: 'AB123456' },
        }),
        200,
      ),
    );
    expectWithin('adminShip', ship.statements);
  });

  it('the support inbox’s list stays within its budget, however many tickets and replies', async () => {
    const staff = await createStaff(database.db, 'support');
    const raise = (n: number) =>
      raiseTicket(
        database.db,
        { full_name: `Sender ${n}`, email: `sender${n}@example.com`, message: 'Help', privacy_accepted: true },
        { storefront: storefronts.uk, userId: null },
      );
    await raise(1);
    const list = () =>
      counted(async () =>
        expectJson<{ items: { id: number }[] }>(await callApi(app, 'GET', '/api/admin/support/?per_page=48', { token: staff.token }), 200),
      );
    const few = await list();
    for (let n = 2; n <= 4; n++) await raise(n);
    const [latest] = (await list()).result.items;
    await expectJson(await callApi(app, 'POST', `/api/admin/support/${latest!.id}/reply/`, { token: staff.token, body: { text: 'Answered' } }), 200);
    const more = await list();
    expect(more.result.items).toHaveLength(4);
    expect(more.statements.length).toBe(few.statements.length);
    expectWithin('adminTicketList', more.statements);
  });
});
