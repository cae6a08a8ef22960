import type { Order } from '@rigsmith/kit/api';
import type { AdminOrderDetail, AdminOrderPage, AuditPage } from '@rigsmith/kit/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, coupons, orderEvents, outboxMessages, payments } from '../../db/schema';
import adminDeDE from '../../messages/admin/de-DE.json';
import adminEnGB from '../../messages/admin/en-GB.json';
import adminEsES from '../../messages/admin/es-ES.json';
import adminFrFR from '../../messages/admin/fr-FR.json';
import adminItIT from '../../messages/admin/it-IT.json';
import { createTestApp } from '../../test/app';
import { callApi, expectError, expectJson, productIds, setStock, stockOf } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { placeTestOrder } from '../../test/orders';
import { createStaff, type TestStaff } from '../../test/staff';

/**
 * The back office's order routes on a real database: the lifecycle to delivery with its
 * history, audit and emails; the machine refusing steps out of turn; the checks on the
 * carrier's tracking number and the delivery day; a staff cancel refunding and returning
 * stock; what each role may do.
 */

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;
let owner: TestStaff;
let fulfilment: TestStaff;
let support: TestStaff;

const KEYBOARD = 'accessory-razer-blackwidow-v4';

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
  await setStock(database.db, id(KEYBOARD), 1000);
  [owner, fulfilment, support] = await Promise.all([
    createStaff(database.db, 'owner'),
    createStaff(database.db, 'fulfilment'),
    createStaff(database.db, 'support'),
  ]);
});
afterAll(() => database.close());

const paidKeyboardOrder = (options: Parameters<typeof placeTestOrder>[3] = {}) => placeTestOrder(app, database.db, [[id(KEYBOARD), 1]], options);

const step = (who: TestStaff, orderId: number, action: string, body: object = {}) =>
  callApi(app, 'POST', `/api/admin/orders/${orderId}/${action}/`, { token: who.token, body });

const detail = (who: TestStaff, orderId: number) => callApi(app, 'GET', `/api/admin/orders/${orderId}/`, { token: who.token });

const emailsTo = (recipient: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);

const today = () => new Date().toISOString().slice(0, 10);

