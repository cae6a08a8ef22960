import type { BuildListing, CaseModel, CaseModelSummary, PartListing } from '@rigsmith/kit/api';
import type { AdminReview, ReviewSubmitted } from '@rigsmith/kit/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, customBuilds } from '../../db/schema';
import { reviewedModel } from '../../services/reviews';
import { createTestApp } from '../../test/app';
import { callApi, COMPLETE_BUILD, createCustomer, expectError, expectJson, insertCustomBuild, productIds } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { insertTestOrder, type TestOrderLine } from '../../test/reviews';
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
let id: (reference: string) => number;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  support = await createStaff(database.db, 'support');
  fulfilment = await createStaff(database.db, 'fulfilment');
  id = await productIds(database.db);
  apexId = id('RS-APEX');
});
afterAll(() => database.close());

/** A delivered Apex (or `line`) reviewed by a new customer: the pending review's id. */
async function pendingReview(
  body: { rating: number; title: string; text?: string },
  line: TestOrderLine = { productId: apexId, name: 'Rigsmith Apex RTX 5070', reference: 'RS-APEX' },
): Promise<number> {
  const customer = await createCustomer(database.db);
  const order = await insertTestOrder(database.db, customer.id, [line]);
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
      product: { reference: 'RS-APEX', model: 'aurora' },
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

  it('a custom PC’s review shows on the model page of its case, and counts there and only there', async () => {
    const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const custom = await insertCustomBuild(database.db, null, complete, 'My Vanguard build');
    const vanguard = () => callApi(app, 'GET', '/api/ecommerce/models/vanguard/').then((answer) => expectJson<CaseModel>(answer, 200));
    const [vanguardBefore, auroraBefore] = [await vanguard(), await figuresEverywhere()];

    const reviewId = await pendingReview(
      { rating: 2, title: 'My own Vanguard' },
      { productId: custom, name: 'My Vanguard build', reference: 'PC-CUSTOM', productClass: 'pc-build' },
    );
    const queue = await expectJson<AdminReview[]>(await callApi(app, 'GET', '/api/admin/reviews/?status=pending', { token: support.token }), 200);
    expect(queue.find((review) => review.id === reviewId)?.product).toMatchObject({ name: 'My Vanguard build', model: 'vanguard' });
    await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${reviewId}/approve/`, { token: support.token }), 200);

    const after = await vanguard();
    expect(after.reviews.find((review) => review.id === reviewId)).toMatchObject({ title: 'My own Vanguard', origin: 'verified_purchase' });
    expect(after.review_count).toBe(vanguardBefore.review_count + 1);
    expect(after.review_count).toBe(after.reviews.length);
    const stars = after.reviews.reduce((total, review) => total + review.rating, 0);
    expect(after.rating).toBe(Math.round((stars * 10) / after.reviews.length) / 10);
    const summary = (await expectJson<CaseModelSummary[]>(await callApi(app, 'GET', '/api/ecommerce/models/'), 200)).find(
      (entry) => entry.slug === 'vanguard',
    );
    expect([summary?.rating, summary?.review_count]).toEqual([after.rating, after.review_count]);
    // It is no pre-built build's review: no card's count moves, and the other model is untouched.
    const cards = (await expectJson<BuildListing>(await callApi(app, 'GET', '/api/ecommerce/builds/?model=vanguard&per_page=48'), 200)).items;
    expect(cards.reduce((total, card) => total + card.review_count, 0)).toBe(
      vanguardBefore.builds.reduce((total, card) => total + card.review_count, 0),
    );
    expect(await figuresEverywhere()).toEqual(auroraBefore);
  });

  it('a custom PC customised from a pre-built one belongs to that build’s model; a part to none', async () => {
    const complete = COMPLETE_BUILD.map((reference) => [id(reference), 1] as [number, number]);
    const custom = await insertCustomBuild(database.db, null, complete);
    expect(await reviewedModel(database.db, custom)).toBe('vanguard');
    await database.db.update(customBuilds).set({ baseProductId: apexId }).where(eq(customBuilds.productId, custom));
    expect(await reviewedModel(database.db, custom)).toBe('aurora');
    expect(await reviewedModel(database.db, apexId)).toBe('aurora');
    expect(await reviewedModel(database.db, id('accessory-razer-blackwidow-v4'))).toBeNull();
  });

  it('a part’s or accessory’s approved review rates it on the parts listing, and no model page', async () => {
    const keyboard = id('accessory-razer-blackwidow-v4');
    const listed = async () =>
      (await expectJson<PartListing>(await callApi(app, 'GET', '/api/ecommerce/parts/?category=accessory&per_page=48'), 200)).items.find(
        (part) => part.product_id === keyboard,
      );
    expect(await listed()).toMatchObject({ rating: null, review_count: 0 });
    const models = await expectJson<CaseModelSummary[]>(await callApi(app, 'GET', '/api/ecommerce/models/'), 200);

    const line = { productId: keyboard, name: 'Razer BlackWidow V4', reference: 'accessory-razer-blackwidow-v4', productClass: 'accessory' as const };
    const first = await pendingReview({ rating: 5, title: 'Clicky' }, line);
    const second = await pendingReview({ rating: 4, title: 'Loud but good' }, line);
    expect(await listed()).toMatchObject({ rating: null, review_count: 0 });
    await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${first}/approve/`, { token: support.token }), 200);
    await expectJson(await callApi(app, 'POST', `/api/admin/reviews/${second}/approve/`, { token: support.token }), 200);
    expect(await listed()).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(await expectJson<CaseModelSummary[]>(await callApi(app, 'GET', '/api/ecommerce/models/'), 200)).toEqual(models);
  });

  it('answers 404 review_not_found for an unknown review', async () => {
    await expectError(await callApi(app, 'POST', '/api/admin/reviews/999999/approve/', { token: support.token }), 404, 'review_not_found');
  });
});
