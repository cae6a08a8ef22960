import type { Cart, CartSummary } from '@rigsmith/kit/api';
import { MAX_CART_LINE_AMOUNT, MAX_CART_LINES, vatIncluded } from '@rigsmith/kit/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cartLines, productPrices, products, siteSettings } from '../../db/schema';
import serverFrFR from '../../messages/commerce/fr-FR.json';
import { revokeUserSessions } from '../../services/auth/sessions';
import { createTestApp } from '../../test/app';
import {
  callApi,
  COMPLETE_BUILD,
  createCustomer,
  expectError,
  expectJson,
  insertCustomBuild,
  publicIdOf,
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

const KEYBOARD = 'accessory-razer-blackwidow-v4'; // £159.99, 20 in stock
const MOUSE_OUT_OF_STOCK = 'accessory-logitech-g-pro-x-superlight'; // stock 0
const DISCONTINUED = 'accessory-corsair-k70-discontinued';
const SSD = 'storage-samsung-990-pro-1tb'; // £89.99 / €104.99
const MONITOR = 'monitor-aoc-24g2'; // £149.99

const customer = () => createCustomer(database.db);

function cartCall(who: Customer, method: string, path = '', body?: unknown, headers: Record<string, string> = {}, query = '') {
  return callApi(app, method, `/api/account/basket/product/${path}${query}`, { token: who.token, body, headers });
}

async function add(who: Customer, reference: string | number, amount = 1, headers: Record<string, string> = {}): Promise<Cart> {
  const product = typeof reference === 'number' ? reference : id(reference);
  return expectJson<Cart>(await cartCall(who, 'POST', '', { product, amount }, headers), 200);
}

async function cartOf(who: Customer, query = ''): Promise<Cart> {
  return expectJson<Cart>(await cartCall(who, 'GET', '', undefined, {}, query), 200);
}

const summary = async (who: Customer, body: object = {}, query = '') =>
  expectJson<CartSummary>(await callApi(app, 'POST', `/api/account/basket/calculate_summary/${query}`, { token: who.token, body }), 200);

const guestSummary = async (body: object, query = '') =>
  expectJson<CartSummary>(await callApi(app, 'POST', `/api/account/basket/calculate_summary_for_products/${query}`, { body }), 200);

const lines = (cart: Cart) => cart.map((line) => [line.product.reference, line.amount]);

describe('the cart needs a signed-in customer', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PATCH', '1/'],
    ['DELETE', '1/'],
    ['POST', '1/replace/'],
  ])('%s basket/product/%s answers 401 without a token', async (method, path) => {
    const response = await callApi(app, method, `/api/account/basket/product/${path}`, {
      body: method === 'GET' || method === 'DELETE' ? undefined : { product: 1, amount: 1 },
    });
    await expectError(response, 401, 'not_authenticated');
  });

  // The writes check the session in their key's claim or the customer's lock (middleware/auth.ts,
  // requireAuthSessionInFirstWrite), the rest up front: a signed-out session changes nothing either way.
  it('refuses every cart call of a session that has ended, 401 token_invalid, and changes nothing', async () => {
    const ada = await customer();
    const [line] = await add(ada, KEYBOARD, 1, { 'Idempotency-Key': 'ended-session:1' });
    // A key by public id is looked up before the lock: it must not answer either.
    const adasBuild = await publicIdOf(
      database.db,
      await insertCustomBuild(
        database.db,
        ada.id,
        COMPLETE_BUILD.map((part) => [id(part), 1] as [number, number]),
      ),
    );
    await revokeUserSessions(database.db, ada.id);
    const calls: [string, string, unknown, Record<string, string>?][] = [
      ['GET', '', undefined],
      ['POST', '', { product: id(SSD), amount: 1 }],
      ['POST', '', { product: adasBuild, amount: 1 }],
      // A replay of a key answered while the session was open is refused too.
      ['POST', '', { product: id(KEYBOARD), amount: 1 }, { 'Idempotency-Key': 'ended-session:1' }],
      // A new key is not claimed either.
      ['POST', '', { product: id(SSD), amount: 1 }, { 'Idempotency-Key': 'ended-session:2' }],
      ['PATCH', `${line!.pk}/`, { amount: 3 }],
      ['DELETE', `${line!.pk}/`, undefined],
      ['POST', `${line!.pk}/replace/`, { product: id(SSD) }],
    ];
    for (const [method, path, body, headers] of calls) {
      const response = await cartCall(ada, method, path, body, headers);
      expect(response.headers.get('WWW-Authenticate'), `${method} ${path}`).toMatch(/^Bearer/);
      await expectError(response, 401, 'token_invalid');
    }
    const rows = await database.db
      .select({ productId: cartLines.productId, amount: cartLines.amount })
      .from(cartLines)
      .where(eq(cartLines.userId, ada.id));
    expect(rows).toEqual([{ productId: id(KEYBOARD), amount: 1 }]);
  });

  it('refuses calculate_summary without a token', async () => {
    await expectError(await callApi(app, 'POST', '/api/account/basket/calculate_summary/', { body: {} }), 401, 'not_authenticated');
  });
});

