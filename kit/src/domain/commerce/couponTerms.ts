import { z } from 'zod';
import { validationMessages } from '../account/validationMessages';
import { countryCodes, currencyCodes, storefrontForCountry, type CountryCode, type CurrencyCode } from '../storefronts';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_MAX_USES_LIMIT,
  COUPON_MONEY_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  couponTermsMessages,
  type CouponTermsMessageId,
} from './couponTermsMessages';

export * from './couponTermsMessages';

/**
 * A new coupon as the owner sets it up in the back office (SPEC §3 "Coupon", §8): one
 * schema, used as it is by the kit's `CouponForm` and by POST api/admin/coupons/, whose
 * refusals are the same message ids. Money is integer minor units including VAT; a fixed
 * amount (and a minimum subtotal, when there is one) is needed in the currency of every
 * storefront chosen — GBP for the UK, EUR for the others — since a coupon without an amount
 * in a storefront's currency is not valid there (services/coupons.ts).
 */

const m = validationMessages;
const c = couponTermsMessages;

/** Every storefront, today's and any added later (stored as no country list). */
export const ALL_STOREFRONTS = 'all';
export type CouponStorefronts = typeof ALL_STOREFRONTS | CountryCode[];

/** The currencies a coupon for these storefronts must have amounts in, in `currencyCodes` order. */
export function currenciesOf(storefronts: CouponStorefronts): CurrencyCode[] {
  const countries = storefronts === ALL_STOREFRONTS ? countryCodes : storefronts;
  const needed = new Set(countries.map((country) => storefrontForCountry(country).currency));
  return currencyCodes.filter((currency) => needed.has(currency));
}

/*
 * Numbers are checked by plain predicates (`z.custom`, described for the OpenAPI document)
 * rather than `z.number()`: the browser's zod chunk is shared by every form, and zod's number
 * schema with its checks would grow it for all of them (as `review.ts` keeps its rating a
 * literal list). Unions, arrays, enums and ISO instants are in that chunk already.
 */
const numberWhere = (test: (value: number) => boolean, message: string, type: 'integer' | 'number' = 'integer') =>
  z.custom<number>((value) => typeof value === 'number' && test(value), message).meta({ type });
const wholeWithin = (min: number, max: number) => (value: number) => Number.isInteger(value) && value >= min && value <= max;
const minorUnits = (message: string, min: number) => numberWhere(wholeWithin(min, COUPON_MONEY_MAX), message);
const moneyByCurrency = (message: string, min: number) =>
  z.object({ gbp: minorUnits(message, min).optional(), eur: minorUnits(message, min).optional() }, { error: message });

/** An instant with its offset (`2026-12-01T00:00:00Z`). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

export const couponCodeSchema = /* @__PURE__ */ z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .min(COUPON_CODE_MIN_LENGTH, c.code)
  .max(COUPON_CODE_MAX_LENGTH, c.code)
  .regex(COUPON_CODE_PATTERN, c.code)
  .transform((code) => code.toUpperCase());

export const couponMaxUsesSchema = /* @__PURE__ */ numberWhere(/* @__PURE__ */ wholeWithin(1, COUPON_MAX_USES_LIMIT), c.maxUses);