describe('the order lifecycle', () => {
  it('takes a paid order to delivered, keeping its history, audit and the customer’s emails', async () => {
    const { who, order } = await paidKeyboardOrder();
    expect(order.status).toBe('in_progress');

    const confirmed = await expectJson<AdminOrderDetail>(await step(fulfilment, order.id, 'confirm'), 200);
    expect(confirmed.order.status).toBe('confirmed');
    expect(confirmed.actions).toEqual(['ship', 'cancel']);

    const shipped = await expectJson<AdminOrderDetail>(
      await step(fulfilment, order.id, 'ship', { carrier: 'dpd', tracking_number: ' 1550-5000 1234 ' }),
      200,
    );
    expect(shipped.order).toMatchObject({ status: 'shipped', tracking_number: '155050001234' });
    expect(shipped.actions).toEqual(['deliver']);

    const delivered = await expectJson<AdminOrderDetail>(await step(fulfilment, order.id, 'deliver', {}), 200);
    expect(delivered.order).toMatchObject({ status: 'completed', delivered_on: today() });
    expect(delivered.actions).toEqual([]);
    expect(delivered.history.map((entry) => [entry.status, entry.actor])).toEqual([
      ['waiting_for_payment', 'customer'],
      ['in_progress', 'customer'],
      ['confirmed', 'staff'],
      ['shipped', 'staff'],
      ['completed', 'staff'],
    ]);
    expect(delivered.history[3]!.note).toBe('dpd 155050001234');
    expect(delivered.payment).toMatchObject({ status: 'succeeded', card_last4: '4242' });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${order.id}`))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      ['order.confirm', fulfilment.email, { status: 'in_progress' }, { status: 'confirmed' }],
      ['order.ship', fulfilment.email, { status: 'confirmed' }, { status: 'shipped', carrier: 'dpd', tracking_number: '155050001234' }],
      ['order.deliver', fulfilment.email, { status: 'shipped' }, { status: 'completed', delivered_on: today() }],
    ]);

    // The customer's own view: the carrier's tracking page and every step, without staff names.
    const mine = await expectJson<Order>(await callApi(app, 'GET', `/api/account/order/${order.id}/`, { token: who.token }), 200);
    expect(mine).toMatchObject({ carrier: 'dpd', tracking_url: 'https://www.dpd.com/tracking?parcelNumber=155050001234', delivered_on: today() });
    expect(mine.history).toEqual(delivered.history);
    expect(JSON.stringify(mine.history)).not.toContain(fulfilment.email);

    const emails = await emailsTo(who.email);
    expect(emails.map((email) => email.kind)).toEqual(['order-paid', 'order-confirmed', 'order-shipped', 'order-delivered']);
    expect(emails[2]!.links).toEqual(['https://www.dpd.com/tracking?parcelNumber=155050001234']);
    expect(emails[2]!.text).toContain('DPD');
    expect(emails[3]!.links[0]).toMatch(new RegExp(`/order/review\\?order=${order.id}$`));
  });

  it('refuses a step out of turn with 409 order_transition_not_allowed, changing nothing', async () => {
    const { order } = await paidKeyboardOrder();
    const error = await expectError(
      await step(fulfilment, order.id, 'ship', { carrier: 'dpd', tracking_number: 'AB123456' }),
      409,
      'order_transition_not_allowed',
    );
    expect(error.message).toBe(`Order ${order.reference} is in progress and cannot be shipped now.`);
    await expectError(await step(fulfilment, order.id, 'deliver'), 409, 'order_transition_not_allowed');
    const { order: unpaid } = await paidKeyboardOrder({ paid: false });
    await expectError(await step(fulfilment, unpaid.id, 'confirm'), 409, 'order_transition_not_allowed');
    const now = await expectJson<AdminOrderDetail>(await detail(owner, order.id), 200);
    expect(now.order.status).toBe('in_progress');
    expect(
      await database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.actor, 'staff'))),
    ).toEqual([]);
  });

  it('answers in the storefront’s language', async () => {
    const { order } = await paidKeyboardOrder();
    const error = await expectError(
      await callApi(app, 'POST', `/api/admin/orders/${order.id}/deliver/?country=DE`, { token: fulfilment.token, body: {} }),
      409,
      'order_transition_not_allowed',
    );
    expect(error.message).toBe(`Die Bestellung ${order.reference} ist in Bearbeitung und kann jetzt nicht als zugestellt markiert werden.`);
  });

  it('checks the tracking number and the carrier, 400 with fields', async () => {
    const { order } = await paidKeyboardOrder();
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    const bad = await expectError(await step(fulfilment, order.id, 'ship', { carrier: 'dpd', tracking_number: 'ab#1' }), 400, 'validation_error');
    expect(bad.fields).toEqual({ tracking_number: adminEnGB['admin.order.trackingNumber'] });
    const carrier = await expectError(
      await step(fulfilment, order.id, 'ship', { carrier: 'pigeon', tracking_number: 'AB123456' }),
      400,
      'validation_error',
    );
    expect(carrier.fields).toHaveProperty('carrier');
    const still = await expectJson<AdminOrderDetail>(await detail(fulfilment, order.id), 200);
    expect(still.order.status).toBe('confirmed');
  });

  it('takes a delivery day that is neither in the future nor before the day it shipped', async () => {
    const { order } = await paidKeyboardOrder();
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    await expectJson(await step(fulfilment, order.id, 'ship', { carrier: 'royal_mail', tracking_number: 'AB123456789GB' }), 200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await expectError(await step(fulfilment, order.id, 'deliver', { delivered_on: tomorrow }), 400, 'validation_error');
    expect(future.fields).toEqual({ delivered_on: adminEnGB['admin.order.deliveredInFuture'] });
    const early = await expectError(await step(fulfilment, order.id, 'deliver', { delivered_on: '2020-01-01' }), 400, 'validation_error');
    expect(early.fields?.delivered_on).toContain(today());
    const done = await expectJson<AdminOrderDetail>(await step(fulfilment, order.id, 'deliver', { delivered_on: today() }), 200);
    expect(done.order.delivered_on).toBe(today());
  });
});

describe('a staff cancel', () => {
  it('refunds a paid order, returns its stock and tells the customer why', async () => {
    const before = await stockOf(database.db, id(KEYBOARD));
    const { who, order } = await paidKeyboardOrder();
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    expect(await stockOf(database.db, id(KEYBOARD))).toBe(before - 1);

    const cancelled = await expectJson<AdminOrderDetail>(await step(support, order.id, 'cancel', { reason: 'The keyboard arrived damaged.' }), 200);
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({ status: 'refunded' });
    expect(await stockOf(database.db, id(KEYBOARD))).toBe(before);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundReference).toMatch(/^sbx_re_/);
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'staff',
      note: `The keyboard arrived damaged. (${payment!.refundReference})`,
    });

    const email = (await emailsTo(who.email)).at(-1)!;
    expect(email.kind).toBe('order-cancelled');
    expect(email.text).toContain('The keyboard arrived damaged.');
    expect(email.text).toContain('£159.99');
    expect(email.text).toContain(payment!.refundReference!);

    // Cancelling again is out of turn; the refund was made once.
    await expectError(await step(owner, order.id, 'cancel', { reason: 'again' }), 409, 'order_transition_not_allowed');
  });

  it('refunds once when two staff cancel, or one cancels while another ships, at the same moment', async () => {
    const before = await stockOf(database.db, id(KEYBOARD));
    const { order } = await paidKeyboardOrder();
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    const answers = await Promise.all([
      step(owner, order.id, 'cancel', { reason: 'First' }),
      step(support, order.id, 'cancel', { reason: 'Second' }),
      step(fulfilment, order.id, 'ship', { carrier: 'dpd', tracking_number: 'AB123456' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const [final] = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(desc(orderEvents.id)).limit(1);
    // Whichever won, the books balance: a cancel refunded and returned the keyboard, a ship kept both.
    if (final!.status === 'cancelled') {
      expect(payment!.status).toBe('refunded');
      expect(await stockOf(database.db, id(KEYBOARD))).toBe(before);
    } else {
      expect(final!.status).toBe('shipped');
      expect(payment!.status).toBe('succeeded');
      expect(await stockOf(database.db, id(KEYBOARD))).toBe(before - 1);
    }
    const steps = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${order.id}`));
    expect(steps).toHaveLength(2);
  });

  it('gives the coupon use back and refunds what was paid after the discount', async () => {
    const used = async () => (await database.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!.used;
    const before = await used();
    const { order } = await paidKeyboardOrder({ coupon: 'WELCOME10' });
    expect(await used()).toBe(before + 1);
    const cancelled = await expectJson<AdminOrderDetail>(await step(owner, order.id, 'cancel', { reason: 'Customer asked' }), 200);
    expect(await used()).toBe(before);
    expect(cancelled.payment).toMatchObject({ status: 'refunded', amount: order.total });
    expect(order.total.amount).toBeLessThan(159_99);
  });

  it('cancels an unpaid order without a refund', async () => {
    const { who, order } = await paidKeyboardOrder({ paid: false });
    const cancelled = await expectJson<AdminOrderDetail>(await step(owner, order.id, 'cancel', { reason: 'Duplicate order' }), 200);
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.payment).toBeNull();
    const email = (await emailsTo(who.email)).at(-1)!;
    expect(email.text).not.toContain('refund');
  });

  it('needs a reason and never cancels a shipped order', async () => {
    const { order } = await paidKeyboardOrder();
    const missing = await expectError(await step(owner, order.id, 'cancel', { reason: '   ' }), 400, 'validation_error');
    // The body is the kit contract's CancelOrderRequestSchema, answering with the API's own messages.
    expect(missing.fields).toEqual({ reason: 'reason is required' });
    await expectJson(await step(owner, order.id, 'confirm'), 200);
    await expectJson(await step(owner, order.id, 'ship', { carrier: 'ups', tracking_number: '1Z999AA10123456784' }), 200);
    await expectError(await step(owner, order.id, 'cancel', { reason: 'Too late' }), 409, 'order_transition_not_allowed');
  });

  it('changes nothing when the payment provider refuses the refund, 502 refund_failed', async () => {
    const { app: refusing } = createTestApp(database.db, {
      paymentProvider: {
        name: 'sandbox',
        charge: async () => ({ status: 'succeeded', reference: 'x' }),
        confirm: async () => ({ status: 'succeeded', reference: 'x' }),
        refund: async () => {
          throw new Error('provider down');
        },
      },
    });
    const before = await stockOf(database.db, id(KEYBOARD));
    const { order } = await paidKeyboardOrder();
    await expectError(
      await callApi(refusing, 'POST', `/api/admin/orders/${order.id}/cancel/`, { token: owner.token, body: { reason: 'x' } }),
      502,
      'refund_failed',
    );
    const still = await expectJson<AdminOrderDetail>(await detail(owner, order.id), 200);
    expect(still.order.status).toBe('in_progress');
    expect(still.payment?.status).toBe('succeeded');
    expect(await stockOf(database.db, id(KEYBOARD))).toBe(before - 1);
  });
});