describe('GET/POST /api/account/basket/product/', () => {
  it('starts empty and answers the whole cart after each add, in the order added', async () => {
    const ada = await customer();
    expect(await cartOf(ada)).toEqual([]);
    const first = await add(ada, KEYBOARD);
    expect(first).toEqual([
      {
        pk: expect.any(Number),
        amount: 1,
        product: {
          id: id(KEYBOARD),
          public_id: null,
          reference: KEYBOARD,
          name: 'Razer BlackWidow V4',
          product_class: 'accessory',
          price: { amount: 159_99, currency: 'gbp' },
          in_stock: true,
          backorder: false,
          status: 'public',
          shipping_days: 1,
          image: { src: `/api/ecommerce/products/${id(KEYBOARD)}/picture.svg`, width: 800, height: 600 },
        },
      },
    ]);
    const second = await add(ada, 'RS-STRIKER', 2);
    expect(lines(second)).toEqual([
      [KEYBOARD, 1],
      ['RS-STRIKER', 2],
    ]);
    expect(second[1]!.product.price).toEqual({ amount: 819_00, currency: 'gbp' });
    expect(await cartOf(ada)).toEqual(second);
  });

  it('adds to the line of a product already in the cart: one line per product', async () => {
    const ada = await customer();
    await add(ada, KEYBOARD, 2);
    const cart = await add(ada, KEYBOARD, 3);
    expect(lines(cart)).toEqual([[KEYBOARD, 5]]);
    const rows = await database.db.select().from(cartLines).where(eq(cartLines.userId, ada.id));
    expect(rows).toHaveLength(1);
  });

  it('prices the cart in the storefront’s currency', async () => {
    const ada = await customer();
    await add(ada, KEYBOARD);
    expect((await cartOf(ada, '?country=DE'))[0]!.product.price).toEqual({ amount: 179_99, currency: 'eur' });
  });

  it('lets an out-of-stock product in (the summary shows the problem)', async () => {
    const ada = await customer();
    const cart = await add(ada, MOUSE_OUT_OF_STOCK);
    expect(cart[0]!.product.in_stock).toBe(false);
  });

  it('refuses a discontinued product, 409 product_unavailable', async () => {
    const ada = await customer();
    const error = await expectError(await cartCall(ada, 'POST', '', { product: id(DISCONTINUED), amount: 1 }), 409, 'product_unavailable');
    expect(error.message).toBe('Corsair K70 RGB MK.2 can no longer be bought.');
    expect(await cartOf(ada)).toEqual([]);
  });

  it('refuses an unknown product, 404 product_not_found', async () => {
    const ada = await customer();
    await expectError(await cartCall(ada, 'POST', '', { product: 2_000_000_000, amount: 1 }), 404, 'product_not_found');
  });

  it('refuses a product without a price in the storefront’s currency, 400 product_not_sold', async () => {
    const ada = await customer();
    await database.db.delete(productPrices).where(eq(productPrices.productId, id(MONITOR)));
    try {
      await expectError(await cartCall(ada, 'POST', '', { product: id(MONITOR), amount: 1 }), 400, 'product_not_sold');
    } finally {
      await database.db.insert(productPrices).values([
        { productId: id(MONITOR), currency: 'gbp', amountMinor: 149_99 },
        { productId: id(MONITOR), currency: 'eur', amountMinor: 169_99 },
      ]);
    }
  });

  it.each([0, -1, 1.5, MAX_CART_LINE_AMOUNT + 1, '2'])('refuses the amount %s with a 400 naming amount', async (amount) => {
    const ada = await customer();
    const error = await expectError(await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount }), 400, 'validation_error');
    expect(Object.keys(error.fields ?? {})).toEqual(['amount']);
  });

  it(`keeps a line to ${MAX_CART_LINE_AMOUNT} units, 409 amount_limit, in the storefront’s language`, async () => {
    const ada = await customer();
    await add(ada, KEYBOARD, MAX_CART_LINE_AMOUNT - 1);
    const error = await expectError(await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 2 }, {}, '?country=FR'), 409, 'amount_limit');
    expect(error.message).toBe(serverFrFR['commerce.cart.amountLimit'].replace('{max}', String(MAX_CART_LINE_AMOUNT)));
    expect(lines(await cartOf(ada))).toEqual([[KEYBOARD, MAX_CART_LINE_AMOUNT - 1]]);
  });

  it(`holds at most ${MAX_CART_LINES} lines, 409 cart_full`, async () => {
    const ada = await customer();
    // Fill the cart with products that need not be for sale: the limit counts lines.
    const filler = await database.db
      .insert(products)
      .values(
        Array.from({ length: MAX_CART_LINES }, (_, index) => ({
          reference: `FILLER-${ada.id}-${index}`,
          name: 'Filler',
          productClass: 'accessory' as const,
        })),
      )
      .returning({ id: products.id });
    await database.db.insert(cartLines).values(filler.map((row) => ({ userId: ada.id, productId: row.id, amount: 1 })));
    await expectError(await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 1 }), 409, 'cart_full');
    await database.db.delete(cartLines).where(eq(cartLines.productId, filler[0]!.id));
    expect(lines(await add(ada, KEYBOARD))).toEqual([[KEYBOARD, 1]]);
  });

  describe('custom builds', () => {
    it('takes the customer’s own build (by id or public id) and a guest’s by public id, not another customer’s (404)', async () => {
      const ada = await customer();
      const bob = await customer();
      const parts = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
      const adas = await insertCustomBuild(database.db, ada.id, parts);
      const adasOther = await insertCustomBuild(database.db, ada.id, parts);
      const guests = await insertCustomBuild(database.db, null, parts);
      const bobs = await insertCustomBuild(database.db, bob.id, parts);
      await add(ada, adas);
      await expectJson<Cart>(await cartCall(ada, 'POST', '', { product: await publicIdOf(database.db, adasOther), amount: 1 }), 200);
      const guestKey = (await publicIdOf(database.db, guests)).toUpperCase();
      const cart = await expectJson<Cart>(await cartCall(ada, 'POST', '', { product: guestKey, amount: 1 }), 200);
      expect(cart.map((line) => [line.product.id, line.product.public_id])).toEqual([
        [adas, await publicIdOf(database.db, adas)],
        [adasOther, await publicIdOf(database.db, adasOther)],
        [guests, guestKey.toLowerCase()],
      ]);
      // Another customer's build, by id or public id, and a guest's by its countable id: as if there were none.
      for (const product of [bobs, await publicIdOf(database.db, bobs), guests]) {
        await expectError(await cartCall(ada, 'POST', '', { product, amount: 1 }), 404, 'product_not_found');
      }
    });

    it('refuses a build the compatibility engine cannot assemble, 409 build_not_assemblable', async () => {
      const ada = await customer();
      const unfinished = await insertCustomBuild(database.db, ada.id, [[id('cpu-amd-ryzen-5-7600'), 1]], 'Half a PC');
      const error = await expectError(await cartCall(ada, 'POST', '', { product: unfinished, amount: 1 }), 409, 'build_not_assemblable');
      expect(error.message).toContain('Half a PC');
    });
  });

  describe('Idempotency-Key (the sign-in merge)', () => {
    it('adds a line once however often the same key is sent', async () => {
      const ada = await customer();
      const headers = { 'Idempotency-Key': `merge:guest-1:${id(KEYBOARD)}` };
      const first = await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 2 }, headers);
      const firstCart = await expectJson<Cart>(first, 200);
      const again = await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 2 }, headers);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await expectJson<Cart>(again, 200)).toEqual(firstCart);
      expect(lines(await cartOf(ada))).toEqual([[KEYBOARD, 2]]);
    });

    it('adds each line once when the merge runs in two tabs at once', async () => {
      const ada = await customer();
      const guestCart = [
        [KEYBOARD, 2],
        [SSD, 1],
        ['RS-SCOUT', 1],
      ] as const;
      const merge = () =>
        Promise.all(
          guestCart.map(([reference, amount]) =>
            cartCall(ada, 'POST', '', { product: id(reference), amount }, { 'Idempotency-Key': `merge:guest-2:${id(reference)}` }),
          ),
        );
      const answers = (await Promise.all([merge(), merge()])).flat();
      expect(answers.map((response) => response.status)).toEqual(Array(6).fill(200));
      expect(lines(await cartOf(ada))).toEqual(expect.arrayContaining(guestCart.map(([reference, amount]) => [reference, amount])));
      expect(await cartOf(ada)).toHaveLength(3);
    });

    it('keeps keys per customer: another customer’s identical key adds to their own cart', async () => {
      const ada = await customer();
      const bob = await customer();
      const headers = { 'Idempotency-Key': 'merge:shared:1' };
      await add(ada, KEYBOARD, 1, headers);
      await add(bob, KEYBOARD, 1, headers);
      expect(lines(await cartOf(bob))).toEqual([[KEYBOARD, 1]]);
    });

    it('refuses the same key with another body, 422 idempotency_key_reused', async () => {
      const ada = await customer();
      const headers = { 'Idempotency-Key': 'merge:guest-3:1' };
      await add(ada, KEYBOARD, 1, headers);
      await expectError(await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 3 }, headers), 422, 'idempotency_key_reused');
      expect(lines(await cartOf(ada))).toEqual([[KEYBOARD, 1]]);
    });

    it('replays a refusal too, and refuses a malformed key', async () => {
      const ada = await customer();
      const headers = { 'Idempotency-Key': 'merge:guest-4:x' };
      await expectError(await cartCall(ada, 'POST', '', { product: id(DISCONTINUED), amount: 1 }, headers), 409, 'product_unavailable');
      const again = await cartCall(ada, 'POST', '', { product: id(DISCONTINUED), amount: 1 }, headers);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      await expectError(again, 409, 'product_unavailable');
      const bad = await expectError(
        await cartCall(ada, 'POST', '', { product: id(KEYBOARD), amount: 1 }, { 'Idempotency-Key': 'has space' }),
        400,
        'validation_error',
      );
      expect(Object.keys(bad.fields ?? {})).toEqual(['Idempotency-Key']);
    });
  });
});

