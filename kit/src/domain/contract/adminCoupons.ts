/**
 * The back office's coupons (owner only, permission `coupons.manage`): list, create,
 * change the use limit or end date, expire now. Every change is audited. Errors are the
 * usual `{ code, message, fields? }`; a new coupon's rules are the kit's `newCouponSchema`.
 */
import type { CouponChange, CouponStorefronts, NewCouponInput } from '../commerce/couponTerms';
import type { Money } from '../money';
import type { Page } from './catalogue';

/**
 * Where a coupon stands now: not started yet, live, past its end (or expired by hand), or
 * every use spent. A coupon both ended and used up is `expired`.
 */
export const adminCouponStatuses = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type AdminCouponStatus = (typeof adminCouponStatuses)[number];

/** GET api/admin/coupons/?q&status&page&per_page — newest first. */
export type AdminCouponQuery = {
  /** Part of the code, any case. */
  q?: string;
  status?: AdminCouponStatus;
  page?: number;
  per_page?: number;
};

export type AdminCoupon = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** 'percent': basis points off (1500 = 15 %). */
  percent_bp: number | null;
  /** 'fixed': the amount off in each currency it has one in. */
  amounts: Money[];
  /** The lowest subtotal it applies to, per currency; empty when none. */
  min_subtotals: Money[];
  storefronts: CouponStorefronts;
  /** ISO timestamps; `valid_until` is the end, not included. */
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  times_used: number;
  status: AdminCouponStatus;
  created_at: string;
};

export type AdminCouponPage = Page<AdminCoupon>;

/** POST api/admin/coupons/ — 409 `coupon_code_taken` (with `fields.code`) when the code exists. */
export type CreateCouponRequest = NewCouponInput;

/** PATCH api/admin/coupons/{id}/ — `max_uses` never below `times_used` (409 with `fields.max_uses`). */
export type UpdateCouponRequest = CouponChange;

/** POST api/admin/coupons/{id}/expire/ — no body; ends it now (a coupon already ended is answered as it is). */
