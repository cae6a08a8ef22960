import type { Order, PaymentResult, ShippingAddress } from '@rigsmith/kit/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders, outboxMessages, payments, users } from '../../db/schema';
import serverFrFR from '../../messages/commerce/fr-FR.json';
import { revokeUserSessions } from '../../services/auth/sessions';
import { SANDBOX_TEST_CARDS, type PaymentProvider } from '../../services/payments';
import { createTestApp } from '../../test/app';
import {
  callApi,
  createCustomer,
  expectError,
  expectJson,
  LONDON_ADDRESS,
  newIdempotencyKey,
  productIds,
  setStock,
  stockOf,
  type Customer,
} from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
  // Every test places an order for a keyboard: enough of them for the whole file.
  await setStock(database.db, id(KEYBOARD), 1000);
});
afterAll(() => database.close());

const KEYBOARD = 'accessory-razer-blackwidow-v4';

/** A card as the payment form sends it: a test card, a future expiry, a CVC. */
const card = (number: string, extra: Record<string, string> = {}) => ({
  card_number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: '12/39',
  cvc: '123',
  name_on_card: 'Ada Lovelace',
  ...extra,
});

/** A customer with an order waiting for payment (one keyboard, £159.99). */
async function orderWaiting(target: App = app): Promise<{ who: Customer; order: Order }> {
  const who = await createCustomer(database.db);
  await expectJson(
    await callApi(target, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id(KEYBOARD), amount: 1 } }),
    200,
  );
  const address = await expectJson<ShippingAddress>(
    await callApi(target, 'POST', '/api/account/shipping_address/', { token: who.token, body: LONDON_ADDRESS }),
    201,
  );
  const order = await expectJson<Order>(
    await callApi(target, 'POST', '/api/account/basket/to_order/', {
      token: who.token,
      body: { shipping_address: address.id, phone_number: '+447123456123' },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    201,
  );
  return { who, order };
}

function pay(
  who: Customer,
  orderId: number,
  body: object,
  { key = newIdempotencyKey(), query = '', target = app }: { key?: string | null; query?: string; target?: App } = {},
) {
  return callApi(target, 'POST', `/api/account/order/${orderId}/pay/${query}`, {
    token: who.token,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

function confirm(who: Customer, orderId: number, paymentId: number, approve: boolean) {
  return callApi(app, 'POST', `/api/account/order/${orderId}/pay/${paymentId}/confirm/`, { token: who.token, body: { approve } });
}

describe('POST /api/account/order/{id}/pay/', () => {
  it('refuses a session that has ended, 401 token_invalid, and takes no payment', async () => {
    const { who, order } = await orderWaiting();
    await revokeUserSessions(database.db, who.id);
    const refused = await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds));
    expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    await expectError(refused, 401, 'token_invalid');
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidAt).toBeNull();
  });

  it('4242 4242 4242 4242 succeeds: the order is in progress, paid, and no longer payable', async () => {
    const { who, order } = await orderWaiting();
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200);
    expect(result).toMatchObject({
      payment: expect.any(Number),
      status: 'succeeded',
      message: null,
      order: { id: order.id, status: 'in_progress', payable: false },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidAt).toBeInstanceOf(Date);
    // Paying again is refused.
    await expectError(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 409, 'order_not_payable');
  });

  it('keeps only the card’s brand and last four digits', async () => {
    const { who, order } = await orderWaiting();
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds, { cvc: '987' })), 200);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.payment));
    expect(row).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
      amountMinor: 159_99,
      currency: 'gbp',
      provider: 'sandbox',
      status: 'succeeded',
    });
    // The provider's reference and the timestamps are random or clock digits that may hold
    // "987" by chance; every other column is checked for the CVC.
    const { providerReference: _reference, createdAt: _created, updatedAt: _updated, ...stored } = row!;
    expect(JSON.stringify(row)).not.toContain(SANDBOX_TEST_CARDS.succeeds);
    expect(JSON.stringify(stored)).not.toContain('987');
  });

  it.each([
    ['4000 0000 0000 0002', SANDBOX_TEST_CARDS.declined, 'Your card was declined. Try another card.'],
    ['4000 0000 0000 9995', SANDBOX_TEST_CARDS.insufficientFunds, 'Your card has insufficient funds. Try another card.'],
  ])('%s is declined, with its reason, and the order stays payable', async (_shown, number, message) => {
    const { who, order } = await orderWaiting();
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card(number)), 200);
    expect(result).toMatchObject({ status: 'declined', message, order: { status: 'waiting_for_payment', payable: true } });
    // Then a good card goes through.
    const retry = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200);
    expect(retry.order.status).toBe('in_progress');
  });

  it('declines in the storefront’s language', async () => {
    const { who, order } = await orderWaiting();
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined), { query: '?country=FR' }), 200);
    expect(result.message).toBe(serverFrFR['commerce.payment.declined.card_declined']);
  });

  it('declines any other valid number: the sandbox takes no real cards', async () => {
    const { who, order } = await orderWaiting();
    expect((await expectJson<PaymentResult>(await pay(who, order.id, card('5555555555554444')), 200)).status).toBe('declined');
  });

  describe('4000 0027 6000 3184 requires authentication', () => {
    it('succeeds once the cardholder approves', async () => {
      const { who, order } = await orderWaiting();
      const attempt = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      expect(attempt).toMatchObject({ status: 'requires_action', message: null, order: { status: 'waiting_for_payment', payable: true } });
      const approved = await expectJson<PaymentResult>(await confirm(who, order.id, attempt.payment, true), 200);
      expect(approved).toMatchObject({ payment: attempt.payment, status: 'succeeded', order: { status: 'in_progress' } });
      await expectError(await confirm(who, order.id, attempt.payment, true), 409, 'payment_not_pending');
    });

    it('is declined when the cardholder fails, and the order can be paid again', async () => {
      const { who, order } = await orderWaiting();
      const attempt = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      const failed = await expectJson<PaymentResult>(await confirm(who, order.id, attempt.payment, false), 200);
      expect(failed).toMatchObject({
        status: 'declined',
        message: 'Your bank did not authenticate the payment. Try again or use another card.',
        order: { status: 'waiting_for_payment', payable: true },
      });
      expect((await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200)).status).toBe('succeeded');
    });

    it('ends an attempt waiting for authentication when a new attempt is made', async () => {
      const { who, order } = await orderWaiting();
      const first = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined)), 200);
      await expectError(await confirm(who, order.id, first.payment, true), 409, 'payment_not_pending');
    });

    it('leaves one attempt waiting for authentication when two tabs pay at once', async () => {
      // On PostgreSQL the two run at once: the one that waited for the order's lock must see
      // the other's attempt waiting and end it, not the payments as they were before it
      // waited. A few rounds: the first requests of a file can run apart while caches fill.
      for (let round = 0; round < 4; round++) {
        const { who, order } = await orderWaiting();
        const attempts = await Promise.all([0, 1].map(() => pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication))));
        for (const attempt of attempts) expect((await expectJson<PaymentResult>(attempt, 200)).status).toBe('requires_action');
        const waiting = await database.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
        expect(waiting.map((payment) => payment.status).sort()).toEqual(['cancelled', 'requires_action']);
      }
    });

    it('cannot be confirmed once the order is cancelled', async () => {
      const { who, order } = await orderWaiting();
      const attempt = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      await expectJson<Order>(await callApi(app, 'POST', `/api/account/order/${order.id}/cancel/`, { token: who.token }), 200);
      await expectError(await confirm(who, order.id, attempt.payment, true), 409, 'payment_not_pending');
    });

    it('answers 404 for a payment of another order', async () => {
      const { who, order } = await orderWaiting();
      const other = await orderWaiting();
      const attempt = await expectJson<PaymentResult>(await pay(other.who, other.order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      await expectError(await confirm(who, order.id, attempt.payment, true), 404, 'payment_not_found');
    });
  });

  it('refuses to pay a cancelled order, and to cancel a paid one', async () => {
    const cancelled = await orderWaiting();
    await expectJson<Order>(await callApi(app, 'POST', `/api/account/order/${cancelled.order.id}/cancel/`, { token: cancelled.who.token }), 200);
    await expectError(await pay(cancelled.who, cancelled.order.id, card(SANDBOX_TEST_CARDS.succeeds)), 409, 'order_not_payable');

    const paid = await orderWaiting();
    await expectJson<PaymentResult>(await pay(paid.who, paid.order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200);
    const stock = await stockOf(database.db, id(KEYBOARD));
    await expectError(
      await callApi(app, 'POST', `/api/account/order/${paid.order.id}/cancel/`, { token: paid.who.token }),
      409,
      'order_not_cancellable',
    );
    expect(await stockOf(database.db, id(KEYBOARD))).toBe(stock);
  });

  it('checks the card first, with a message per field in the storefront’s language', async () => {
    const { who, order } = await orderWaiting();
    const error = await expectError(
      await pay(who, order.id, { card_number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name_on_card: ' ' }),
      400,
      'validation_error',
    );
    expect(error.fields).toEqual({
      card_number: 'Card number is not correct',
      expiry: 'This card has expired',
      cvc: 'Enter the 3-digit security code (4 digits for American Express)',
      name_on_card: 'This is a required field',
    });
    const french = await expectError(
      await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds, { expiry: '2039-12' }), { query: '?country=FR' }),
      400,
      'validation_error',
    );
    expect(french.fields).toEqual({ expiry: serverFrFR['commerce.payment.expiry'] });
    const missing = await expectError(await pay(who, order.id, { card_number: SANDBOX_TEST_CARDS.succeeds }), 400, 'validation_error');
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['cvc', 'expiry', 'name_on_card']);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('accepts this month’s expiry and a 4-digit CVC for American Express', async () => {
    const { who, order } = await orderWaiting();
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    // An Amex test number passes the checks and the sandbox declines it (not a test card).
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card('378282246310005', { expiry: thisMonth, cvc: '1234' })), 200);
    expect(result.status).toBe('declined');
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.payment));
    expect(row).toMatchObject({ cardBrand: 'amex', cardLast4: '0005' });
  });

  describe('Idempotency-Key', () => {
    it('is required', async () => {
      const { who, order } = await orderWaiting();
      await expectError(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds), { key: null }), 400, 'idempotency_key_required');
    });

    it('replays an attempt retried with the same key: one payment', async () => {
      const { who, order } = await orderWaiting();
      const key = newIdempotencyKey();
      const first = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined), { key }), 200);
      const retry = await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined), { key });
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await expectJson<PaymentResult>(retry, 200)).toEqual(first);
      expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    });

    it('refuses the key with another card or another order, 422', async () => {
      const { who, order } = await orderWaiting();
      const key = newIdempotencyKey();
      await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined), { key }), 200);
      await expectError(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds), { key }), 422, 'idempotency_key_reused');
      // The same key on another of her orders is another request too.
      await expectJson(
        await callApi(app, 'POST', '/api/account/basket/product/', { token: who.token, body: { product: id(KEYBOARD), amount: 1 } }),
        200,
      );
      const [address] = await expectJson<ShippingAddress[]>(await callApi(app, 'GET', '/api/account/shipping_address/', { token: who.token }), 200);
      const second = await expectJson<Order>(
        await callApi(app, 'POST', '/api/account/basket/to_order/', {
          token: who.token,
          body: { shipping_address: address!.id, phone_number: '+447123456123' },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        201,
      );
      await expectError(await pay(who, second.id, card(SANDBOX_TEST_CARDS.declined), { key }), 422, 'idempotency_key_reused');
    });

    it('pays once when the same attempt arrives three times at once', async () => {
      const { who, order } = await orderWaiting();
      const key = newIdempotencyKey();
      const answers = await Promise.all([0, 1, 2].map(() => pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds), { key })));
      for (const response of answers) expect([200, 409]).toContain(response.status);
      expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    });
  });

  it('gives another customer 404 for the order, its payment and its confirmation', async () => {
    const { who, order } = await orderWaiting();
    const attempt = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
    const mallory = await createCustomer(database.db);
    await expectError(await pay(mallory, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 404, 'order_not_found');
    await expectError(await confirm(mallory, order.id, attempt.payment, true), 404, 'order_not_found');
    expect((await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: who.token }), 200)).status).toBe(
      'waiting_for_payment',
    );
  });

  describe('the order email', () => {
    const emailsTo = (recipient: string) => database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

    it('is written to the outbox when the order is paid, in the storefront’s language, linking to the orders', async () => {
      const { who, order } = await orderWaiting();
      await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.declined)), 200);
      expect(await emailsTo(who.email)).toEqual([]);
      await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200);
      const [email, ...more] = await emailsTo(who.email);
      expect(more).toEqual([]);
      expect(email).toMatchObject({
        kind: 'order-paid',
        subject: `Your Rigsmith order ${order.reference} is confirmed`,
        links: ['http://127.0.0.1:3000/account/orders'],
      });
      expect(email!.text).toContain('£159.99');
      expect(email!.text).toContain(order.reference);
    });

    it('follows a payment confirmed after authentication, in the storefront the order was placed on', async () => {
      const { who, order } = await orderWaiting();
      await database.db.update(orders).set({ storefrontCountry: 'DE' }).where(eq(orders.id, order.id));
      const attempt = await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.requiresAuthentication)), 200);
      expect(await emailsTo(who.email)).toEqual([]);
      await expectJson<PaymentResult>(await confirm(who, order.id, attempt.payment, true), 200);
      const [email] = await emailsTo(who.email);
      expect(email!.subject).toBe(`Ihre Rigsmith-Bestellung ${order.reference} ist bestätigt`);
      expect(email!.links).toEqual(['http://127.0.0.1:3000/de/account/orders']);
    });

    it('is not sent to a customer who turned order notifications off', async () => {
      const { who, order } = await orderWaiting();
      await database.db.update(users).set({ notifyOrders: false }).where(eq(users.id, who.id));
      await expectJson<PaymentResult>(await pay(who, order.id, card(SANDBOX_TEST_CARDS.succeeds)), 200);
      expect(await emailsTo(who.email)).toEqual([]);
    });
  });

  it('talks to the provider the app is given', async () => {
    const calls: string[] = [];
    const provider: PaymentProvider = {
      name: 'recording',
      async charge(request) {
        calls.push(`charge ${request.amount.amount} ${request.amount.currency} ${request.description} ${request.card.number.slice(-4)}`);
        return { status: 'succeeded', reference: 'rec_1' };
      },
      async confirm() {
        throw new Error('not used');
      },
      async refund() {
        throw new Error('not used');
      },
    };
    const { app: other } = createTestApp(database.db, { paymentProvider: provider });
    const { who, order } = await orderWaiting(other);
    const result = await expectJson<PaymentResult>(await pay(who, order.id, card('5555555555554444'), { target: other }), 200);
    expect(result.status).toBe('succeeded');
    expect(calls).toEqual([`charge 15999 gbp ${order.reference} 4444`]);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.payment));
    expect(row).toMatchObject({ provider: 'recording', providerReference: 'rec_1', cardBrand: 'mastercard' });
  });
});