/**
 * A customer's writes queue on their row lock (services/cart.ts); each must then see the
 * lines the writes before it left. On PostgreSQL they run at once on separate connections,
 * so these fail if a write decides from lines read before it got the lock; on PGlite they
 * run one after another and must hold all the same.
 */
describe('concurrent writes to one cart', () => {
  /** Parts sold in pounds (out of stock may be added), none in `ada`'s cart yet. */
  async function sellableParts(count: number): Promise<number[]> {
    const rows = await database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'gbp')))
      .where(and(eq(products.status, 'public'), ne(products.productClass, 'pc-build')))
      .orderBy(asc(products.id))
      .limit(count);
    expect(rows).toHaveLength(count);
    return rows.map((row) => row.id);
  }

  it(`lets only one of many adds of different products take the cart's last line, 409 cart_full for the rest`, async () => {
    const ada = await customer();
    const filler = await database.db
      .insert(products)
      .values(
        Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => ({
          reference: `RACE-FILLER-${ada.id}-${index}`,
          name: 'Filler',
          productClass: 'accessory' as const,
        })),
      )
      .returning({ id: products.id });
    await database.db.insert(cartLines).values(filler.map((row) => ({ userId: ada.id, productId: row.id, amount: 1 })));
    const racing = await sellableParts(6);
    const answers = await Promise.all(racing.map((product) => cartCall(ada, 'POST', '', { product, amount: 1 })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of answers.filter((candidate) => candidate.status === 409)) await expectError(response, 409, 'cart_full');
    const stored = await database.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, ada.id));
    expect(stored).toHaveLength(MAX_CART_LINES);
  });

  it('answers the later of two adds with the line the earlier one added', async () => {
    const ada = await customer();
    const [first, second] = await sellableParts(2);
    const answers = await Promise.all([first, second].map((product) => add(ada, product!)));
    // Whichever got the lock second answers both lines.
    expect(answers.map((cart) => cart.length).sort()).toEqual([1, 2]);
    expect(await cartOf(ada)).toHaveLength(2);
  });

  it('answers a remove or an add racing it with the cart as the later one left it', async () => {
    const ada = await customer();
    await add(ada, KEYBOARD);
    const [keyboardLine] = await cartOf(ada);
    const [removed, added] = await Promise.all([
      cartCall(ada, 'DELETE', `${keyboardLine!.pk}/`),
      cartCall(ada, 'POST', '', { product: id(SSD), amount: 1 }),
    ]);
    const answers = [lines(await expectJson<Cart>(removed, 200)), lines(await expectJson<Cart>(added, 200))];
    expect(lines(await cartOf(ada))).toEqual([[SSD, 1]]);
    // The earlier write answers without the later one's change; the later one answers the cart as it ends.
    expect(answers).toContainEqual([[SSD, 1]]);
  });

  /**
   * Another tab's write, committed while this call waits for the customer's lock, which the
   * other tab holds as the cart's writes do. At READ COMMITTED a statement reads other rows as
   * they were when it began: the lines must be read by a statement that starts once the lock
   * is held (services/cart.ts).
   */
  async function afterOtherTab(who: Customer, change: (other: pg.Client) => Promise<void>, call: () => Promise<Response>): Promise<Response> {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from users where id = $1 for no key update', [who.id]);
      await change(other);
      const calling = call();
      await waitForLockWaiter(database.db);
      await other.query('commit');
      return await calling;
    } finally {
      await other.end();
    }
  }

  it.runIf(process.env.TEST_DATABASE_URL)('answers an add or a remove with the lines another tab committed while it waited', async () => {
    const ada = await customer();
    await add(ada, KEYBOARD);
    const [keyboardLine] = await cartOf(ada);
    const addMonitor = (other: pg.Client) =>
      other.query('insert into cart_lines (user_id, product_id, amount) values ($1, $2, 1)', [ada.id, id(MONITOR)]).then(() => {});
    const added = await afterOtherTab(ada, addMonitor, () => cartCall(ada, 'POST', '', { product: id(SSD), amount: 1 }));
    expect(lines(await expectJson<Cart>(added, 200))).toEqual([
      [KEYBOARD, 1],
      [MONITOR, 1],
      [SSD, 1],
    ]);
    const removeSsd = async (other: pg.Client) => {
      await other.query('delete from cart_lines where user_id = $1 and product_id = $2', [ada.id, id(SSD)]);
    };
    const removed = await afterOtherTab(ada, removeSsd, () => cartCall(ada, 'DELETE', `${keyboardLine!.pk}/`));
    expect(lines(await expectJson<Cart>(removed, 200))).toEqual([[MONITOR, 1]]);
  });
});

