/**
 * The back office's new-coupon rules: limits and message ids, apart from the zod schema
 * (`couponTerms.ts`), so a screen that only maps a server refusal to a message does not load zod.
 */

/**
 * Codes shoppers type at checkout: letters, digits, `-` and `_`, in any case, stored
 * upper-case (the `coupons.code` column is 64 wide; shorter than 3 is a guess away).
 */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 64;

/** A percentage off, whole percent or hundredths: stored as basis points (1 % = 100 bp). */
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;

/** The largest fixed amount or minimum subtotal, in minor units (£/€ 100,000). */
export const COUPON_MONEY_MAX = 10_000_000;

/** The most orders one coupon may be limited to. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;

export const couponTermsMessages = {
  code: 'adminCoupons.validation.code',
  percent: 'adminCoupons.validation.percent',
  amount: 'adminCoupons.validation.amount',
  minSubtotal: 'adminCoupons.validation.minSubtotal',
  storefronts: 'adminCoupons.validation.storefronts',
  validFrom: 'adminCoupons.validation.validFrom',
  validUntil: 'adminCoupons.validation.validUntil',
  maxUses: 'adminCoupons.validation.maxUses',
  nothingToChange: 'adminCoupons.validation.nothingToChange',
  belowUses: 'adminCoupons.validation.belowUses',
  untilPast: 'adminCoupons.validation.untilPast',
} as const;

export type CouponTermsMessageId = (typeof couponTermsMessages)[keyof typeof couponTermsMessages];

/** The values the `adminCoupons.validation.*` messages interpolate. */
export const couponTermsMessageValues = {
  codeMin: COUPON_CODE_MIN_LENGTH,
  codeMax: COUPON_CODE_MAX_LENGTH,
  percentMin: COUPON_PERCENT_MIN,
  percentMax: COUPON_PERCENT_MAX,
  maxUsesLimit: COUPON_MAX_USES_LIMIT,
} as const;

export function isCouponTermsMessageId(value: string): value is CouponTermsMessageId {
  return (Object.values(couponTermsMessages) as string[]).includes(value);
}
