import type { BuildListing, CaseModel, CaseModelSummary } from '@rigsmith/kit/api';
import type { AdminReview, ReviewSubmitted } from '@rigsmith/kit/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { callApi, createCustomer, expectError, expectJson, productIds } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { insertTestOrder } from '../../test/reviews';
import { createStaff, type TestStaff } from '../../test/staff';

/**
 * The review moderation queue: support (and the owner) approve or hide, fulfilment may not;
 * every decision is audited, and the model page, its summary and the listing cards change
 * their rating and count together with what the page shows.
 */

let database: TestDatabase;
let app: App;
let support: TestStaff;
let fulfilment: TestStaff;
let apexId: number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  support = await createStaff(database.db, 'support');
  fulfilment = await createStaff(database.db, 'fulfilment');
  apexId = (await productIds(database.db))('RS-APEX');
});
afterAll(() => database.close());

/** A delivered Apex reviewed by a new customer: the pending review's id. */
async function pendingReview(body: { rating: number; title: string; text?: string }): Promise<number> {
  const customer = await createCustomer(database.db);
  const order = await insertTestOrder(database.db, customer.id, [{ productId: apexId, name: 'Rigsmith Apex RTX 5070', reference: 'RS-APEX' }]);
  const saved = await expectJson<ReviewSubmitted>(
    await callApi(app, 'POST', `/api/account/order/${order.id}/review/`, { token: customer.token, body: { ...body, order_line: order.lineIds[0] } }),
    201,
  );
  return saved.id;
}

const model = () => callApi(app, 'GET', '/api/ecommerce/models/aurora/').then((answer) => expectJson<CaseModel>(answer, 200));

/** The model's rating and count as its page, the models list and its listing cards give them. */
async function figuresEverywhere() {
  const page = await model();
  const summary = (await expectJson<CaseModelSummary[]>(await callApi(app, 'GET', '/api/ecommerce/models/'), 200)).find(
    (entry) => entry.slug === 'aurora',
  )!;
  const cards = (await expectJson<BuildListing>(await callApi(app, 'GET', '/api/ecommerce/builds/?model=aurora&per_page=48'), 200)).items;
  return {
    page: { rating: page.rating, count: page.review_count, shown: page.reviews.length },
    summary: { rating: summary.rating, count: summary.review_count },
    cards: cards.reduce((total, card) => total + card.review_count, 0),
    shownStars: page.reviews.reduce((total, review) => total + review.rating, 0),
  };
}

function expectAgreement(figures: Awaited<ReturnType<typeof figuresEverywhere>>) {
  expect(figures.page.count).toBe(figures.page.shown);
  expect(figures.summary).toEqual({ rating: figures.page.rating, count: figures.page.count });
  expect(figures.cards).toBe(figures.page.count);
  expect(figures.page.rating).toBe(Math.round((figures.shownStars * 10) / figures.page.shown) / 10);
}

describe('api/admin/reviews', () => {
  it('lists pending reviews for support, oldest first, with what and whose order they are of', async () => {
    const first = await pendingReview({ rating: 4, title: 'First in' });
    const second = await pendingReview({ rating: 2, title: 'Second in' });
    const queue = await expectJson<AdminReview[]>(await callApi(app, 'GET', '/api/admin/reviews/?status=pending', { token: support.token }), 200);
    const ids = queue.map((review) => review.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.find((review) => review.id === first)).toMatchObject({
      status: 'pending',
      title: 'First in',
      origin: 'verified_purchase',
      build: { reference: 'RS-APEX', model: 'aurora' },
      order_reference: expect.stringMatching(/^RS-2026-/),
      hidden_reason: null,
    });
  });

  it('refuses fulfilment (403 forbidden) on every moderation call', async () => {
    const id = await pendingReview({ rating: 5, title: 'Not for fulfilment' });
    const token = fulfilment.token;
    await expectError(await callApi(app, 'GET', '/api/admin/reviews/', { token }), 403, 'forbidden');
    await expectError(await callApi(app, 'POST', `/api/admin/reviews/${id}/approve/`, { token }), 403, 'forbidden');
    await expectError(await callApi(app, 'POST', `/api/admin/reviews/${id}/hide/`, { token, body: { reason: 'no' } }), 403, 'forbidden');
  });

  it('approving shows the review as a verified purchase and moves rating and count everywhere together, audited', async () => {
    const before = await figuresEverywhere();
    expectAgreement(before);
    const id = await pendingReview({ rating: 1, title: 'Arrived broken', text: 'The GPU was loose.' });

    const approved = await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${id}/approve/`, { token: support.token }), 200);
    expect(approved).toEqual({ id, status: 'approved' });
    const page = await model();
    expect(page.reviews.find((review) => review.id === id)).toMatchObject({ origin: 'verified_purchase', title: 'Arrived broken', locale: 'en-GB' });
    const after = await figuresEverywhere();
    expectAgreement(after);
    expect(after.page.count).toBe(before.page.count + 1);
    expect(after.page.rating).toBeLessThan(before.page.rating!);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `review:${id}`), eq(auditLog.action, 'review.approve')));
    expect(entries).toMatchObject([
      {
        actorUserId: support.id,
        actorEmail: support.email,
        before: { status: 'pending', hidden_reason: null },
        after: { status: 'approved', hidden_reason: null },
      },
    ]);
    await expectError(await callApi(app, 'POST', `/api/admin/reviews/${id}/approve/`, { token: support.token }), 409, 'review_status_unchanged');
  });

  it('hiding needs a reason, takes the review off the page and out of the figures, audited', async () => {
    const id = await pendingReview({ rating: 5, title: 'Buy my course at example.com' });
    await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${id}/approve/`, { token: support.token }), 200);
    const shown = await figuresEverywhere();

    const refused = await expectError(
      await callApi(app, 'POST', `/api/admin/reviews/${id}/hide/`, { token: support.token, body: { reason: ' ' } }),
      400,
      'validation_error',
    );
    expect(refused.fields).toEqual({ reason: 'This is a required field' });
    await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${id}/hide/`, { token: support.token, body: { reason: 'Advertising' } }), 200);

    expect((await model()).reviews.some((review) => review.id === id)).toBe(false);
    const hidden = await figuresEverywhere();
    expectAgreement(hidden);
    expect(hidden.page.count).toBe(shown.page.count - 1);
    const queue = await expectJson<AdminReview[]>(await callApi(app, 'GET', '/api/admin/reviews/?status=hidden', { token: support.token }), 200);
    expect(queue.find((review) => review.id === id)?.hidden_reason).toBe('Advertising');
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `review:${id}`), eq(auditLog.action, 'review.hide')));
    expect(entry).toMatchObject({ before: { status: 'approved' }, after: { status: 'hidden', hidden_reason: 'Advertising' } });
  });

  it('answers 404 review_not_found for an unknown review', async () => {
    await expectError(await callApi(app, 'POST', '/api/admin/reviews/999999/approve/', { token: support.token }), 404, 'review_not_found');
  });
});