describe('PATCH /api/account/basket/product/{pk}/', () => {
  it('sets the amount and answers the whole cart', async () => {
    const ada = await customer();
    const [line] = await add(ada, KEYBOARD);
    await add(ada, SSD);
    const cart = await expectJson<Cart>(await cartCall(ada, 'PATCH', `${line!.pk}/`, { amount: 4 }), 200);
    expect(lines(cart)).toEqual([
      [KEYBOARD, 4],
      [SSD, 1],
    ]);
  });

  it('refuses an amount out of range and a line that is not the customer’s', async () => {
    const ada = await customer();
    const bob = await customer();
    const [line] = await add(ada, KEYBOARD);
    await expectError(await cartCall(ada, 'PATCH', `${line!.pk}/`, { amount: 0 }), 400, 'validation_error');
    await expectError(await cartCall(bob, 'PATCH', `${line!.pk}/`, { amount: 2 }), 404, 'cart_line_not_found');
    expect(lines(await cartOf(ada))).toEqual([[KEYBOARD, 1]]);
  });
});

describe('DELETE /api/account/basket/product/{pk}/', () => {
  it('removes a line and answers what is left', async () => {
    const ada = await customer();
    const [line] = await add(ada, KEYBOARD);
    await add(ada, SSD);
    expect(lines(await expectJson<Cart>(await cartCall(ada, 'DELETE', `${line!.pk}/`), 200))).toEqual([[SSD, 1]]);
    await expectError(await cartCall(ada, 'DELETE', `${line!.pk}/`), 404, 'cart_line_not_found');
  });

  it('answers 404 for another customer’s line and leaves it alone', async () => {
    const ada = await customer();
    const bob = await customer();
    const [line] = await add(ada, KEYBOARD);
    await expectError(await cartCall(bob, 'DELETE', `${line!.pk}/`), 404, 'cart_line_not_found');
    expect(await cartOf(ada)).toHaveLength(1);
  });

  it.each(['abc', '0', '99999999999'])('refuses the pk %s with a 400 naming pk', async (pk) => {
    const ada = await customer();
    const error = await expectError(await cartCall(ada, 'DELETE', `${pk}/`), 400, 'validation_error');
    expect(Object.keys(error.fields ?? {})).toEqual(['pk']);
  });
});

