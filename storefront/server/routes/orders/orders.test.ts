import type { Cart, CartSummary, Order, OrderItem, ShippingAddress } from '@rigsmith/kit/api';
import { MAX_SAVED_ADDRESSES, vatIncluded } from '@rigsmith/kit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  builds,
  buildComponents,
  countries,
  coupons,
  customBuildComponents,
  orders,
  parts,
  productPrices,
  products,
  shippingAddresses,
} from '../../db/schema';
import accountEnGB from '../../messages/en-GB.json';
import { revokeUserSessions } from '../../services/auth/sessions';
import { refreshBuildFigures } from '../../services/build-figures';
import { createTestApp } from '../../test/app';
import {
  callApi,
  COMPLETE_BUILD,
  createCustomer,
  expectError,
  expectJson,
  insertCustomBuild,
  LONDON_ADDRESS,
  newIdempotencyKey,
  PARIS_ADDRESS,
  productIds,
  setStock,
  stockOf,
  type Customer,
} from '../../test/commerce';
import { createTestDatabase, waitForLockWaiter, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
});
afterAll(() => database.close());

const KEYBOARD = 'accessory-razer-blackwidow-v4'; // £159.99
const SSD = 'storage-samsung-990-pro-1tb'; // £89.99
const DISCONTINUED = 'accessory-corsair-k70-discontinued';

const customer = () => createCustomer(database.db);

async function add(who: Customer, reference: string | number, amount = 1): Promise<Cart> {
  const product = typeof reference === 'number' ? reference : id(reference);
  return expectJson<Cart>(await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product, amount } }), 200);
}

async function saveAddress(who: Customer, address: object = LONDON_ADDRESS): Promise<ShippingAddress> {
  return expectJson<ShippingAddress>(await callApi(app, 'POST', '/api/account/shipping_address/', { token: who.token, body: address }), 201);
}

type ToOrderBody = { shipping_address: number | object; add_to_address_list?: boolean; coupon?: string | null; phone_number: string };

