/**
 * How the shop turns a street price into its own prices. Prices are minor units
 * including VAT, set per currency (ARCHITECTURE.md, "Money"), and always end in .99.
 */

/** Pounds per US dollar, VAT included: roughly the UK street price of a US-listed part. */
export const GBP_PER_USD = 0.79;
/** Euros per US dollar, VAT included. */
export const EUR_PER_USD = 0.93;

/** Assembly and testing of a pre-built PC, added once per build. */
export const ASSEMBLY_FEE = { gbp: 99_00, eur: 119_00 } as const;

export type ShopPrices = { gbp: number; eur: number };

/** Nearest whole unit, less one minor unit: 236.98 → 236.99, 1234.56 → 1234.99. Never below 0.99. */
export function roundTo99(minor: number): number {
  return Math.max(99, Math.round(minor / 100) * 100 - 1);
}

export function pricesFromUsd(usd: number): ShopPrices {
  return {
    gbp: roundTo99(usd * GBP_PER_USD * 100),
    eur: roundTo99(usd * EUR_PER_USD * 100),
  };
}

/** A build's price: its parts, each times its amount, plus the assembly fee, ending in .99. */
export function buildPrice(lines: { prices: ShopPrices; amount: number }[]): ShopPrices {
  const sum = (currency: keyof ShopPrices) =>
    lines.reduce<number>((total, line) => total + line.prices[currency] * line.amount, ASSEMBLY_FEE[currency]);
  return { gbp: roundTo99(sum('gbp')), eur: roundTo99(sum('eur')) };
}
