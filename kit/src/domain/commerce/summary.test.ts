import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../money';
import { couponDiscount, shippingPrice, summariseCart, type CouponTerms, type ShippingRule, type SummaryLine } from './summary';
import { MAX_CART_LINE_AMOUNT, MAX_CART_LINES } from './limits';

const shipping: ShippingRule = { freeThreshold: 100_00, fee: 9_95, destinationKnown: true };
const part = (unitPrice: number, amount = 1): SummaryLine => ({ unitPrice, amount, isBuild: false });
const build = (unitPrice: number, amount = 1): SummaryLine => ({ unitPrice, amount, isBuild: true });

describe('couponDiscount', () => {
  it('rounds a percentage half up, once, on the whole subtotal', () => {
    const tenPercent: CouponTerms = { kind: 'percent', percentBp: 1000 };
    expect(couponDiscount(1_005, tenPercent)).toBe(101); // 100.5 → 101
    expect(couponDiscount(1_004, tenPercent)).toBe(100); // 100.4 → 100
    expect(couponDiscount(0, tenPercent)).toBe(0);
    // Three lines of 3.35 at 15 %: per line 0.5025 → 0.50 each (1.50); on the subtotal 1.5075 → 1.51.
    expect(couponDiscount(3 * 335, { kind: 'percent', percentBp: 1500 })).toBe(151);
  });

  it('caps a fixed amount at the subtotal', () => {
    expect(couponDiscount(40_00, { kind: 'fixed', amount: 50_00 })).toBe(40_00);
    expect(couponDiscount(140_00, { kind: 'fixed', amount: 50_00 })).toBe(50_00);
  });

  it('takes nothing off below the minimum subtotal, and the full amount from it', () => {
    const save50: CouponTerms = { kind: 'fixed', amount: 50_00, minSubtotal: 1_000_00 };
    expect(couponDiscount(999_99, save50)).toBe(0);
    expect(couponDiscount(1_000_00, save50)).toBe(50_00);
    expect(couponDiscount(500_00, { kind: 'percent', percentBp: 1000, minSubtotal: 600_00 })).toBe(0);
  });

  it('refuses figures that are not minor units or percentages', () => {
    expect(() => couponDiscount(10.5, null)).toThrow(RangeError);
    expect(() => couponDiscount(100, { kind: 'percent', percentBp: 10_001 })).toThrow(RangeError);
    expect(() => couponDiscount(100, { kind: 'fixed', amount: -1 })).toThrow(RangeError);
  });
});

describe('shippingPrice', () => {
  it('ships an order with a PC build free, whatever its total', () => {
    expect(shippingPrice([build(10_00), part(5_00)], 15_00, shipping)).toBe(0);
    expect(shippingPrice([build(10_00)], 10_00, { ...shipping, destinationKnown: false })).toBe(0);
  });

  it('ships free from the threshold on the subtotal after the discount', () => {
    expect(shippingPrice([part(100_00)], 100_00, shipping)).toBe(0);
    expect(shippingPrice([part(100_00)], 99_99, shipping)).toBe(9_95);
  });

  it('leaves the fee to be confirmed while the destination is unknown', () => {
    expect(shippingPrice([part(20_00)], 20_00, { ...shipping, destinationKnown: false })).toBeNull();
    expect(shippingPrice([part(200_00)], 200_00, { ...shipping, destinationKnown: false })).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(shippingPrice([], 0, shipping)).toBe(0);
  });
});

