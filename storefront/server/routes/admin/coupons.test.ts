import type { AdminCoupon, AdminCouponPage, CartSummary, CreateCouponRequest } from '@rigsmith/kit/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, coupons } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { callApi, createCustomer, expectError, expectJson, productIds } from '../../test/commerce';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';
import { createStaff, type TestStaff } from '../../test/staff';

/**
 * Coupons in the back office on a real database: the owner alone manages them; a new
 * coupon is checked with the kit's schema (message next to each field, in the storefront's
 * language); every change is audited; and shoppers feel an expiry or a spent limit at once.
 */

let database: TestDatabase;
let app: App;
let id: (reference: string) => number;
let owner: TestStaff;
let fulfilment: TestStaff;
let support: TestStaff;

const SSD = 'storage-samsung-990-pro-1tb'; // £89.99 / €104.99

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
  id = await productIds(database.db);
  owner = await createStaff(database.db, 'owner');
  fulfilment = await createStaff(database.db, 'fulfilment');
  support = await createStaff(database.db, 'support');
});
afterAll(() => database.close());

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();
const newCoupon = (overrides: Partial<CreateCouponRequest> = {}): CreateCouponRequest => ({
  code: `T${crypto.randomUUID().slice(0, 8)}`,
  kind: 'percent',
  percent: 15,
  storefronts: ['GB'],
  valid_from: yesterday(),
  ...overrides,
});
const create = (who: TestStaff, body: object, query = '') => callApi(app, 'POST', `/api/admin/coupons/${query}`, { token: who.token, body });
const created = async (overrides: Partial<CreateCouponRequest> = {}) => expectJson<AdminCoupon>(await create(owner, newCoupon(overrides)), 201);
const list = async (query: string) =>
  expectJson<AdminCouponPage>(await callApi(app, 'GET', `/api/admin/coupons/${query}`, { token: owner.token }), 200);
const expire = (couponId: number) => callApi(app, 'POST', `/api/admin/coupons/${couponId}/expire/`, { token: owner.token });
const patch = (couponId: number, body: object) => callApi(app, 'PATCH', `/api/admin/coupons/${couponId}/`, { token: owner.token, body });
const lookUp = (code: string, query = '') => callApi(app, 'GET', `/api/ecommerce/coupon/${code}/${query}`);
const guestSummary = async (coupon: string, query = '') =>
  expectJson<CartSummary>(
    await callApi(app, 'POST', `/api/account/basket/calculate_summary_for_products/${query}`, {
      body: { coupon, products: [{ product: id(SSD), amount: 1 }] },
    }),
    200,
  );
const auditOf = (couponId: number, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, `coupon:${couponId}`), eq(auditLog.action, action)));

describe('who may manage coupons', () => {
  it('is the owner only: fulfilment and support get 403 forbidden on every call', async () => {
    const coupon = await created();
    for (const who of [fulfilment, support]) {
      await expectError(await callApi(app, 'GET', '/api/admin/coupons/', { token: who.token }), 403, 'forbidden');
      await expectError(await create(who, newCoupon()), 403, 'forbidden');
      await expectError(
        await callApi(app, 'PATCH', `/api/admin/coupons/${coupon.id}/`, { token: who.token, body: { max_uses: 5 } }),
        403,
        'forbidden',
      );
      await expectError(await callApi(app, 'POST', `/api/admin/coupons/${coupon.id}/expire/`, { token: who.token }), 403, 'forbidden');
    }
    await expectError(await callApi(app, 'GET', '/api/admin/coupons/', { token: (await createCustomer(database.db)).token }), 403, 'not_staff');
    expect((await list(`?q=${coupon.code}`)).items).toHaveLength(1);
  });
});