describe('roles', () => {
  it('lets support cancel but not confirm, ship or deliver', async () => {
    const { order } = await paidKeyboardOrder();
    const seen = await expectJson<AdminOrderDetail>(await detail(support, order.id), 200);
    expect(seen.actions).toEqual(['cancel']);
    await expectError(await step(support, order.id, 'confirm'), 403, 'forbidden');
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    await expectError(await step(support, order.id, 'ship', { carrier: 'dpd', tracking_number: 'AB123456' }), 403, 'forbidden');
  });

  it('keeps the audit log and the staff list to the owner', async () => {
    for (const who of [fulfilment, support]) {
      await expectError(await callApi(app, 'GET', '/api/admin/audit/', { token: who.token }), 403, 'forbidden');
      await expectError(await callApi(app, 'GET', '/api/admin/staff/', { token: who.token }), 403, 'forbidden');
      await expectError(
        await callApi(app, 'POST', '/api/admin/staff/', { token: who.token, body: { email: 'x@rigsmith.example', full_name: 'X', role: 'owner' } }),
        403,
        'forbidden',
      );
    }
    const page = await expectJson<AuditPage>(
      await callApi(app, 'GET', '/api/admin/audit/?subject=' + `user:${support.id}`, { token: owner.token }),
      200,
    );
    expect(page.items).toMatchObject([{ action: 'staff.grant', actor_email: 'cli', after: { role: 'support' } }]);
    const past = await expectJson<AuditPage>(
      await callApi(app, 'GET', `/api/admin/audit/?subject=user:${support.id}&page=2`, { token: owner.token }),
      200,
    );
    expect(past).toMatchObject({ items: [], count: 1, page: 2 });
  });
});