describe('POST /api/account/basket/product/{pk}/replace/', () => {
  it('puts another product in the line’s place, keeping amount and position', async () => {
    const ada = await customer();
    const [line] = await add(ada, 'RS-SCOUT', 2);
    await add(ada, KEYBOARD);
    const cart = await expectJson<Cart>(await cartCall(ada, 'POST', `${line!.pk}/replace/`, { product: id('RS-APEX') }), 200);
    expect(cart.map((entry) => [entry.pk, entry.product.reference, entry.amount])).toEqual([
      [line!.pk, 'RS-APEX', 2],
      [expect.any(Number), KEYBOARD, 1],
    ]);
  });

  it('merges with a line of the same product already in the cart', async () => {
    const ada = await customer();
    const [line] = await add(ada, 'RS-SCOUT', 2);
    await add(ada, 'RS-APEX', 1);
    const cart = await expectJson<Cart>(await cartCall(ada, 'POST', `${line!.pk}/replace/`, { product: id('RS-APEX') }), 200);
    expect(lines(cart)).toEqual([['RS-APEX', 3]]);
  });

  it('refuses what adding would refuse, and another customer’s line', async () => {
    const ada = await customer();
    const bob = await customer();
    const [line] = await add(ada, 'RS-SCOUT');
    await expectError(await cartCall(ada, 'POST', `${line!.pk}/replace/`, { product: id(DISCONTINUED) }), 409, 'product_unavailable');
    await expectError(await cartCall(bob, 'POST', `${line!.pk}/replace/`, { product: id('RS-APEX') }), 404, 'cart_line_not_found');
    expect(lines(await cartOf(ada))).toEqual([['RS-SCOUT', 1]]);
  });
});

