import {
  ALL_STOREFRONTS,
  currencyCodes,
  money,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminCouponStatus,
  type CouponChange,
  type CurrencyCode,
  type NewCoupon,
} from '@rigsmith/kit/domain';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons } from '../db/schema';
import type { CouponRow } from './coupons';
import { DomainError, invalidFields } from './domain-error';
import { pageCount, windowCount } from './paging';
import { recordAudit, type StaffActor } from './staff';
import { likePattern } from './validation';

/**
 * Coupons for the owner's back office: the list with uses and status, create, change the
 * use limit or end, expire now. Each change is one transaction with its audit entry
 * (before/after). Shoppers need nothing told: checkout looks the coupon up live on every
 * summary and order (services/coupons.ts `findLiveCoupon`), so an expired or used-up coupon
 * is refused there at once with the existing "The coupon is not valid" (SPEC §8).
 */

/**
 * A coupon's status now, as SQL, in the order it is decided: past its end (expired by hand
 * too) before used up, used up before not started. The same rules as `statusOf`.
 */
const statusSql = (now: Date) => sql<AdminCouponStatus>`case
  when ${coupons.validUntil} is not null and ${coupons.validUntil} <= ${now} then 'expired'
  when ${coupons.maxUses} is not null and ${coupons.timesUsed} >= ${coupons.maxUses} then 'used_up'
  when ${coupons.validFrom} is not null and ${coupons.validFrom} > ${now} then 'scheduled'
  else 'active' end`;

function statusOf(row: CouponRow, now: Date): AdminCouponStatus {
  if (row.validUntil !== null && row.validUntil <= now) return 'expired';
  if (row.maxUses !== null && row.timesUsed >= row.maxUses) return 'used_up';
  if (row.validFrom !== null && row.validFrom > now) return 'scheduled';
  return 'active';
}

const moneyList = (byCurrency: Partial<Record<CurrencyCode, number>> | null) =>
  currencyCodes.flatMap((currency) => (byCurrency?.[currency] === undefined ? [] : [money(byCurrency[currency], currency)]));

function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_bp: row.kind === 'percent' ? row.percentBp : null,
    amounts: row.kind === 'fixed' ? moneyList(row.amountByCurrency) : [],
    min_subtotals: moneyList(row.minSubtotalByCurrency),
    storefronts: row.countries ?? ALL_STOREFRONTS,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
    times_used: row.timesUsed,
    status: statusOf(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a coupon's terms. */
const audited = (row: CouponRow) => ({
  code: row.code,
  kind: row.kind,
  percent_bp: row.percentBp,
  amount_by_currency: row.amountByCurrency,
  min_subtotal_by_currency: row.minSubtotalByCurrency,
  countries: row.countries,
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  times_used: row.timesUsed,
});

/** GET admin/coupons/: newest first; `q` matches part of the code, `status` the state now. */
export async function listAdminCoupons(
  db: Database,
  query: { q?: string | undefined; status?: AdminCouponStatus | undefined; page: number; per_page: number },
  now = new Date(),
): Promise<AdminCouponPage> {
  const { page, per_page } = query;
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(ilike(coupons.code, likePattern(query.q)));
  if (query.status) conditions.push(eq(statusSql(now), query.status));
  const where = and(...conditions);
  const rows = await db
    .select({ row: coupons, count: windowCount() })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  const total = await pageCount(rows, page, async () => (await db.select({ count: count() }).from(coupons).where(where))[0]!.count);
  return { items: rows.map(({ row }) => toAdminCoupon(row, now)), count: total, page, per_page };
}

/** POST admin/coupons/: 409 `coupon_code_taken` when a coupon has the code already. */
export async function createAdminCoupon(db: Database, input: NewCoupon, staff: StaffActor, now = new Date()): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: input.code,
        kind: input.kind,
        percentBp: input.percent_bp,
        amountByCurrency: input.amount,
        minSubtotalByCurrency: input.min_subtotal,
        countries: input.storefronts === ALL_STOREFRONTS ? null : input.storefronts,
        validFrom: new Date(input.valid_from),
        validUntil: input.valid_until === null ? null : new Date(input.valid_until),
        maxUses: input.max_uses,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw new DomainError('coupon_code_taken', { code: input.code });
    await recordAudit(tx, { actor: staff, action: 'coupon.create', subject: `coupon:${row.id}`, before: null, after: audited(row) });
    return toAdminCoupon(row, now);
  });
}

async function lockCoupon(tx: Database, id: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw new DomainError('coupon_id_not_found');
  return row;
}

/**
 * PATCH admin/coupons/{id}/: the use limit, never below the uses so far (409
 * `coupon_limit_below_uses`), and the end, after now and after the start (400 on `valid_until`).
 * The row is locked, so a checkout spending a use cannot slip under the new limit.
 */
export async function updateAdminCoupon(db: Database, id: number, change: CouponChange, staff: StaffActor, now = new Date()): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const before = await lockCoupon(tx, id);
    const next: Partial<Pick<CouponRow, 'maxUses' | 'validUntil'>> = {};
    if (change.max_uses !== undefined) {
      if (change.max_uses !== null && change.max_uses < before.timesUsed) {
        throw new DomainError(
          'coupon_limit_below_uses',
          { used: before.timesUsed },
          { max_uses: { id: 'adminCoupons.limitBelowUses', values: { used: before.timesUsed } } },
        );
      }
      next.maxUses = change.max_uses;
    }
    if (change.valid_until !== undefined) {
      const until = change.valid_until === null ? null : new Date(change.valid_until);
      // An end already past would expire the coupon silently, back-dated: Expire is the way to end it now.
      if (until && until <= now) throw invalidFields({ valid_until: { id: 'adminCoupons.endInPast' } });
      if (until && before.validFrom && until <= before.validFrom) throw invalidFields({ valid_until: { id: 'adminCoupons.endBeforeStart' } });
      next.validUntil = until;
    }
    const [after] = await tx.update(coupons).set(next).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, { actor: staff, action: 'coupon.update', subject: `coupon:${id}`, before: audited(before), after: audited(after!) });
    return toAdminCoupon(after!, now);
  });
}

/**
 * POST admin/coupons/{id}/expire/: ends it now. A coupon already ended keeps its end and
 * is answered as it is, without an audit entry (nothing changed).
 */
export async function expireAdminCoupon(db: Database, id: number, staff: StaffActor, now = new Date()): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const before = await lockCoupon(tx, id);
    if (before.validUntil !== null && before.validUntil <= now) return toAdminCoupon(before, now);
    // Even a coupon not started yet ends now: it then never starts, and lists as expired.
    const [after] = await tx.update(coupons).set({ validUntil: now }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, { actor: staff, action: 'coupon.expire', subject: `coupon:${id}`, before: audited(before), after: audited(after!) });
    return toAdminCoupon(after!, now);
  });
}
