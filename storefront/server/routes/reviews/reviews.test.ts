import type { CaseModel } from '@rigsmith/kit/api';
import type { OrderReviews, ReviewSubmitted } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orderLines, reviews } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { callApi, expectError, expectJson, productIds, type Customer } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { insertTestOrder, markDelivered, type TestOrderLine } from '../../test/reviews';

/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review: submitted after
 * delivery", §5 "Review needs a title"): only the order's owner, only once delivered, one
 * per line, stored as the plain text typed, waiting for moderation.
 */

let database: TestDatabase;
let app: App;
let apex: TestOrderLine;
let titan: TestOrderLine;
let keyboard: TestOrderLine;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  const id = await productIds(database.db);
  apex = { productId: id('RS-APEX'), name: 'Rigsmith Apex RTX 5070', reference: 'RS-APEX' };
  titan = { productId: id('RS-TITAN'), name: 'Rigsmith Titan RTX 4090', reference: 'RS-TITAN' };
  keyboard = {
    productId: id('accessory-razer-blackwidow-v4'),
    name: 'Razer BlackWidow V4',
    reference: 'accessory-razer-blackwidow-v4',
    productClass: 'accessory',
  };
});
afterAll(() => database.close());

async function buyer(fullName = 'Ada Mary Lovelace'): Promise<Customer> {
  const user = await createTestUser(database.db, { fullName });
  return { ...user, token: await accessTokenFor(database.db, user.id) };
}

const reviewPath = (orderId: number, query = '') => `/api/account/order/${orderId}/review/${query}`;
const valid = { rating: 5, title: 'Fast and quiet', text: 'Runs everything at 1440p.' };

describe('GET /api/account/order/{id}/review/', () => {
  it('lists each line, which can be reviewed and whether it is', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex, keyboard]);
    const before = await expectJson<OrderReviews>(await callApi(app, 'GET', reviewPath(order.id), { token: customer.token }), 200);
    expect(before).toMatchObject({
      order_id: order.id,
      reviewable: true,
      lines: [
        { order_line: order.lineIds[0], name: 'Rigsmith Apex RTX 5070', reviewable: true, review: null },
        // Parts and accessories are reviewed too (their cards show the rating).
        { order_line: order.lineIds[1], name: 'Razer BlackWidow V4', reviewable: true, review: null },
      ],
    });
    await expectJson(
      await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body: { ...valid, order_line: order.lineIds[0] } }),
      201,
    );
    const after = await expectJson<OrderReviews>(await callApi(app, 'GET', reviewPath(order.id), { token: customer.token }), 200);
    expect(after.lines[0]?.review).toEqual({ id: expect.any(Number), status: 'pending', rating: 5, title: 'Fast and quiet' });
  });

  it('says an order not yet delivered cannot be reviewed', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex], 'shipped');
    const answer = await expectJson<OrderReviews>(await callApi(app, 'GET', reviewPath(order.id), { token: customer.token }), 200);
    expect(answer.reviewable).toBe(false);
  });

  it('answers 404 for someone else’s order and 401 signed out', async () => {
    const owner = await buyer();
    const order = await insertTestOrder(database.db, owner.id, [apex]);
    const stranger = await buyer();
    await expectError(await callApi(app, 'GET', reviewPath(order.id), { token: stranger.token }), 404, 'order_not_found');
    expect((await callApi(app, 'GET', reviewPath(order.id))).status).toBe(401);
  });
});