describe('POST /api/account/basket/calculate_summary/', () => {
  it('sums the server cart, ships a build free and finds the VAT of the destination', async () => {
    const ada = await customer();
    await add(ada, 'RS-STRIKER');
    await add(ada, KEYBOARD, 2);
    const figures = await summary(ada, { country: 'GB' });
    const subtotal = 819_00 + 2 * 159_99;
    expect(figures).toMatchObject({
      currency: 'gbp',
      subtotal: { amount: subtotal, currency: 'gbp' },
      discount: { amount: 0, currency: 'gbp' },
      shipping_price: { amount: 0, currency: 'gbp' },
      total_price: { amount: subtotal, currency: 'gbp' },
      vat: { amount: vatIncluded(subtotal, 2000), currency: 'gbp' },
      coupon: null,
      orderable: true,
    });
    expect(figures.lines).toEqual([
      {
        product: id('RS-STRIKER'),
        amount: 1,
        unit_price: { amount: 819_00, currency: 'gbp' },
        total: { amount: 819_00, currency: 'gbp' },
        problem: null,
      },
      {
        product: id(KEYBOARD),
        amount: 2,
        unit_price: { amount: 159_99, currency: 'gbp' },
        total: { amount: 319_98, currency: 'gbp' },
        problem: null,
      },
    ]);
    expect(figures.shipping_time).toBeGreaterThanOrEqual(3); // slowest part + 2 assembly days
    expect(figures.expected_delivery_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('charges the shipping fee below the threshold once the destination is known, and leaves it to be confirmed before', async () => {
    const ada = await customer();
    await add(ada, SSD); // £89.99 < £100
    const unknown = await summary(ada, {});
    expect(unknown).toMatchObject({ shipping_price: null, total_price: { amount: 89_99 }, expected_delivery_time: null });
    const known = await summary(ada, { country: 'GB' });
    expect(known).toMatchObject({ shipping_price: { amount: 9_95 }, total_price: { amount: 99_94 }, vat: { amount: vatIncluded(99_94, 2000) } });
    expect(known.expected_delivery_time).not.toBeNull();
  });

  it('reads the fee and the threshold from the settings, per currency', async () => {
    const ada = await customer();
    await add(ada, SSD);
    await database.db
      .update(siteSettings)
      .set({ valueByCurrency: { gbp: '500', eur: '700' } })
      .where(eq(siteSettings.slug, 'shipping-fee'));
    try {
      expect((await summary(ada, { country: 'FR' }, '?country=FR')).shipping_price).toEqual({ amount: 700, currency: 'eur' });
    } finally {
      await database.db
        .update(siteSettings)
        .set({ valueByCurrency: { gbp: '995', eur: '1195' } })
        .where(eq(siteSettings.slug, 'shipping-fee'));
    }
  });

  it('takes the VAT rate of the destination', async () => {
    const ada = await customer();
    await add(ada, KEYBOARD);
    const italy = await summary(ada, { country: 'IT' }, '?country=IT');
    expect(italy.vat.amount).toBe(vatIncluded(179_99, 2200));
    const germany = await summary(ada, { country: 'DE' }, '?country=IT');
    expect(germany.vat.amount).toBe(vatIncluded(179_99, 1900));
  });

  it('applies each coupon state', async () => {
    const ada = await customer();
    await add(ada, 'RS-HORIZON'); // £1,899
    const welcome = await summary(ada, { coupon: 'welcome10', country: 'GB' });
    expect(welcome).toMatchObject({
      coupon: { code: 'WELCOME10', status: 'success' },
      discount: { amount: 189_90 },
      total_price: { amount: 1_709_10 },
    });
    const save = await summary(ada, { coupon: 'SAVE50', country: 'GB' });
    expect(save).toMatchObject({ coupon: { status: 'success' }, discount: { amount: 50_00 }, total_price: { amount: 1_849_00 } });
    const french = await summary(ada, { coupon: 'BIENVENUE15', country: 'GB' });
    expect(french).toMatchObject({ coupon: { code: 'BIENVENUE15', status: 'invalid-country' }, discount: { amount: 0 } });
    const inFrance = await summary(ada, { coupon: 'BIENVENUE15', country: 'FR' }, '?country=FR');
    expect(inFrance).toMatchObject({ coupon: { status: 'success' }, discount: { amount: Math.floor((2_199_00 * 1500 + 5000) / 10000) } });
    for (const code of ['SUMMER24', 'LAUNCH20', 'NOPE', 'not a code!']) {
      expect((await summary(ada, { coupon: code, country: 'GB' })).coupon).toEqual({ code: code.trim().toUpperCase(), status: 'invalid-coupon' });
    }
    expect((await summary(ada, { coupon: '', country: 'GB' })).coupon).toBeNull();
  });

  it('does not apply a fixed coupon below its minimum subtotal (invalid-coupon)', async () => {
    const ada = await customer();
    await add(ada, 'RS-STRIKER'); // £819 < £1,000
    expect(await summary(ada, { coupon: 'SAVE50', country: 'GB' })).toMatchObject({ coupon: { status: 'invalid-coupon' }, discount: { amount: 0 } });
  });

  it('reports each line’s problem and whether the cart can be ordered', async () => {
    const ada = await customer();
    await add(ada, MOUSE_OUT_OF_STOCK);
    await add(ada, KEYBOARD);
    const figures = await summary(ada, { country: 'GB' });
    expect(figures.lines.map((line) => line.problem)).toEqual(['out_of_stock', null]);
    expect(figures.orderable).toBe(false);

    // A product discontinued after it was put in the cart.
    const bob = await customer();
    await add(bob, MONITOR);
    await database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, id(MONITOR)));
    try {
      expect((await summary(bob, {})).lines[0]!.problem).toBe('archived');
    } finally {
      await database.db
        .update(products)
        .set({ status: 'public' })
        .where(eq(products.id, id(MONITOR)));
    }
  });

  it('shows a build as out of stock when one of its parts is short', async () => {
    const ada = await customer();
    await add(ada, 'RS-VANGUARD'); // needs two of a memory kit with one in stock
    expect((await summary(ada, {})).lines[0]!.problem).toBe('out_of_stock');
  });

  it('is all zero and not orderable for an empty cart', async () => {
    const ada = await customer();
    expect(await summary(ada, { country: 'GB' })).toMatchObject({
      subtotal: { amount: 0 },
      total_price: { amount: 0 },
      shipping_time: 0,
      expected_delivery_time: null,
      lines: [],
      orderable: false,
    });
  });

  it('refuses a currency other than the storefront’s, 400 currency_mismatch', async () => {
    const ada = await customer();
    const error = await expectError(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary/?currency=eur', { token: ada.token, body: {} }),
      400,
      'currency_mismatch',
    );
    expect(error.fields).toEqual({ currency: 'Prices in this storefront are in GBP.' });
    await expectError(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary/?currency=usd', { token: ada.token, body: {} }),
      400,
      'validation_error',
    );
    expect((await summary(ada, {}, '?currency=gbp')).currency).toBe('gbp');
  });

  it('says which currency the storefront prices in, in German on the German storefront', async () => {
    const ada = await customer();
    const response = await callApi(app, 'POST', '/api/account/basket/calculate_summary/?country=DE&currency=gbp', { token: ada.token, body: {} });
    const error = await expectError(response, 400, 'currency_mismatch');
    const message = 'Die Preise in diesem Shop sind in EUR.';
    expect(error).toEqual({ code: 'currency_mismatch', message, fields: { currency: message } });
    // The storefront alone says the currency: no `?currency=` needed, the body's `country` is the destination.
    expect((await summary(ada, { country: 'FR' }, '?country=DE')).currency).toBe('eur');
  });

  it('refuses a destination the shop does not ship to', async () => {
    const ada = await customer();
    const error = await expectError(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary/', { token: ada.token, body: { country: 'US' } }),
      400,
      'validation_error',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['country']);
  });
});

describe('POST /api/account/basket/calculate_summary_for_products/ (guests)', () => {
  it('prices products and amounts without a sign-in, shipping to be confirmed below the threshold', async () => {
    const figures = await guestSummary({ products: [{ product: id(SSD), amount: 1 }] });
    expect(figures).toMatchObject({ subtotal: { amount: 89_99 }, shipping_price: null, total_price: { amount: 89_99 }, orderable: true });
  });

  it('prices in euros for a euro storefront and applies a coupon', async () => {
    const figures = await guestSummary({ coupon: 'WELCOME10', products: [{ product: id('RS-SCOUT'), amount: 1 }] }, '?country=ES&currency=eur');
    expect(figures).toMatchObject({
      currency: 'eur',
      subtotal: { amount: 929_00, currency: 'eur' },
      discount: { amount: 92_90 },
      shipping_price: { amount: 0 },
      total_price: { amount: 836_10 },
      vat: { amount: vatIncluded(836_10, 2100) },
      coupon: { code: 'WELCOME10', status: 'success' },
    });
  });

  it('counts a product listed twice once, with both amounts', async () => {
    const figures = await guestSummary({
      products: [
        { product: id(KEYBOARD), amount: 1 },
        { product: id(KEYBOARD), amount: 2 },
      ],
    });
    expect(figures.lines).toEqual([expect.objectContaining({ product: id(KEYBOARD), amount: 3 })]);
  });

  it('leaves out unknown products and custom builds named by id or of a customer, keeps a guest’s build by public id', async () => {
    const ada = await customer();
    const parts = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const adas = await insertCustomBuild(database.db, ada.id, parts);
    const guests = await insertCustomBuild(database.db, null, parts);
    const figures = await guestSummary({
      products: [
        { product: 2_000_000_000, amount: 1 },
        { product: adas, amount: 1 },
        { product: await publicIdOf(database.db, adas), amount: 1 },
        { product: guests, amount: 1 },
        { product: await publicIdOf(database.db, guests), amount: 1 },
      ],
    });
    expect(figures.lines.map((line) => [line.product, line.amount])).toEqual([[guests, 1]]);
  });

  it('is not orderable with a custom build that cannot be assembled', async () => {
    const unfinished = await insertCustomBuild(database.db, null, [[id('cpu-amd-ryzen-5-7600'), 1]]);
    const figures = await guestSummary({ products: [{ product: await publicIdOf(database.db, unfinished), amount: 1 }] });
    expect(figures.orderable).toBe(false);
    // Missing parts: unfinished, not blocked by a rule.
    expect(figures.lines[0]).not.toHaveProperty('blocks');
  });

  it('names the rule, parts and step that block a complete custom build (SPEC §8 "Cart line")', async () => {
    // Every part, but the 7800X3D ships without a cooler and none is chosen.
    const parts = COMPLETE_BUILD.map(
      (reference) => [id(reference === 'cpu-amd-ryzen-5-7600' ? 'cpu-amd-ryzen-7-7800x3d' : reference), 1] as [number, number],
    );
    const blocked = await insertCustomBuild(database.db, null, parts);
    const figures = await guestSummary({
      products: [
        { product: await publicIdOf(database.db, blocked), amount: 1 },
        { product: id(SSD), amount: 1 },
      ],
    });
    expect(figures.orderable).toBe(false);
    expect(figures.lines.find((line) => line.product === blocked)).toMatchObject({
      problem: null,
      blocks: [
        {
          kind: 'incompatible',
          issue: { rule: 'cooler-required', severity: 'blocker', parts: [{ slot: 'cpu', id: 'cpu-amd-ryzen-7-7800x3d' }] },
          step: 'cooler',
        },
      ],
    });
    expect(figures.lines.find((line) => line.product === id(SSD))).not.toHaveProperty('blocks');
  });

  it(`refuses more than ${MAX_CART_LINES} lines and bad amounts`, async () => {
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ product: index + 1, amount: 1 }));
    const error = await expectError(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary_for_products/', { body: { products: tooMany } }),
      400,
      'validation_error',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['products']);
    const bad = await expectError(
      await callApi(app, 'POST', '/api/account/basket/calculate_summary_for_products/', { body: { products: [{ product: id(SSD), amount: 0 }] } }),
      400,
      'validation_error',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['products.0.amount']);
  });

  it('never takes stock', async () => {
    const before = await stockOf(database.db, id(SSD));
    await guestSummary({ products: [{ product: id(SSD), amount: 3 }] });
    expect(await stockOf(database.db, id(SSD))).toBe(before);
    await setStock(database.db, id(SSD), before);
  });
});
