/**
 * Estimated ship date: `shippingDays` working days (Monday to Friday) after `from`.
 * Builds are assembled and dispatched on working days only, so a build ordered on a
 * Friday with one day's lead time ships on Monday.
 */
export function estimateShipDate(from: Date, shippingDays: number): Date {
  if (!Number.isInteger(shippingDays) || shippingDays < 0) {
    throw new RangeError(`shippingDays must be a whole number of days; got ${shippingDays}`);
  }
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let remaining = shippingDays;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return date;
}

/** An ISO calendar date (YYYY-MM-DD), the form dates take in the API. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