describe('the order list', () => {
  it('searches by reference, email and name, filters by status and storefront, and pages', async () => {
    const { who, order } = await paidKeyboardOrder();
    const { order: unpaid } = await paidKeyboardOrder({ paid: false });
    const list = (query: string) => callApi(app, 'GET', `/api/admin/orders/${query}`, { token: support.token });

    const byReference = await expectJson<AdminOrderPage>(await list(`?q=${order.reference.slice(-6)}`), 200);
    expect(byReference.items.map((row) => row.id)).toEqual([order.id]);
    expect(byReference.items[0]).toMatchObject({
      email: who.email,
      customer_name: 'Ada Lovelace',
      quantity: 1,
      storefront: 'GB',
      total: { amount: 159_99 },
    });
    expect((await expectJson<AdminOrderPage>(await list(`?q=${who.email.toUpperCase()}`), 200)).items.map((row) => row.id)).toEqual([order.id]);
    expect((await expectJson<AdminOrderPage>(await list('?q=ada%20love'), 200)).count).toBeGreaterThanOrEqual(2);

    const waiting = await expectJson<AdminOrderPage>(await list('?status=waiting_for_payment&per_page=48'), 200);
    expect(waiting.items.every((row) => row.status === 'waiting_for_payment')).toBe(true);
    expect(waiting.items.map((row) => row.id)).toContain(unpaid.id);
    expect((await expectJson<AdminOrderPage>(await list('?storefront=FR'), 200)).count).toBe(0);

    const all = await expectJson<AdminOrderPage>(await list('?per_page=1'), 200);
    const second = await expectJson<AdminOrderPage>(await list('?per_page=1&page=2'), 200);
    expect(all.items[0]!.id).toBeGreaterThan(second.items[0]!.id);
    expect(second.count).toBe(all.count);
    const past = await expectJson<AdminOrderPage>(await list(`?per_page=1&page=${all.count + 1}`), 200);
    expect(past).toMatchObject({ items: [], count: all.count });

    const future = await expectJson<AdminOrderPage>(await list('?from=2099-01-01'), 200);
    expect(future.count).toBe(0);
    const todays = await expectJson<AdminOrderPage>(await list(`?from=${today()}&to=${today()}`), 200);
    expect(todays.count).toBe(all.count);
    await expectError(await list('?from=yesterday'), 400, 'validation_error');
  });

  it('shows an order placed before the history was kept from its own dates', async () => {
    const { order } = await paidKeyboardOrder();
    await database.db.delete(orderEvents).where(eq(orderEvents.orderId, order.id));
    const seen = await expectJson<AdminOrderDetail>(await detail(owner, order.id), 200);
    expect(seen.history.map((entry) => entry.status)).toEqual(['waiting_for_payment', 'in_progress']);
  });

  it('answers 404 for no such order', async () => {
    await expectError(await detail(owner, 2_000_000), 404, 'order_not_found');
    await expectError(await step(owner, 2_000_000, 'confirm'), 404, 'order_not_found');
  });
});