describe('POST /api/admin/coupons/', () => {
  it('creates a UK-only fixed coupon, audited, that a UK shopper can use and a French shopper cannot', async () => {
    const coupon = await expectJson<AdminCoupon>(
      await create(owner, newCoupon({ code: ' uk-tenner ', kind: 'fixed', amount: { gbp: 1000, eur: 1200 }, max_uses: 50 })),
      201,
    );
    expect(coupon).toMatchObject({
      code: 'UK-TENNER',
      kind: 'fixed',
      percent_bp: null,
      amounts: [{ amount: 1000, currency: 'gbp' }],
      min_subtotals: [],
      storefronts: ['GB'],
      max_uses: 50,
      times_used: 0,
      status: 'active',
    });
    const [entry] = await auditOf(coupon.id, 'coupon.create');
    expect(entry).toMatchObject({
      actorEmail: owner.email,
      before: null,
      after: { code: 'UK-TENNER', amount_by_currency: { gbp: 1000 }, countries: ['GB'] },
    });

    expect(await guestSummary('uk-tenner')).toMatchObject({ coupon: { code: 'UK-TENNER', status: 'success' }, discount: { amount: 1000 } });
    expect(await guestSummary('UK-TENNER', '?country=FR&currency=eur')).toMatchObject({
      coupon: { status: 'invalid-country' },
      discount: { amount: 0 },
    });
  });

  it('refuses a duplicate code, whatever its case, with 409 and fields.code', async () => {
    const first = await created();
    const error = await expectError(await create(owner, newCoupon({ code: first.code.toLowerCase() })), 409, 'coupon_code_taken');
    expect(error.fields).toEqual({ code: `There is already a coupon ${first.code}.` });
    expect(await database.db.select().from(coupons).where(eq(coupons.code, first.code))).toHaveLength(1);
    await expectError(await create(owner, newCoupon({ code: 'WELCOME10' })), 409, 'coupon_code_taken');
  });

  it('checks the fields with the kit’s schema, each message next to its field, in the storefront’s language', async () => {
    const error = await expectError(
      await create(owner, {
        ...newCoupon({ kind: 'fixed', storefronts: 'all', amount: { gbp: 500 }, max_uses: 0 }),
        code: 'a b',
        valid_until: yesterday(),
        valid_from: nextYear(),
      }),
      400,
      'validation_error',
    );
    expect(error.fields).toMatchObject({
      code: 'Use 3 to 64 letters, digits, hyphens or underscores',
      max_uses: 'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit',
    });
    const german = await expectError(await create(owner, newCoupon({ storefronts: [] }), '?country=DE'), 400, 'validation_error');
    expect(german.fields).toEqual({ storefronts: 'Wählen Sie mindestens einen Shop' });
    const cross = await expectError(
      await create(owner, newCoupon({ kind: 'fixed', storefronts: 'all', amount: { gbp: 500 }, valid_until: yesterday(), valid_from: nextYear() })),
      400,
      'validation_error',
    );
    expect(cross.fields).toEqual({ 'amount.eur': 'Enter an amount greater than 0', valid_until: 'The end date must be after the start date' });
    const { code: _code, ...codeless } = newCoupon();
    expect((await expectError(await create(owner, codeless), 400, 'validation_error')).fields).toEqual({ code: 'This is a required field' });
  });
});

describe('GET /api/admin/coupons/', () => {
  it('lists each coupon with its uses and status, newest first; filters by status and searches the code', async () => {
    const everything = await list('?per_page=48');
    expect(everything.count).toBe(everything.items.length);
    const byCode = new Map(everything.items.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get('WELCOME10')).toMatchObject({ status: 'active', storefronts: 'all', percent_bp: 1000, times_used: 0 });
    expect(byCode.get('SUMMER24')).toMatchObject({ status: 'expired' });
    expect(byCode.get('LAUNCH20')).toMatchObject({ status: 'used_up', max_uses: 100, times_used: 100 });
    expect(byCode.get('SAVE50')).toMatchObject({
      amounts: [
        { amount: 5000, currency: 'gbp' },
        { amount: 6000, currency: 'eur' },
      ],
    });
    const times = everything.items.map((coupon) => coupon.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const later = await created({ valid_from: nextYear() });
    for (const status of ['active', 'expired', 'used_up', 'scheduled'] as const) {
      const page = await list(`?status=${status}&per_page=48`);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((coupon) => coupon.status === status)).toBe(true);
    }
    expect((await list('?status=scheduled')).items.map((coupon) => coupon.code)).toContain(later.code);
    expect((await list('?q=launch')).items.map((coupon) => coupon.code)).toEqual(['LAUNCH20']);
    expect(await list('?per_page=1&page=999')).toMatchObject({ items: [], count: everything.count + 1 });
    await expectError(await callApi(app, 'GET', '/api/admin/coupons/?status=gone', { token: owner.token }), 400, 'validation_error');
  });
});

