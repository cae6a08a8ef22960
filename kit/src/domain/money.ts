import type { CurrencyCode } from './storefronts';

/** An amount of money in integer minor units (pence, cents), never a float. */
export type Money = {
  amount: number;
  currency: CurrencyCode;
};

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amounts are integer minor units; got ${amount}`);
  }
  return { amount, currency };
}

/** Both our currencies have two decimal places; kept as a lookup so a third can differ. */
const minorUnitDigits: Record<CurrencyCode, number> = { gbp: 2, eur: 2 };

/** Converts minor units to the decimal number Intl.NumberFormat expects. */
export function toMajorUnits(value: Money): number {
  return value.amount / 10 ** minorUnitDigits[value.currency];
}

/**
 * The VAT contained in a VAT-inclusive amount, rounded half-up to the minor unit.
 * Integer arithmetic only, so no cent is lost to floating point.
 */
export function vatIncluded(grossAmount: number, vatRateBp: number): number {
  const numerator = grossAmount * vatRateBp;
  const denominator = 10_000 + vatRateBp;
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}