describe('the customer’s emails, in the storefront the order was placed on', () => {
  const subjects = {
    GB: adminEnGB,
    FR: adminFrFR,
    IT: adminItIT,
    ES: adminEsES,
    DE: adminDeDE,
  } as const;

  it.each(Object.keys(subjects) as (keyof typeof subjects)[])('%s: confirmed, shipped, delivered; cancelled by the shop', async (country) => {
    const catalogue = subjects[country];
    const subject = (id: keyof typeof adminEnGB, reference: string) => catalogue[id].replace('{reference}', reference);

    const { who, order } = await paidKeyboardOrder({ country });
    await expectJson(await step(fulfilment, order.id, 'confirm'), 200);
    await expectJson(await step(fulfilment, order.id, 'ship', { carrier: 'gls', tracking_number: 'GLS1234567' }), 200);
    await expectJson(await step(fulfilment, order.id, 'deliver'), 200);
    const { who: other, order: cancelled } = await paidKeyboardOrder({ country });
    await expectJson(await step(support, cancelled.id, 'cancel', { reason: 'Out of stock' }), 200);

    const sent = (await emailsTo(who.email)).filter((email) => email.kind !== 'order-paid');
    expect(sent.map((email) => email.subject)).toEqual([
      subject('admin.email.orderConfirmed.subject', order.reference),
      subject('admin.email.orderShipped.subject', order.reference),
      subject('admin.email.orderDelivered.subject', order.reference),
    ]);
    expect(sent[1]!.links).toEqual(['https://gls-group.com/track/GLS1234567']);
    const prefix = country === 'GB' ? '' : `/${country.toLowerCase()}`;
    expect(new URL(sent[2]!.links[0]!).pathname + new URL(sent[2]!.links[0]!).search).toBe(`${prefix}/order/review?order=${order.id}`);
    const [cancelEmail] = (await emailsTo(other.email)).filter((email) => email.kind === 'order-cancelled');
    expect(cancelEmail!.subject).toBe(subject('admin.email.orderCancelled.subject', cancelled.reference));
  });
});
