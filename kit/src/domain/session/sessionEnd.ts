/** SPEC §9 "Session 1 month without remember-me". */
export const SESSION_LENGTH_MONTHS = 1;

/**
 * When a session that starts at `loginAt` ends (SPEC §4): the same day and time next month,
 * or null (no end) with remember-me. A day the next month lacks is clamped to its last day
 * (31 January → 28 or 29 February), so the session never runs into the month after.
 * Computed on the UTC calendar so every tab and time zone agrees on the instant.
 */
export function sessionEndFor(loginAt: Date | number, rememberMe: boolean): string | null {
  if (rememberMe) return null;
  const start = new Date(loginAt);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + SESSION_LENGTH_MONTHS;
  // Day 0 of the month after the target month is the target month's last day.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  return end.toISOString();
}

/**
 * Whether a session's end date has passed at `now` (SPEC §4: then the shopper is logged out).
 * A session without an end (remember-me) never ends on the client; an unreadable date
 * counts as ended, since a session we cannot date is not one to keep.
 */
export function hasSessionEnded(sessionEnd: string | null, now: Date | number): boolean {
  if (sessionEnd === null) return false;
  const end = Date.parse(sessionEnd);
  return Number.isNaN(end) || end <= new Date(now).getTime();
}