function toOrder(who: Customer, body: ToOrderBody, { key = newIdempotencyKey(), query = '' }: { key?: string | null; query?: string } = {}) {
  return callApi(app, 'POST', `/api/account/basket/to_order/${query}`, {
    token: who.token,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

/** A customer with these lines in the cart and a saved London address. */
async function shopper(cart: [string | number, number][]): Promise<Customer & { address: ShippingAddress }> {
  const who = await customer();
  for (const [reference, amount] of cart) await add(who, reference, amount);
  return { ...who, address: await saveAddress(who) };
}

const body = (address: number | object, extra: Partial<ToOrderBody> = {}): ToOrderBody => ({
  shipping_address: address,
  phone_number: '+44 7123 456123',
  ...extra,
});

async function place(who: Customer & { address: ShippingAddress }, extra: Partial<ToOrderBody> = {}): Promise<Order> {
  return expectJson<Order>(await toOrder(who, body(who.address.id, extra)), 201);
}

const cartOf = async (who: Customer) => expectJson<Cart>(await callApi(app, 'GET', '/api/account/basket/product/', { token: who.token }), 200);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Part product ids of a pre-built build with their amounts. */
async function partsOf(reference: string): Promise<Map<number, number>> {
  const rows = await database.db
    .select({ part: buildComponents.partId, amount: buildComponents.amount })
    .from(buildComponents)
    .where(eq(buildComponents.buildId, id(reference)));
  return new Map(rows.map((row) => [row.part, row.amount]));
}

async function stocks(ids: Iterable<number>): Promise<Map<number, number>> {
  const rows = await database.db
    .select({ id: parts.productId, stock: parts.stock })
    .from(parts)
    .where(inArray(parts.productId, [...ids]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

const BERLIN = { ...LONDON_ADDRESS, city: 'Berlin', postcode: '10115', country: 'DE' } as const;

describe('POST /api/account/basket/to_order/', () => {
  it('places the cart as an order waiting for payment, snapshots it, takes the stock and empties the cart', async () => {
    const ada = await shopper([
      ['RS-SCOUT', 1],
      [KEYBOARD, 2],
    ]);
    const scoutParts = await partsOf('RS-SCOUT');
    const before = await stocks([...scoutParts.keys(), id(KEYBOARD)]);

    const response = await toOrder(ada, body(ada.address.id));
    const order = await expectJson<Order>(response, 201);
    const subtotal = 799_00 + 2 * 159_99;
    expect(order).toMatchObject({
      status: 'waiting_for_payment',
      payable: true,
      quantity: 3,
      subtotal: { amount: subtotal, currency: 'gbp' },
      discount: { amount: 0 },
      shipping_price: { amount: 0 },
      total: { amount: subtotal },
      vat: { amount: vatIncluded(subtotal, 2000) },
      coupon: null,
      phone_number: '+447123456123',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+447123456123',
        line1: '12 Example Street',
        line2: '',
        city: 'London',
        postcode: 'SW1A 1AA',
        country: 'GB',
      },
      tracking_number: null,
      delivered_on: null,
    });
    expect(order.reference).toMatch(new RegExp(`^RS-${new Date().getUTCFullYear()}-\\d{6,}$`));
    expect(order.estimated_ship_date <= order.expected_delivery_date).toBe(true);
    expect(order.items.map((item) => [item.reference, item.product_class, item.quantity, item.price.amount, item.total.amount])).toEqual([
      ['RS-SCOUT', 'pc-build', 1, 799_00, 799_00],
      [KEYBOARD, 'accessory', 2, 159_99, 319_98],
    ]);
    // A build's parts with names and categories; none for an accessory.
    expect(order.items[0]!.components).toHaveLength(scoutParts.size);
    expect(order.items[0]!.components).toContainEqual({
      reference: 'gpu-sapphire-pulse-rx-7600',
      name: 'Sapphire PULSE Radeon RX 7600',
      category: 'gpu',
      amount: 1,
    });
    expect(order.items[1]!.components).toEqual([]);

    const after = await stocks(before.keys());
    for (const [part, amount] of scoutParts) expect(after.get(part)).toBe(before.get(part)! - amount - (part === id(KEYBOARD) ? 2 : 0));
    expect(after.get(id(KEYBOARD))).toBe(before.get(id(KEYBOARD))! - 2);
    expect(await cartOf(ada)).toEqual([]);

    const [row] = await database.db.select({ email: orders.email }).from(orders).where(eq(orders.id, order.id));
    expect(row!.email).toBe(ada.email);
  });

  it('charges shipping below the free threshold and takes VAT at the destination’s rate', async () => {
    const ada = await shopper([[SSD, 1]]);
    const order = await expectJson<Order>(await toOrder(ada, body(PARIS_ADDRESS)), 201);
    // GB storefront (pounds), shipped to France: fee in pounds, French VAT.
    expect(order).toMatchObject({
      subtotal: { amount: 89_99 },
      shipping_price: { amount: 9_95 },
      total: { amount: 99_94 },
      vat: { amount: vatIncluded(99_94, 2000) },
    });
    expect(order.shipping_address).toMatchObject({ city: 'Paris', country: 'FR' });
  });

  it('prices in euros on a euro storefront', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    const order = await expectJson<Order>(await toOrder(ada, body(ada.address.id), { query: '?country=DE&currency=eur' }), 201);
    expect(order.total).toEqual({ amount: 179_99, currency: 'eur' });
    expect(order.vat.amount).toBe(vatIncluded(179_99, 2000)); // shipped to GB
  });

  it('needs an Idempotency-Key, and a sign-in', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    const error = await expectError(await toOrder(ada, body(ada.address.id), { key: null }), 400, 'idempotency_key_required');
    expect(error.fields).toHaveProperty('Idempotency-Key');
    await expectError(
      await callApi(app, 'POST', '/api/account/basket/to_order/', { body: body(ada.address.id), headers: { 'Idempotency-Key': 'k' } }),
      401,
      'not_authenticated',
    );
    expect(await cartOf(ada)).toHaveLength(1);
  });

  it('refuses a session that has ended, 401 token_invalid, for a new key and a replay, and places nothing', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    const first = await expectJson<Order>(await toOrder(ada, body(ada.address.id), { key: 'ended-session:1' }), 201);
    await add(ada, SSD);
    await revokeUserSessions(database.db, ada.id);
    for (const key of ['ended-session:1', 'ended-session:2']) {
      const refused = await toOrder(ada, body(ada.address.id), { key });
      expect(refused.headers.get('WWW-Authenticate'), key).toMatch(/^Bearer/);
      await expectError(refused, 401, 'token_invalid');
    }
    const placed = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ada.id));
    expect(placed).toEqual([{ id: first.id }]);
  });

  describe('the shipping address', () => {
    it('refuses another customer’s saved address, 404 address_not_found', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const bob = await shopper([]);
      const error = await expectError(await toOrder(ada, body(bob.address.id)), 404, 'address_not_found');
      expect(error.message).toBe(accountEnGB['account.addressNotFound']);
      expect(await cartOf(ada)).toHaveLength(1);
    });

    it('refuses a saved address where the shop no longer ships, naming the shipping address', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      await database.db.update(countries).set({ isShipping: false }).where(eq(countries.iso, 'GB'));
      try {
        const error = await expectError(await toOrder(ada, body(ada.address.id)), 400, 'validation_error');
        expect(error.fields).toEqual({ shipping_address: 'We do not ship to this country' });
      } finally {
        await database.db.update(countries).set({ isShipping: true }).where(eq(countries.iso, 'GB'));
      }
      expect(await cartOf(ada)).toHaveLength(1);
    });

    it('checks a new address as the address book does, naming each field under shipping_address', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const missing = await expectError(await toOrder(ada, body({ ...LONDON_ADDRESS, first_name: '', line1: '' })), 400, 'validation_error');
      expect(missing.fields).toEqual({
        'shipping_address.first_name': 'This is a required field',
        'shipping_address.line1': 'This is a required field',
      });
      const abroad = await expectError(await toOrder(ada, body({ ...LONDON_ADDRESS, country: 'US' })), 400, 'validation_error');
      expect(abroad.fields).toEqual({ 'shipping_address.country': 'We do not ship to this country' });
      const made_up = await expectError(await toOrder(ada, body({ ...LONDON_ADDRESS, city: 'Atlantis' })), 400, 'validation_error');
      expect(Object.keys(made_up.fields ?? {})).toEqual(['shipping_address.city']);
      const neither = await expectError(await toOrder(ada, body('home' as unknown as number)), 400, 'validation_error');
      expect(neither.fields).toEqual({ shipping_address: 'shipping_address must be a saved address id or an address' });
      expect(await cartOf(ada)).toHaveLength(1);
    });

    it('checks a new address’s postcode and phone as its country writes them, keeping E.164 and the country’s spelling', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const misspelt = await expectError(await toOrder(ada, body({ ...PARIS_ADDRESS, postcode: '7500' })), 400, 'validation_error');
      expect(misspelt.fields).toEqual({ 'shipping_address.postcode': 'This postcode is not written as this country writes them' });
      const wrongPhone = await expectError(await toOrder(ada, body({ ...PARIS_ADDRESS, phone: '06 12 34 56 7' })), 400, 'validation_error');
      expect(wrongPhone.fields).toEqual({ 'shipping_address.phone': 'Number is not correct' });
      const order = await expectJson<Order>(
        await toOrder(ada, body({ ...LONDON_ADDRESS, postcode: 'sw1a1aa', phone: '020 7946 0958' }, { phone_number: '+44 20 7946 0958' })),
        201,
      );
      expect(order.shipping_address).toMatchObject({ postcode: 'SW1A 1AA', phone: '+442079460958' });
    });

    it('keeps the phone sent for the delivery, not the account’s', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const order = await expectJson<Order>(
        await toOrder(ada, body({ ...BERLIN, phone: '+49 30 12345678' }, { phone_number: '+49 30 12345678' })),
        201,
      );
      expect(order.phone_number).toBe('+493012345678');
      expect(order.shipping_address.country).toBe('DE');
    });

    it('saves a new address to the address book when asked, and only then', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      await expectJson<Order>(await toOrder(ada, body({ ...PARIS_ADDRESS, city: 'paris' })), 201);
      expect(await database.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, ada.id))).toHaveLength(1);
      await add(ada, KEYBOARD);
      const order = await expectJson<Order>(await toOrder(ada, body(PARIS_ADDRESS, { add_to_address_list: true })), 201);
      expect(order.shipping_address.city).toBe('Paris');
      const saved = await database.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, ada.id));
      expect(saved.map((row) => row.city).sort()).toEqual(['London', 'Paris']);
    });

    it(`keeps to the limit of ${MAX_SAVED_ADDRESSES} with the account’s message, placing nothing`, async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      for (let index = 1; index < MAX_SAVED_ADDRESSES; index += 1) await saveAddress(ada);
      const before = await stockOf(database.db, id(KEYBOARD));
      const error = await expectError(await toOrder(ada, body(PARIS_ADDRESS, { add_to_address_list: true })), 409, 'address_limit');
      expect(error.message).toBe(accountEnGB['account.addressLimit'].replace('{max}', String(MAX_SAVED_ADDRESSES)));
      expect(await stockOf(database.db, id(KEYBOARD))).toBe(before);
      expect(await cartOf(ada)).toHaveLength(1);
      // Not saving it is fine.
      await expectJson<Order>(await toOrder(ada, body(PARIS_ADDRESS)), 201);
    });
  });

  it('wants the phone number with its + prefix, and one its country has', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    for (const phone_number of ['07123 456123', '+44 12 345']) {
      const error = await expectError(await toOrder(ada, body(ada.address.id, { phone_number })), 400, 'validation_error');
      expect(error.fields).toEqual({ phone_number: 'Number is not correct' });
    }
  });

  it('refuses a currency other than the storefront’s', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    await expectError(await toOrder(ada, body(ada.address.id), { query: '?currency=eur' }), 400, 'currency_mismatch');
  });

  it('refuses an empty cart, 409 cart_empty', async () => {
    const ada = await shopper([]);
    await expectError(await toOrder(ada, body(ada.address.id)), 409, 'cart_empty');
  });

  it('refuses an out-of-stock line, naming it, and takes nothing', async () => {
    const ada = await shopper([
      [KEYBOARD, 1],
      ['RS-VANGUARD', 1], // two memory kits needed, one in stock
    ]);
    const before = await stockOf(database.db, id(KEYBOARD));
    const error = await expectError(await toOrder(ada, body(ada.address.id)), 409, 'out_of_stock');
    expect(error.message).toContain('Rigsmith Vanguard RTX 4060');
    expect(error.message).not.toContain('Razer');
    expect(await stockOf(database.db, id(KEYBOARD))).toBe(before);
    expect(await cartOf(ada)).toHaveLength(2);
  });

  it('refuses a line that can no longer be bought', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    await database.db
      .insert(productPrices)
      .values({ productId: id(DISCONTINUED), currency: 'gbp', amountMinor: 99_99 })
      .onConflictDoNothing();
    // Put in the cart while live, discontinued since.
    await database.db
      .update(products)
      .set({ status: 'public' })
      .where(eq(products.id, id(DISCONTINUED)));
    await add(ada, DISCONTINUED);
    await database.db
      .update(products)
      .set({ status: 'discontinued' })
      .where(eq(products.id, id(DISCONTINUED)));
    const error = await expectError(await toOrder(ada, body(ada.address.id)), 409, 'product_unavailable');
    expect(error.message).toContain('Corsair K70 RGB MK.2');
  });

  it('refuses a line no longer sold in the storefront’s currency, naming it', async () => {
    const ada = await shopper([[SSD, 1]]);
    await database.db.delete(productPrices).where(and(eq(productPrices.productId, id(SSD)), eq(productPrices.currency, 'eur')));
    try {
      const error = await expectError(await toOrder(ada, body(ada.address.id), { query: '?country=DE' }), 409, 'product_unavailable');
      expect(error.message).toContain('Samsung');
      expect(await cartOf(ada)).toHaveLength(1); // the line stays, for the pound storefront
    } finally {
      await database.db.insert(productPrices).values({ productId: id(SSD), currency: 'eur', amountMinor: 104_99 });
    }
  });

  it('refuses a custom build that cannot be assembled', async () => {
    const ada = await shopper([]);
    const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const build = await insertCustomBuild(database.db, ada.id, complete, 'Ada’s build');
    await add(ada, build);
    // The build loses its case after it was put in the cart.
    await database.db
      .delete(customBuildComponents)
      .where(and(eq(customBuildComponents.buildId, build), eq(customBuildComponents.partId, id('case-rigsmith-vanguard'))));
    const error = await expectError(await toOrder(ada, body(ada.address.id)), 409, 'build_not_assemblable');
    expect(error.message).toContain('Ada’s build');
  });

  it('refuses a complete custom build that a compatibility rule blocks, and the cart says why', async () => {
    const ada = await shopper([]);
    const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const build = await insertCustomBuild(database.db, ada.id, complete, 'Ada’s build');
    await add(ada, build);
    // After it was put in the cart, its processor becomes one that ships without a cooler.
    await database.db
      .update(customBuildComponents)
      .set({ partId: id('cpu-amd-ryzen-7-7800x3d') })
      .where(and(eq(customBuildComponents.buildId, build), eq(customBuildComponents.partId, id('cpu-amd-ryzen-5-7600'))));
    const summary = await expectJson<CartSummary>(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary/', { token: ada.token, body: {} }),
      200,
    );
    expect(summary.orderable).toBe(false);
    expect(summary.lines[0]!.blocks).toEqual([expect.objectContaining({ kind: 'incompatible', step: 'cooler' })]);
    const error = await expectError(await toOrder(ada, body(ada.address.id)), 409, 'build_not_assemblable');
    expect(error.message).toContain('Ada’s build');
    expect(await cartOf(ada)).toHaveLength(1);
  });

  it('sells a complete custom build, recording its parts', async () => {
    const ada = await shopper([]);
    const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const build = await insertCustomBuild(database.db, ada.id, complete, 'Ada’s build');
    await add(ada, build);
    const order = await place(ada);
    expect(order.items[0]).toMatchObject({ name: 'Ada’s build', product_class: 'pc-build', product: build });
    expect(order.items[0]!.components.map((component) => component.reference).sort()).toEqual([...COMPLETE_BUILD].sort());
    expect(order.shipping_price.amount).toBe(0);
  });

  describe('coupons', () => {
    it('takes the discount off, keeps the code and spends a use', async () => {
      const ada = await shopper([['RS-HORIZON', 1]]);
      const order = await place(ada, { coupon: 'welcome10' });
      expect(order).toMatchObject({ coupon: 'WELCOME10', discount: { amount: 189_90 }, total: { amount: 1_709_10 } });
      const [row] = await database.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'WELCOME10'));
      expect(row!.used).toBeGreaterThanOrEqual(1);
    });

    it.each([
      ['an unknown code', 'NOPE', 'The coupon is not valid'],
      ['an expired code', 'SUMMER24', 'The coupon is not valid'],
      ['a code of another storefront', 'BIENVENUE15', 'This coupon is not valid in this country.'],
      ['a code below its minimum', 'SAVE50', 'The coupon is not valid'],
    ])('refuses %s, 409 coupon_invalid on fields.coupon, placing nothing', async (_what, code, message) => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const error = await expectError(await toOrder(ada, body(ada.address.id, { coupon: code })), 409, 'coupon_invalid');
      expect(error.fields).toEqual({ coupon: message });
      expect(await cartOf(ada)).toHaveLength(1);
    });

    it('gives the last use of a coupon to one order only', async () => {
      await database.db.insert(coupons).values({ code: 'LASTONE', kind: 'percent', percentBp: 500, maxUses: 1 });
      const shoppers = await Promise.all([shopper([[KEYBOARD, 1]]), shopper([[KEYBOARD, 1]]), shopper([[KEYBOARD, 1]])]);
      const answers = await Promise.all(shoppers.map((who) => toOrder(who, body(who.address.id, { coupon: 'LASTONE' }))));
      expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409]);
      const [row] = await database.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'LASTONE'));
      expect(row!.used).toBe(1);
    });
  });

  describe('snapshots', () => {
    it('keeps the order as placed when prices, names, the address and the build change', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
      const build = await insertCustomBuild(database.db, ada.id, complete, 'Original name');
      await add(ada, build);
      const placed = await place(ada);
      const gpu = id('gpu-msi-ventus-rtx-4060');
      const [{ gpuName }] = (await database.db.select({ gpuName: products.name }).from(products).where(eq(products.id, gpu))) as [
        { gpuName: string },
      ];

      await database.db
        .update(productPrices)
        .set({ amountMinor: 1_00 })
        .where(eq(productPrices.productId, id(KEYBOARD)));
      await database.db
        .update(products)
        .set({ name: 'Renamed keyboard' })
        .where(eq(products.id, id(KEYBOARD)));
      await database.db.update(products).set({ name: 'Renamed GPU' }).where(eq(products.id, gpu));
      await database.db.update(shippingAddresses).set({ city: 'Manchester', postcode: 'M13 9PL' }).where(eq(shippingAddresses.id, ada.address.id));
      await database.db.delete(products).where(eq(products.id, build)); // the owner deletes the custom build
      try {
        const later = await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${placed.id}/`, { token: ada.token }), 200);
        // Only the deleted build's product id is gone; its name, price and parts stay.
        expect(later).toEqual({ ...placed, items: placed.items.map((item) => (item.product === build ? { ...item, product: null } : item)) });
        expect(later.items.find((item) => item.reference === KEYBOARD)).toMatchObject({ name: 'Razer BlackWidow V4', price: { amount: 159_99 } });
        expect(later.items.find((item) => item.product === null)!.components.map((component) => component.name)).toContain(gpuName);
        expect(later.shipping_address.city).toBe('London');
      } finally {
        await database.db
          .update(productPrices)
          .set({ amountMinor: 159_99 })
          .where(and(eq(productPrices.productId, id(KEYBOARD)), eq(productPrices.currency, 'gbp')));
        await database.db
          .update(productPrices)
          .set({ amountMinor: 179_99 })
          .where(and(eq(productPrices.productId, id(KEYBOARD)), eq(productPrices.currency, 'eur')));
        await database.db
          .update(products)
          .set({ name: 'Razer BlackWidow V4' })
          .where(eq(products.id, id(KEYBOARD)));
        await database.db.update(products).set({ name: gpuName }).where(eq(products.id, gpu));
      }
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the same order for a retry with the same key and body', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const key = newIdempotencyKey();
      const first = await expectJson<Order>(await toOrder(ada, body(ada.address.id), { key }), 201);
      const retry = await toOrder(ada, body(ada.address.id), { key });
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await expectJson<Order>(retry, 201)).toEqual(first);
      expect(await database.db.select().from(orders).where(eq(orders.userId, ada.id))).toHaveLength(1);
    });

    it('refuses the same key with another body, 422 idempotency_key_reused', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const key = newIdempotencyKey();
      await expectJson<Order>(await toOrder(ada, body(ada.address.id), { key }), 201);
      await expectError(await toOrder(ada, body(ada.address.id, { coupon: 'WELCOME10' }), { key }), 422, 'idempotency_key_reused');
    });

    it('places exactly one order when the same key arrives five times at once', async () => {
      const ada = await shopper([[KEYBOARD, 1]]);
      const key = newIdempotencyKey();
      const answers = await Promise.all(Array.from({ length: 5 }, () => toOrder(ada, body(ada.address.id), { key })));
      const bodies = await Promise.all(answers.map(async (response) => ({ status: response.status, body: await response.json() })));
      const placed = bodies.filter((answer) => answer.status === 201);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      for (const answer of placed) expect(answer.body).toEqual(placed[0]!.body);
      for (const answer of bodies.filter((entry) => entry.status !== 201))
        expect(answer).toMatchObject({ status: 409, body: { code: 'idempotency_in_progress' } });
      expect(await database.db.select().from(orders).where(eq(orders.userId, ada.id))).toHaveLength(1);
    });

    it('replays a refusal for the same key (a new attempt takes a new key)', async () => {
      const ada = await shopper([]);
      const key = newIdempotencyKey();
      await expectError(await toOrder(ada, body(ada.address.id), { key }), 409, 'cart_empty');
      await add(ada, KEYBOARD);
      await expectError(await toOrder(ada, body(ada.address.id), { key }), 409, 'cart_empty');
      await expectJson<Order>(await toOrder(ada, body(ada.address.id)), 201);
    });
  });

  it('sells the last unit once: ten customers check out the last one together', async () => {
    const part = id(SSD);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper([[SSD, 1]])));
    await setStock(database.db, part, 1);
    const keys = shoppers.map(() => newIdempotencyKey());
    const answers = await Promise.all(shoppers.map((who, index) => toOrder(who, body(who.address.id), { key: keys[index]! })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const bodies = await Promise.all(answers.map((response) => response.json() as Promise<{ code?: string; id?: number }>));
    for (const [index, answer] of bodies.entries()) if (statuses[index] === 409) expect(answer.code).toBe('out_of_stock');
    // A retry with the same key replays each answer: the order to the buyer, the refusal to the
    // others, whether the stock check or the stock's own update refused them (on PostgreSQL
    // both happen), since the order's answer is recorded before the stock is taken.
    const retries = await Promise.all(shoppers.map((who, index) => toOrder(who, body(who.address.id), { key: keys[index]! })));
    expect(retries.map((response) => response.status)).toEqual(statuses);
    expect(await Promise.all(retries.map((response) => response.json()))).toEqual(bodies);
    expect(await stockOf(database.db, part)).toBe(0);
    const placed = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          shoppers.map((who) => who.id),
        ),
      );
    expect(placed).toHaveLength(1);
    // The others keep their carts.
    const carts = await Promise.all(shoppers.map(cartOf));
    expect(carts.filter((cart) => cart.length === 1)).toHaveLength(9);
    await setStock(database.db, part, 20);
  });

  it('places a cart once when two tabs order it together (each with its own key), 409 cart_empty for the other', async () => {
    // On PostgreSQL the two run at once: the one that waited for the customer's lock must
    // read the cart the other emptied, not the cart as it was before it waited. A few rounds:
    // the first requests of a file can run apart while caches fill.
    const stock = await stockOf(database.db, id(KEYBOARD));
    for (let round = 0; round < 4; round++) {
      const ada = await shopper([[KEYBOARD, 1]]);
      const before = await stockOf(database.db, id(KEYBOARD));
      const answers = await Promise.all([toOrder(ada, body(ada.address.id)), toOrder(ada, body(ada.address.id))]);
      expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
      await expectError(
        answers.find((response) => response.status === 409)!,
        409,
        'cart_empty',
      );
      expect(await database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ada.id))).toHaveLength(1);
      expect(await stockOf(database.db, id(KEYBOARD))).toBe(before - 1);
    }
    await setStock(database.db, id(KEYBOARD), stock);
  });

  // On PostgreSQL at READ COMMITTED a statement that waited for the customer's lock still
  // reads other rows as they were when it began: the cart must be read after the lock is held.
  it.runIf(onPostgres)('places the cart as a change committed while it waited for the customer’s lock left it', async () => {
    const ada = await shopper([
      [KEYBOARD, 1],
      [SSD, 1],
    ]);
    const [keyboardLine, ssdLine] = await cartOf(ada);
    const keyboardStock = await stockOf(database.db, id(KEYBOARD));
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      // Another tab's remove and change, holding the customer's row as the cart's writes do
      // (`no key update`, which the idempotency key's foreign key check does not wait for,
      // as when the other tab takes the lock after this order claimed its key).
      await other.query('begin');
      await other.query('select id from users where id = $1 for no key update', [ada.id]);
      await other.query('delete from cart_lines where id = $1', [ssdLine!.pk]);
      await other.query('update cart_lines set amount = 2 where id = $1', [keyboardLine!.pk]);
      const placing = toOrder(ada, body(ada.address.id));
      await waitForLockWaiter(database.db);
      await other.query('commit');
      const order = await expectJson<Order>(await placing, 201);
      expect(order.items.map((item) => [item.reference, item.quantity])).toEqual([[KEYBOARD, 2]]);
      expect(await cartOf(ada)).toEqual([]);
    } finally {
      await other.end();
      await setStock(database.db, id(KEYBOARD), keyboardStock);
    }
  });

  it('sells the last build once when builds and the part alone compete for a part', async () => {
    const gpu = id('gpu-gigabyte-gaming-rtx-4090');
    const buyers = await Promise.all([
      shopper([['RS-TITAN', 1]]),
      shopper([['RS-TITAN', 1]]),
      shopper([['gpu-gigabyte-gaming-rtx-4090', 1]]),
      shopper([['gpu-gigabyte-gaming-rtx-4090', 1]]),
    ]);
    await setStock(database.db, gpu, 1);
    const answers = await Promise.all(buyers.map((who) => toOrder(who, body(who.address.id))));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await stockOf(database.db, gpu)).toBe(0);
    // The pre-built builds using it are now shown out of stock.
    const [titan] = await database.db
      .select({ inStock: builds.inStock })
      .from(builds)
      .where(eq(builds.productId, id('RS-TITAN')));
    expect(titan!.inStock).toBe(false);
    await setStock(database.db, gpu, 10);
  });
});

describe('GET /api/account/order/ and /{id}/ and /{id}/item/{itemId}/', () => {
  it('lists the customer’s orders newest first, and only theirs', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    const first = await place(ada);
    await add(ada, SSD);
    const second = await place(ada);
    const bob = await shopper([[KEYBOARD, 1]]);
    await place(bob);
    const list = await expectJson<Order[]>(await callApi(app, 'GET', '/api/account/order/', { token: ada.token }), 200);
    expect(list.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual(first);
  });

  it('gives one order and one item, and 404 for anything not the customer’s', async () => {
    const ada = await shopper([
      ['RS-SCOUT', 1],
      [KEYBOARD, 1],
    ]);
    const order = await place(ada);
    const bob = await customer();
    const item = order.items[0]!;
    expect(await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: ada.token }), 200)).toEqual(order);
    expect(
      await expectJson<OrderItem>(await callApi(app, 'GET', `/api/account/order/${order.id}/item/${item.id}/`, { token: ada.token }), 200),
    ).toEqual(item);

    await expectError(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: bob.token }), 404, 'order_not_found');
    await expectError(await callApi(app, 'GET', `/api/account/order/${order.id}/item/${item.id}/`, { token: bob.token }), 404, 'order_not_found');
    await expectError(
      await callApi(app, 'GET', `/api/account/order/${order.id}/item/2147483647/`, { token: ada.token }),
      404,
      'order_item_not_found',
    );
    // An item of another order of hers is not an item of this one.
    await add(ada, SSD);
    const other = await place(ada);
    await expectError(
      await callApi(app, 'GET', `/api/account/order/${order.id}/item/${other.items[0]!.id}/`, { token: ada.token }),
      404,
      'order_item_not_found',
    );
    expect(await expectJson<Order[]>(await callApi(app, 'GET', '/api/account/order/', { token: bob.token }), 200)).toEqual([]);
  });

  it('needs a sign-in and a whole-number id', async () => {
    await expectError(await callApi(app, 'GET', '/api/account/order/'), 401, 'not_authenticated');
    const ada = await customer();
    const error = await expectError(await callApi(app, 'GET', '/api/account/order/abc/', { token: ada.token }), 400, 'validation_error');
    expect(Object.keys(error.fields ?? {})).toEqual(['id']);
  });
});

describe('POST /api/account/order/{id}/cancel/', () => {
  it('shows a pre-built build out of stock when an order takes its part below what it needs, and in stock again on cancelling', async () => {
    const gpu = id('gpu-gigabyte-gaming-rtx-4090');
    const inStock = async (reference: string) =>
      (
        await database.db
          .select({ inStock: builds.inStock })
          .from(builds)
          .where(eq(builds.productId, id(reference)))
      )[0]!.inStock;
    await setStock(database.db, gpu, 1);
    await refreshBuildFigures(database.db);
    expect(await inStock('RS-TITAN')).toBe(true);
    const ada = await shopper([['gpu-gigabyte-gaming-rtx-4090', 1]]);
    const order = await place(ada);
    expect(await inStock('RS-TITAN')).toBe(false);
    // A build not using that part is left as it was.
    expect(await inStock('RS-SCOUT')).toBe(true);
    await expectJson<Order>(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: ada.token }), 200);
    expect(await inStock('RS-TITAN')).toBe(true);
    await setStock(database.db, gpu, 10);
  });

  it('cancels an unpaid order, giving back its stock and coupon use', async () => {
    const ada = await shopper([
      ['RS-APEX', 1],
      [KEYBOARD, 2],
    ]);
    const apexParts = await partsOf('RS-APEX');
    const watched = [...apexParts.keys(), id(KEYBOARD)];
    const before = await stocks(watched);
    const [{ used: usedBefore }] = (await database.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'WELCOME10'))) as [
      { used: number },
    ];
    const order = await place(ada, { coupon: 'WELCOME10' });

    const cancelled = await expectJson<Order>(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: ada.token }), 200);
    expect(cancelled).toMatchObject({ status: 'cancelled', payable: false, total: order.total });
    expect(await stocks(watched)).toEqual(before);
    const [{ used }] = (await database.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'WELCOME10'))) as [
      { used: number },
    ];
    expect(used).toBe(usedBefore);

    await expectError(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: ada.token }), 409, 'order_not_cancellable');
    expect(await stocks(watched)).toEqual(before);
  });

  it('answers 404 to another customer and leaves the order alone', async () => {
    const ada = await shopper([[KEYBOARD, 1]]);
    const order = await place(ada);
    const bob = await customer();
    await expectError(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: bob.token }), 404, 'order_not_found');
    expect((await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: ada.token }), 200)).status).toBe(
      'waiting_for_payment',
    );
  });
});

describe('access matrix: another customer’s cart lines, orders and payments', () => {
  it('answers 404 to every call on them and changes nothing', async () => {
    const ada = await shopper([
      [KEYBOARD, 1],
      [SSD, 1],
    ]);
    const order = await expectJson<Order>(await toOrder(ada, body(ada.address.id)), 201);
    await add(ada, KEYBOARD); // a line in her new cart
    const [keptLine] = await cartOf(ada);
    const attempt = await expectJson<{ payment: number }>(
      await callApi(app, 'POST', `/api/account/order/${order.id}/pay/`, {
        token: ada.token,
        body: { card_number: '4000 0027 6000 3184', expiry: '12/39', cvc: '123', name_on_card: 'Ada Lovelace' },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      200,
    );
    const bob = await customer();
    const calls: [string, string, unknown, string][] = [
      ['PATCH', `/api/account/basket/product/${keptLine!.pk}/`, { amount: 3 }, 'cart_line_not_found'],
      ['DELETE', `/api/account/basket/product/${keptLine!.pk}/`, undefined, 'cart_line_not_found'],
      ['POST', `/api/account/basket/product/${keptLine!.pk}/replace/`, { product: id(SSD) }, 'cart_line_not_found'],
      ['GET', `/api/account/order/${order.id}/`, undefined, 'order_not_found'],
      ['GET', `/api/account/order/${order.id}/item/${order.items[0]!.id}/`, undefined, 'order_not_found'],
      ['POST', `/api/account/order/${order.id}/cancel/`, undefined, 'order_not_found'],
      [
        'POST',
        `/api/account/order/${order.id}/pay/`,
        { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name_on_card: 'Bob' },
        'order_not_found',
      ],
      ['POST', `/api/account/order/${order.id}/pay/${attempt.payment}/confirm/`, { approve: true }, 'order_not_found'],
    ];
    for (const [method, path, payload, code] of calls) {
      const response = await callApi(app, method, path, { token: bob.token, body: payload, headers: { 'Idempotency-Key': newIdempotencyKey() } });
      await expectError(response, 404, code);
    }
    expect(await cartOf(ada)).toEqual([keptLine]);
    const now = await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: ada.token }), 200);
    expect(now).toEqual(order);
    expect(await expectJson<Order[]>(await callApi(app, 'GET', '/api/account/order/', { token: bob.token }), 200)).toEqual([]);
    // Her payment is still waiting for her answer.
    const confirmed = await expectJson<{ status: string }>(
      await callApi(app, 'POST', `/api/account/order/${order.id}/pay/${attempt.payment}/confirm/`, { token: ada.token, body: { approve: true } }),
      200,
    );
    expect(confirmed.status).toBe('succeeded');
  });
});