describe('POST /api/account/order/{id}/review/', () => {
  it('takes a review only after delivery, pending moderation, named by first name and initial', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex], 'shipped');
    const body = { ...valid, order_line: order.lineIds[0] };
    await expectError(await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body }), 409, 'order_not_reviewable');

    await markDelivered(database.db, order.id);
    const saved = await expectJson<ReviewSubmitted>(await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body }), 201);
    expect(saved).toEqual({ id: expect.any(Number), status: 'pending' });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, saved.id));
    expect(row).toMatchObject({
      author: 'Ada L.',
      userId: customer.id,
      orderId: order.id,
      orderLineId: order.lineIds[0],
      status: 'pending',
      verifiedPurchase: true,
      sample: false,
      locale: 'en-GB',
    });
  });

  it('names a buyer without a name in the language of the storefront the review is written on', async () => {
    const customer = await buyer('');
    const order = await insertTestOrder(database.db, customer.id, [apex]);
    const body = { ...valid, order_line: order.lineIds[0] };
    const saved = await expectJson<ReviewSubmitted>(
      await callApi(app, 'POST', reviewPath(order.id, '?country=DE'), { token: customer.token, body }),
      201,
    );
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, saved.id));
    expect(row).toMatchObject({ author: 'Ein Rigsmith-Kunde', locale: 'de-DE' });
  });

  it('refuses every other status than delivered', async () => {
    const customer = await buyer();
    for (const status of ['waiting_for_payment', 'in_progress', 'confirmed', 'shipped', 'cancelled'] as const) {
      const order = await insertTestOrder(database.db, customer.id, [apex], status);
      const body = { ...valid, order_line: order.lineIds[0] };
      await expectError(await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body }), 409, 'order_not_reviewable');
    }
  });

  it('lets only the owner review', async () => {
    const owner = await buyer();
    const order = await insertTestOrder(database.db, owner.id, [apex]);
    const stranger = await buyer();
    const body = { ...valid, order_line: order.lineIds[0] };
    await expectError(await callApi(app, 'POST', reviewPath(order.id), { token: stranger.token, body }), 404, 'order_not_found');
    expect((await callApi(app, 'POST', reviewPath(order.id), { body })).status).toBe(401);
    expect(await database.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
  });

  it('takes one review per line (409 review_exists next to the line), even when two race', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex, titan]);
    const body = { ...valid, order_line: order.lineIds[0] };
    const answers = await Promise.all([0, 1].map(() => callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await expectError(await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body }), 409, 'review_exists');
    expect(again.fields).toEqual({ order_line: 'You have already reviewed this item.' });
    // The other build of the same order is its own review.
    await expectJson(
      await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body: { ...body, order_line: order.lineIds[1] } }),
      201,
    );
  });

  it('refuses a line whose product the shop has removed, and a line of another order', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [keyboard]);
    const other = await insertTestOrder(database.db, customer.id, [apex]);
    // What deleting the product does to the lines that bought it (order_lines.product_id: on delete set null).
    await database.db.update(orderLines).set({ productId: null }).where(eq(orderLines.id, order.lineIds[0]!));
    const listed = await expectJson<OrderReviews>(await callApi(app, 'GET', reviewPath(order.id), { token: customer.token }), 200);
    expect(listed.lines[0]?.reviewable).toBe(false);
    await expectError(
      await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body: { ...valid, order_line: order.lineIds[0] } }),
      409,
      'order_line_not_reviewable',
    );
    await expectError(
      await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body: { ...valid, order_line: other.lineIds[0] } }),
      404,
      'order_item_not_found',
    );
  });

  it('needs a title (SPEC §5) with the SPEC’s message next to the field, in the storefront’s language', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex]);
    const body = { ...valid, title: '   ', order_line: order.lineIds[0] };
    const english = await expectError(await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body }), 400, 'validation_error');
    expect(english.fields).toEqual({ title: 'This is a required field' });
    const german = await expectError(
      await callApi(app, 'POST', reviewPath(order.id, '?country=DE'), { token: customer.token, body }),
      400,
      'validation_error',
    );
    expect(german.fields).toEqual({ title: 'Dies ist ein Pflichtfeld' });
  });

  it('bounds rating, title and text, with localised messages', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex]);
    const body = { order_line: order.lineIds[0], rating: 6, title: 'x'.repeat(201), text: 'x'.repeat(4001) };
    const refused = await expectError(
      await callApi(app, 'POST', reviewPath(order.id, '?country=FR'), { token: customer.token, body }),
      400,
      'validation_error',
    );
    expect(refused.fields).toEqual({
      rating: 'Choisissez une note de 1 à 5 étoiles',
      title: 'Ce texte est trop long (200 caractères au maximum)',
      text: 'Ce texte est trop long (4000 caractères au maximum)',
    });
  });

  it('stores the text exactly as typed (plain text, no markup processing)', async () => {
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex]);
    const text = '<script>alert("x")</script> & <b>bold</b>\nsecond line';
    const saved = await expectJson<ReviewSubmitted>(
      await callApi(app, 'POST', reviewPath(order.id), {
        token: customer.token,
        body: { ...valid, title: '<img src=x onerror=alert(1)>', text, order_line: order.lineIds[0] },
      }),
      201,
    );
    const [row] = await database.db.select({ title: reviews.title, text: reviews.text }).from(reviews).where(eq(reviews.id, saved.id));
    expect(row).toEqual({ title: '<img src=x onerror=alert(1)>', text });
  });

  it('shows nothing and counts nothing until a moderator approves', async () => {
    const before = await expectJson<CaseModel>(await callApi(app, 'GET', '/api/ecommerce/models/aurora/'), 200);
    const customer = await buyer();
    const order = await insertTestOrder(database.db, customer.id, [apex]);
    await expectJson(
      await callApi(app, 'POST', reviewPath(order.id), { token: customer.token, body: { ...valid, order_line: order.lineIds[0] } }),
      201,
    );
    const after = await expectJson<CaseModel>(await callApi(app, 'GET', '/api/ecommerce/models/aurora/'), 200);
    expect(after.reviews).toEqual(before.reviews);
    expect([after.rating, after.review_count]).toEqual([before.rating, before.review_count]);
  });
});