describe('POST /api/admin/coupons/{id}/expire/', () => {
  it('ends it now, audited: the shopper’s lookup and summary then refuse it with the existing message', async () => {
    const coupon = await created({ storefronts: 'all' });
    expect(await guestSummary(coupon.code)).toMatchObject({ coupon: { status: 'success' } });

    const expired = await expectJson<AdminCoupon>(await expire(coupon.id), 200);
    expect(expired.status).toBe('expired');
    expect(Date.parse(expired.valid_until!)).toBeLessThanOrEqual(Date.now());
    const error = await expectError(await lookUp(coupon.code), 404, 'coupon_not_found');
    expect(error.message).toBe('The coupon is not valid');
    expect(await guestSummary(coupon.code)).toMatchObject({ coupon: { status: 'invalid-coupon' }, discount: { amount: 0 } });
    const [entry] = await auditOf(coupon.id, 'coupon.expire');
    expect(entry).toMatchObject({ before: { valid_until: null }, after: { valid_until: expired.valid_until } });

    // Expiring again changes nothing and writes nothing.
    expect(await expectJson<AdminCoupon>(await expire(coupon.id), 200)).toEqual(expired);
    expect(await auditOf(coupon.id, 'coupon.expire')).toHaveLength(1);
  });

  it('expires a coupon not started yet, and answers 404 for no coupon', async () => {
    const later = await created({ valid_from: nextYear() });
    expect(await expectJson<AdminCoupon>(await expire(later.id), 200)).toMatchObject({ status: 'expired' });
    await expectError(await expire(999_999), 404, 'coupon_id_not_found');
  });
});

describe('PATCH /api/admin/coupons/{id}/', () => {
  it('changes the use limit, never below the uses so far; the shopper is refused once it is reached', async () => {
    const coupon = await created({ max_uses: 50 });
    await database.db.update(coupons).set({ timesUsed: 3 }).where(eq(coupons.id, coupon.id));
    expect((await list(`?q=${coupon.code}`)).items[0]).toMatchObject({ times_used: 3, max_uses: 50 });

    const below = await expectError(await patch(coupon.id, { max_uses: 2 }), 409, 'coupon_limit_below_uses');
    expect(below.fields).toEqual({ max_uses: 'This coupon has been used 3 times: the limit cannot be lower.' });

    const reached = await expectJson<AdminCoupon>(await patch(coupon.id, { max_uses: 3 }), 200);
    expect(reached).toMatchObject({ max_uses: 3, times_used: 3, status: 'used_up' });
    expect(await guestSummary(coupon.code)).toMatchObject({ coupon: { status: 'invalid-coupon' } });
    await expectError(await lookUp(coupon.code), 404, 'coupon_not_found');
    const [entry] = await auditOf(coupon.id, 'coupon.update');
    expect(entry).toMatchObject({ actorEmail: owner.email, before: { max_uses: 50 }, after: { max_uses: 3 } });

    expect(await expectJson<AdminCoupon>(await patch(coupon.id, { max_uses: null }), 200)).toMatchObject({ max_uses: null, status: 'active' });
  });

  it('changes the end date, after now and after the start only', async () => {
    const coupon = await created();
    const end = nextYear();
    expect(await expectJson<AdminCoupon>(await patch(coupon.id, { valid_until: end }), 200)).toMatchObject({ valid_until: end, status: 'active' });
    const early = await expectError(
      await patch(coupon.id, { valid_until: new Date(Date.parse(coupon.valid_from!) - 1000).toISOString() }),
      400,
      'validation_error',
    );
    expect(early.fields).toEqual({ valid_until: 'The end date cannot be in the past: expire the coupon to end it now.' });
    const later = await created({ valid_from: nextYear() });
    const beforeStart = await expectError(await patch(later.id, { valid_until: end }), 400, 'validation_error');
    expect(beforeStart.fields).toEqual({ valid_until: 'The end date must be after the start date.' });
    expect((await list(`?q=${coupon.code}`)).items[0]).toMatchObject({ valid_until: end });
    const empty = await expectError(await patch(coupon.id, {}), 400, 'validation_error');
    expect(empty.fields).toEqual({ max_uses: 'Change the use limit or the end date' });
    await expectError(await patch(999_999, { max_uses: 5 }), 404, 'coupon_id_not_found');
  });
});
