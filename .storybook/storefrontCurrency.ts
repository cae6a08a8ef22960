import type { CurrencyCode } from '@rigsmith/kit/domain';

/**
 * Kit stories write their prices in pounds, the default storefront's currency. Under another
 * storefront in the toolbar they show that storefront's currency (the same amounts: the
 * stories show formatting, not a price list). Returns `args` itself when nothing changes, so
 * memoised props keep their identity.
 */
export function inStorefrontCurrency<T>(value: T, currency: CurrencyCode): T {
  if (currency === 'gbp' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => inStorefrontCurrency(item, currency));
    return items.some((item, index) => item !== value[index]) ? (items as T) : value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length === 2 && typeof record.amount === 'number' && record.currency === 'gbp') {
    return { amount: record.amount, currency } as T;
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record)) {
    copy[key] = inStorefrontCurrency(entry, currency);
    if (copy[key] !== entry) changed = true;
  }
  return changed ? (copy as T) : value;
}