describe('summariseCart', () => {
  it('adds the lines, takes the coupon off, adds shipping and finds the VAT in the total', () => {
    const figures = summariseCart({
      lines: [part(24_99, 2), part(5_49)],
      coupon: { kind: 'percent', percentBp: 1000 },
      vatRateBp: 2000,
      shipping,
    });
    // 55.47 − 5.55 (5.547 half up) + 9.95 = 59.87, of which VAT 59.87 / 6 = 9.978 → 9.98.
    expect(figures).toEqual({ subtotal: 55_47, discount: 5_55, shipping: 9_95, total: 59_87, vat: 9_98, couponApplied: true });
  });

  it('counts a shipping price to be confirmed as nothing in the total', () => {
    const figures = summariseCart({ lines: [part(30_00)], coupon: null, vatRateBp: 2200, shipping: { ...shipping, destinationKnown: false } });
    expect(figures).toMatchObject({ shipping: null, total: 30_00, vat: vatIncluded(30_00, 2200), couponApplied: false });
  });

  it('says when a coupon did not apply (below its minimum)', () => {
    const figures = summariseCart({
      lines: [build(899_00)],
      coupon: { kind: 'fixed', amount: 50_00, minSubtotal: 1_000_00 },
      vatRateBp: 2000,
      shipping,
    });
    expect(figures).toMatchObject({ discount: 0, total: 899_00, couponApplied: false });
  });

  it('is all zero for an empty cart', () => {
    expect(summariseCart({ lines: [], coupon: { kind: 'percent', percentBp: 1000 }, vatRateBp: 2000, shipping })).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      total: 0,
      vat: 0,
      couponApplied: true,
    });
  });

  it('refuses a fractional price or amount', () => {
    expect(() => summariseCart({ lines: [part(10.5)], coupon: null, vatRateBp: 2000, shipping })).toThrow(RangeError);
    expect(() => summariseCart({ lines: [part(10_00, 0)], coupon: null, vatRateBp: 2000, shipping })).toThrow(RangeError);
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────

/** Prices from a 1p cable to a £9,999.99 workstation, amounts within the cart's limits. */
const lineArb = fc.record({
  unitPrice: fc.integer({ min: 1, max: 999_999 }),
  amount: fc.integer({ min: 1, max: MAX_CART_LINE_AMOUNT }),
  isBuild: fc.boolean(),
});
const linesArb = fc.array(lineArb, { maxLength: MAX_CART_LINES });
const couponArb: fc.Arbitrary<CouponTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('percent' as const),
    percentBp: fc.integer({ min: 0, max: 10_000 }),
    minSubtotal: fc.option(fc.integer({ min: 0, max: 2_000_00 })),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    amount: fc.integer({ min: 0, max: 500_00 }),
    minSubtotal: fc.option(fc.integer({ min: 0, max: 2_000_00 })),
  }),
);
const ruleArb: fc.Arbitrary<ShippingRule> = fc.record({
  freeThreshold: fc.integer({ min: 0, max: 500_00 }),
  fee: fc.integer({ min: 0, max: 50_00 }),
  destinationKnown: fc.boolean(),
});
/** The five storefronts' rates, and any other a country might get. */
const vatArb = fc.oneof(fc.constantFrom(2000, 2200, 2100, 1900), fc.integer({ min: 0, max: 5000 }));
const inputArb = fc.record({ lines: linesArb, coupon: couponArb, vatRateBp: vatArb, shipping: ruleArb });

/** Half-up division of non-negative BigInts: the exact rational rounded once. */
const halfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

describe('summariseCart, over random carts', () => {
  it('total = subtotal − discount + shipping, with 0 ≤ discount ≤ subtotal', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const figures = summariseCart(input);
        expect(figures.total).toBe(figures.subtotal - figures.discount + (figures.shipping ?? 0));
        expect(figures.discount).toBeGreaterThanOrEqual(0);
        expect(figures.discount).toBeLessThanOrEqual(figures.subtotal);
      }),
      { numRuns: 2000 },
    );
  });

  it('VAT is never negative nor above the total, and within half a cent of the exact share', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { total, vat } = summariseCart(input);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(total);
        // |vat − total × r / (1 + r)| ≤ ½, in integers: |2·vat·(10000 + r) − 2·total·r| ≤ 10000 + r.
        const denominator = 10_000 + input.vatRateBp;
        expect(Math.abs(2 * vat * denominator - 2 * total * input.vatRateBp)).toBeLessThanOrEqual(denominator);
      }),
      { numRuns: 2000 },
    );
  });

  it('loses no cent: every figure equals exact arithmetic rounded once', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const figures = summariseCart(input);
        const subtotal = input.lines.reduce((sum, line) => sum + BigInt(line.unitPrice) * BigInt(line.amount), 0n);
        expect(BigInt(figures.subtotal)).toBe(subtotal);
        const coupon = input.coupon;
        const applies = coupon !== null && (coupon.minSubtotal == null || subtotal >= BigInt(coupon.minSubtotal));
        const discount = !applies
          ? 0n
          : coupon.kind === 'fixed'
            ? BigInt(Math.min(coupon.amount, Number(subtotal)))
            : halfUp(subtotal * BigInt(coupon.percentBp), 10_000n);
        expect(BigInt(figures.discount)).toBe(discount);
        const total = subtotal - discount + BigInt(figures.shipping ?? 0);
        expect(BigInt(figures.total)).toBe(total);
        expect(BigInt(figures.vat)).toBe(halfUp(total * BigInt(input.vatRateBp), 10_000n + BigInt(input.vatRateBp)));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same figures whatever order the lines come in, and however a line is split', () => {
    fc.assert(
      fc.property(inputArb, fc.infiniteStream(fc.nat()), (input, randoms) => {
        const figures = summariseCart(input);
        const shuffled = input.lines
          .map((line) => ({ key: randoms.next().value, line }))
          .sort((a, b) => a.key - b.key)
          .map(({ line }) => line);
        expect(summariseCart({ ...input, lines: shuffled })).toEqual(figures);
        // A line of n is n lines of one: rounding per line would make these differ.
        const split = input.lines.flatMap((line) => Array.from({ length: line.amount }, () => ({ ...line, amount: 1 })));
        expect(summariseCart({ ...input, lines: split })).toEqual(figures);
      }),
      { numRuns: 500 },
    );
  });

  it('ships free exactly when there is a build or the discounted subtotal reaches the threshold', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { subtotal, discount, shipping: price } = summariseCart(input);
        const free = input.lines.length === 0 || input.lines.some((line) => line.isBuild) || subtotal - discount >= input.shipping.freeThreshold;
        expect(price).toBe(free ? 0 : input.shipping.destinationKnown ? input.shipping.fee : null);
      }),
      { numRuns: 1000 },
    );
  });
});
