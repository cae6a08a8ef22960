import { vatIncluded } from '../money';

/**
 * The cart summary's money (SPEC §3 "Cart summary"), in one place for the
 * server (which computes every figure the shopper pays) and any client that wants to
 * show the same arithmetic. Every amount is integer minor units, VAT included, and each
 * figure is rounded once:
 *
 * - subtotal = Σ unit price × amount (exact);
 * - discount = the coupon's money off the subtotal: a percentage rounds half up once on
 *   the whole subtotal (never per line, so no cent goes missing between lines); a fixed
 *   amount never exceeds the subtotal; nothing below the coupon's minimum subtotal;
 * - shipping = the shipping rule (`shippingPrice`), null while it is to be confirmed;
 * - total = subtotal − discount + shipping (a shipping price to be confirmed counts 0);
 * - VAT = the VAT contained in the total (`vatIncluded`, half up), once on the total.
 */

/** What a coupon takes off, as the summary needs it (minor units in the cart's currency). */
export type CouponTerms =
  | { kind: 'percent'; /** Basis points: 1000 = 10 %. */ percentBp: number; minSubtotal?: number | null }
  | { kind: 'fixed'; /** Money off, at most the subtotal. */ amount: number; minSubtotal?: number | null };

/**
 * Shipping (documented in storefront/server/README.md "Summary"): an order with a PC
 * build ships free, as does one whose subtotal after the discount reaches the
 * free-shipping threshold; any other pays a flat fee. While the destination is unknown
 * that fee is 'to be confirmed' (null). An empty cart ships nothing, for nothing.
 */
export type ShippingRule = {
  /** Subtotal after discount at or above which an order ships free (setting `free-shipping-threshold`). */
  freeThreshold: number;
  /** The flat fee otherwise, VAT included (setting `shipping-fee`). */
  fee: number;
  /** Whether the shipping country is known yet: without it a fee that would apply is to be confirmed. */
  destinationKnown: boolean;
};

/** One priced line: its unit price (VAT included) and how many. */
export type SummaryLine = {
  unitPrice: number;
  amount: number;
  /** A PC build (pre-built or custom): an order with one ships free. */
  isBuild: boolean;
};

export type SummaryInput = {
  lines: readonly SummaryLine[];
  coupon: CouponTerms | null;
  /** VAT rate of the country the order is taxed in, in basis points (2000 = 20 %). */
  vatRateBp: number;
  shipping: ShippingRule;
};

export type SummaryFigures = {
  subtotal: number;
  discount: number;
  /** 0 is free; null is to be confirmed. */
  shipping: number | null;
  total: number;
  /** VAT contained in `total`. */
  vat: number;
  /** Whether the coupon took money off (false without one, or below its minimum subtotal). */
  couponApplied: boolean;
};

function assertMinorUnits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of minor units; got ${value}`);
  }
}

/** Whether the subtotal reaches the coupon's minimum (a coupon without one always does). */
export function meetsCouponMinimum(subtotal: number, coupon: CouponTerms): boolean {
  return coupon.minSubtotal === null || coupon.minSubtotal === undefined || subtotal >= coupon.minSubtotal;
}

/**
 * Money off a subtotal: a percentage rounded half up once on the whole subtotal, or a
 * fixed amount capped at the subtotal; 0 below the coupon's minimum subtotal.
 */
export function couponDiscount(subtotal: number, coupon: CouponTerms | null): number {
  assertMinorUnits('subtotal', subtotal);
  if (!coupon || !meetsCouponMinimum(subtotal, coupon)) return 0;
  if (coupon.kind === 'fixed') {
    assertMinorUnits('coupon amount', coupon.amount);
    return Math.min(coupon.amount, subtotal);
  }
  if (!Number.isInteger(coupon.percentBp) || coupon.percentBp < 0 || coupon.percentBp > 10_000) {
    throw new RangeError(`percentBp must be a whole number from 0 to 10000; got ${coupon.percentBp}`);
  }
  // Half up on an exact integer quotient: floor((s × bp + 5000) / 10000).
  return Math.floor((subtotal * coupon.percentBp + 5_000) / 10_000);
}

/** The shipping price by the rule above: 0 free, the fee, or null to be confirmed. */
export function shippingPrice(lines: readonly SummaryLine[], discountedSubtotal: number, rule: ShippingRule): number | null {
  if (lines.length === 0) return 0;
  if (lines.some((line) => line.isBuild) || discountedSubtotal >= rule.freeThreshold) return 0;
  return rule.destinationKnown ? rule.fee : null;
}

/** Every figure of the summary, each rounded once (see the module comment). */
export function summariseCart({ lines, coupon, vatRateBp, shipping }: SummaryInput): SummaryFigures {
  let subtotal = 0;
  for (const line of lines) {
    assertMinorUnits('unitPrice', line.unitPrice);
    if (!Number.isSafeInteger(line.amount) || line.amount < 1) throw new RangeError(`amount must be a whole number of 1 or more; got ${line.amount}`);
    subtotal += line.unitPrice * line.amount;
  }
  assertMinorUnits('subtotal', subtotal);
  assertMinorUnits('shipping fee', shipping.fee);
  const discount = couponDiscount(subtotal, coupon);
  const shippingFigure = shippingPrice(lines, subtotal - discount, shipping);
  const total = subtotal - discount + (shippingFigure ?? 0);
  return {
    subtotal,
    discount,
    shipping: shippingFigure,
    total,
    vat: vatIncluded(total, vatRateBp),
    couponApplied: coupon !== null && meetsCouponMinimum(subtotal, coupon),
  };
}
