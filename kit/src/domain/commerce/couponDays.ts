/**
 * A coupon's days as the back-office forms show them and the API takes them: the owner picks
 * the first and the last day included (UTC, as SPEC §3 "Coupon" dates are), the API stores the
 * start and the end, not included: the instant after the last day.
 */

const DAY_MS = 86_400_000;

/** A number as typed ("12", "12,5"); NaN when it is not one, so the schema refuses it; undefined when empty. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A day as typed in a date field, as the instant it starts (UTC); an invalid day stays as text for the schema to refuse. */
export function dayStart(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? `${day}T00:00:00Z` : day;
}

/** The last day included, as the instant after it (the coupon's end is not included). */
export function endAfterDay(day: string): string {
  const start = dayStart(day);
  return start === day ? day : new Date(Date.parse(start) + DAY_MS).toISOString().replace('.000Z', 'Z');
}

/** The last day included (`YYYY-MM-DD`, UTC) of a coupon ending at `end`: the inverse of `endAfterDay`. */
export function lastDayBefore(end: string): string {
  return new Date(Date.parse(end) - 1).toISOString().slice(0, 10);
}
