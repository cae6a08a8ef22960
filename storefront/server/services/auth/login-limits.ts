import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Brute-force limits on sign-in (issue #5 "Brute force"). Failed attempts are rows in
 * `login_failures`, keyed `email:<address>` and `ip:<address>`, counted over a sliding
 * window. Five wrong passwords lock one account for a while (slowing a guesser to 20 tries
 * an hour); twenty failures from one address lock that address (credential stuffing across
 * many accounts). The limit is checked before the password is, so a locked account's
 * password cannot be confirmed by timing or answer.
 */

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
/** Rows older than the window are deleted at most this often, by whichever failure comes along. */
const PRUNE_EVERY_MS = 60 * 1000;

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Seconds until one more attempt is allowed for this email and address, or null when it is
 * allowed now. With n failures in the window and a limit of max, the attempt is allowed again
 * once the (n - max + 1) oldest have left the window.
 */
export async function loginRetryAfter(db: Database, who: { email: string; ip: string }, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - WINDOW_MS);
  let waitMs = 0;
  for (const [key, max] of [
    [emailKey(who.email), MAX_FAILURES_PER_EMAIL],
    [ipKey(who.ip), MAX_FAILURES_PER_IP],
  ] as const) {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
      .orderBy(asc(loginFailures.at));
    if (rows.length < max) continue;
    const freesAt = rows[rows.length - max]!.at.getTime() + WINDOW_MS;
    waitMs = Math.max(waitMs, freesAt - now.getTime());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

let lastPruned = 0;

/** Counts one failed attempt against the email and the address. */
export async function recordLoginFailure(db: Database, who: { email: string; ip: string }, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values([
    { key: emailKey(who.email), at: now },
    { key: ipKey(who.ip), at: now },
  ]);
  if (now.getTime() - lastPruned > PRUNE_EVERY_MS) {
    lastPruned = now.getTime();
    await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - WINDOW_MS)));
  }
}

/** A successful sign-in (or a password set from an emailed link) forgives the account's failures. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, emailKey(email)));
}