export const newCouponSchema = /* @__PURE__ */ z
  .object({
    code: couponCodeSchema,
    kind: /* @__PURE__ */ z.enum(['percent', 'fixed'], { error: m.required }),
    /** 'percent': 1 to 100, whole or to the hundredth (basis points). */
    percent: /* @__PURE__ */ numberWhere(
      (value) => value >= COUPON_PERCENT_MIN && value <= COUPON_PERCENT_MAX && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      c.percent,
      'number',
    ).optional(),
    /** 'fixed': money off per currency of the storefronts chosen. */
    amount: /* @__PURE__ */ moneyByCurrency(c.amount, 1).optional(),
    /** Lowest subtotal it applies to, per currency of the storefronts chosen; none when left out. */
    min_subtotal: /* @__PURE__ */ moneyByCurrency(c.minSubtotal, 0).nullable().optional(),
    storefronts: /* @__PURE__ */ z.union(
      [
        /* @__PURE__ */ z.literal(ALL_STOREFRONTS),
        /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(countryCodes, { error: c.storefronts })).min(1, c.storefronts),
      ],
      {
        error: c.storefronts,
      },
    ),
    valid_from: /* @__PURE__ */ instant(c.validFrom),
    /** The end, not included; none: until it is expired by hand. */
    valid_until: /* @__PURE__ */ instant(c.validUntil).nullable().optional(),
    /** Orders it may be used on in all; none: unlimited. */
    max_uses: /* @__PURE__ */ couponMaxUsesSchema.nullable().optional(),
  })
  .superRefine((coupon, ctx) => {
    const currencies = currenciesOf(coupon.storefronts);
    if (coupon.kind === 'percent' && coupon.percent === undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: c.percent });
    if (coupon.kind === 'fixed') {
      for (const currency of currencies) {
        if (coupon.amount?.[currency] === undefined) ctx.addIssue({ code: 'custom', path: ['amount', currency], message: c.amount });
      }
    }
    if (coupon.min_subtotal) {
      for (const currency of currencies) {
        if (coupon.min_subtotal[currency] === undefined) ctx.addIssue({ code: 'custom', path: ['min_subtotal', currency], message: c.minSubtotal });
      }
    }
    if (coupon.valid_until && Date.parse(coupon.valid_until) <= Date.parse(coupon.valid_from)) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: c.validUntil });
    }
  })
  .transform(({ percent, amount, min_subtotal, ...coupon }) => {
    const currencies = currenciesOf(coupon.storefronts);
    // Only the chosen storefronts' currencies are kept: an amount in another is no term of the coupon.
    const pick = (byCurrency: Partial<Record<CurrencyCode, number>>) =>
      Object.fromEntries(currencies.map((currency) => [currency, byCurrency[currency]!])) as Partial<Record<CurrencyCode, number>>;
    return {
      ...coupon,
      storefronts: (coupon.storefronts === ALL_STOREFRONTS
        ? ALL_STOREFRONTS
        : countryCodes.filter((country) => (coupon.storefronts as CountryCode[]).includes(country))) satisfies CouponStorefronts as CouponStorefronts,
      percent_bp: coupon.kind === 'percent' ? Math.round(percent! * 100) : null,
      amount: coupon.kind === 'fixed' ? pick(amount!) : null,
      min_subtotal: min_subtotal ? pick(min_subtotal) : null,
      valid_until: coupon.valid_until ?? null,
      max_uses: coupon.max_uses ?? null,
    };
  });

/** What the form and the API take. */
export type NewCouponInput = z.input<typeof newCouponSchema>;
/** The checked coupon: code upper-case, percent as basis points, amounts only in the storefronts' currencies. */
export type NewCoupon = z.output<typeof newCouponSchema>;

/**
 * PATCH api/admin/coupons/{id}/: the use limit (never below the uses so far, which only the
 * server knows) and the end. `null` lifts the limit or the end date.
 */
export const couponChangeSchema = /* @__PURE__ */ z
  .object({
    max_uses: /* @__PURE__ */ couponMaxUsesSchema.nullable().optional(),
    valid_until: /* @__PURE__ */ instant(c.validUntil).nullable().optional(),
  })
  .refine((change) => change.max_uses !== undefined || change.valid_until !== undefined, { message: c.nothingToChange, path: ['max_uses'] });

export type CouponChange = z.output<typeof couponChangeSchema>;

/**
 * What only the coupon itself can tell about a change (the server's own checks, answered
 * before the round trip): a limit below the uses so far, an end already past, an end not
 * after the start. Each field's message id; none when the change can be sent. The use-limit
 * message takes the uses as `used`.
 */
export function couponChangeIssues(
  coupon: { times_used: number; valid_from: string | null },
  change: CouponChange,
  now: Date,
): Partial<Record<keyof CouponChange, CouponTermsMessageId>> {
  const issues: Partial<Record<keyof CouponChange, CouponTermsMessageId>> = {};
  if (typeof change.max_uses === 'number' && change.max_uses < coupon.times_used) issues.max_uses = c.belowUses;
  if (change.valid_until) {
    const until = Date.parse(change.valid_until);
    if (until <= now.getTime()) issues.valid_until = c.untilPast;
    else if (coupon.valid_from !== null && until <= Date.parse(coupon.valid_from)) issues.valid_until = c.validUntil;
  }
  return issues;
}
