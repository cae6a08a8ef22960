import type { Coupon } from '@rigsmith/kit/api';
import {
  countryCodes,
  meetsCouponMinimum,
  money,
  storefrontForCountry,
  type CountryCode,
  type CouponTerms,
  type CurrencyCode,
  type Storefront,
} from '@rigsmith/kit/domain';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons } from '../db/schema';
import { DomainError } from './domain-error';

/**
 * Voucher codes (SPEC §3 "Coupon state", §7 GET ecommerce/coupon/{code}/, §8).
 * A code is live from `valid_from` until (not including) `valid_until` and while it has
 * uses left. It is valid in the storefronts it lists (all when it lists none), and a
 * fixed-amount coupon only where it has an amount in that storefront's currency. Below
 * its minimum subtotal it takes nothing off.
 */

export type CouponRow = typeof coupons.$inferSelect;

/** What became of a coupon asked for in a summary or an order (SPEC §3 coupon status). */
export type CouponResolution = {
  code: string;
  status: 'success' | 'invalid-country' | 'invalid-coupon';
  /** The live coupon, when there is one by that code. */
  row: CouponRow | null;
  /** Its terms in the currency asked, when it applies. */
  terms: CouponTerms | null;
};

const CODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;

/** Codes are typed in any case and stored upper-case; anything that cannot be a code is null. */
export function normaliseCouponCode(code: string): string | null {
  const normalised = code.trim().toUpperCase();
  return CODE_PATTERN.test(normalised) ? normalised : null;
}

/** The coupon by that code if it is live now: started, not expired, uses left. */
export async function findLiveCoupon(db: Database, code: string, now = new Date()): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code);
  if (!normalised) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, normalised),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
        or(isNull(coupons.maxUses), lt(coupons.timesUsed, coupons.maxUses)),
      ),
    );
  return row ?? null;
}

/** The storefront countries a coupon is valid in (SPEC §7 "affected_locales"). */
export function couponCountries(row: CouponRow): CountryCode[] {
  const listed = row.countries ?? [...countryCodes];
  return listed.filter((country) => row.kind === 'percent' || row.amountByCurrency?.[storefrontForCountry(country).currency] !== undefined);
}

/** Its terms in a currency, for the kit's summary arithmetic. */
export function couponTerms(row: CouponRow, currency: CurrencyCode): CouponTerms | null {
  const minSubtotal = row.minSubtotalByCurrency?.[currency] ?? null;
  if (row.kind === 'percent') return { kind: 'percent', percentBp: row.percentBp!, minSubtotal };
  const amount = row.amountByCurrency?.[currency];
  return amount === undefined ? null : { kind: 'fixed', amount, minSubtotal };
}

/**
 * GET api/ecommerce/coupon/{code}/: the coupon in the storefront's currency, whichever
 * storefronts it is valid in (the client tells invalid-country from `affected_locales`).
 * 404 `coupon_not_found` for a code that is unknown, not started, expired or used up.
 */
export async function getCoupon(db: Database, code: string, { currency }: Storefront): Promise<Coupon> {
  const row = await findLiveCoupon(db, code);
  if (!row) throw new DomainError('coupon_not_found');
  const amount = row.kind === 'fixed' ? row.amountByCurrency?.[currency] : undefined;
  const minSubtotal = row.minSubtotalByCurrency?.[currency];
  return {
    code: row.code,
    kind: row.kind,
    percent_bp: row.kind === 'percent' ? row.percentBp : null,
    amount: amount === undefined ? null : money(amount, currency),
    min_subtotal: minSubtotal === undefined ? null : money(minSubtotal, currency),
    affected_locales: couponCountries(row).map((iso) => ({ iso_3166_1_a2: iso })),
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

/**
 * What a coupon asked for comes to on a cart with this subtotal in a storefront:
 * 'invalid-coupon' when there is no live coupon by that code or the subtotal is below its
 * minimum, 'invalid-country' when it is live but not valid in this storefront, else
 * 'success' with its terms.
 */
export async function resolveCoupon(db: Database, code: string, { country, currency }: Storefront, subtotal: number): Promise<CouponResolution> {
  const shown = code.trim().toUpperCase();
  const row = await findLiveCoupon(db, code);
  if (!row) return { code: shown, status: 'invalid-coupon', row: null, terms: null };
  const terms = couponTerms(row, currency);
  if (!couponCountries(row).includes(country) || !terms) return { code: row.code, status: 'invalid-country', row, terms: null };
  if (!meetsCouponMinimum(subtotal, terms)) return { code: row.code, status: 'invalid-coupon', row, terms: null };
  return { code: row.code, status: 'success', row, terms };
}

/**
 * Spends one use of a coupon for an order, inside its transaction: a conditional update,
 * so the last use goes to one order only. False when none was left.
 */
export async function useCoupon(tx: Database, couponId: number): Promise<boolean> {
  const used = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.timesUsed, coupons.maxUses))))
    .returning({ id: coupons.id });
  return used.length > 0;
}

/** Gives a use back (a cancelled order). */
export async function releaseCoupon(tx: Database, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
