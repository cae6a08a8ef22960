import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { attemptsInWindow, releaseAttempts, reserveAttempts, secondsUntilFree, type RateLimit } from '../rate-limits';

/**
 * Brute-force limits on sign-in (and on the current password of a password change), over a
 * 15-minute window, counted in the database so they hold across instances:
 *
 * - **Per account, a progressive delay, never a lock.** The first FREE_ATTEMPTS_PER_ACCOUNT
 *   wrong passwords cost nothing; after that each further attempt must wait 1 s, 2 s, 4 s…
 *   (at most MAX_ACCOUNT_DELAY_SECONDS) after the account's previous one. A guesser gets
 *   about 18 tries per window however many addresses it uses, and the owner is slowed, not
 *   locked out: whoever else is guessing, the owner's right password within the delay passes.
 * - **Per address, a hard limit:** MAX_ATTEMPTS_PER_IP attempts in the window, whichever
 *   accounts they are for (credential stuffing).
 *
 * The attempt is written before anything is checked and counted after (services/rate-limits.ts),
 * so a wave of simultaneous guesses cannot all slip past the count; a guess refused before
 * its password was checked is taken back from the account, so the refusals of an attacker's
 * flood never lengthen the owner's wait.
 */

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const FREE_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 120;
export const MAX_ATTEMPTS_PER_IP = 20;

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
const PER_IP: RateLimit = { max: MAX_ATTEMPTS_PER_IP, windowMs: WINDOW_MS };

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** How long the n-th attempt in the window must wait after the account's previous one. */
export function accountDelaySeconds(attempts: number): number {
  if (attempts <= FREE_ATTEMPTS_PER_ACCOUNT) return 0;
  return Math.min(2 ** (attempts - FREE_ATTEMPTS_PER_ACCOUNT - 1), MAX_ACCOUNT_DELAY_SECONDS);
}

export type SignInAttempt =
  | {
      ok: true;
      /** The password was right: the account's failures are forgiven and this attempt is not held against the address. */
      succeeded: () => Promise<void>;
      /** The password could not be checked after all (the hashing queue was full): the account is not charged. */
      notChecked: () => Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number; limit: 'address' | 'account' };

/** Counts a sign-in attempt, then says whether its password may be checked now. */
export async function beginSignInAttempt(db: Database, who: { email: string; ip: string }, now = new Date()): Promise<SignInAttempt> {
  const ids = await reserveAttempts(db, [emailKey(who.email), ipKey(who.ip)], now);
  const accountId = ids.get(emailKey(who.email))!;
  const addressId = ids.get(ipKey(who.ip))!;

  const fromAddress = await attemptsInWindow(db, ipKey(who.ip), WINDOW_MS, now);
  if (fromAddress.length > PER_IP.max) {
    await releaseAttempts(db, [accountId]);
    return { ok: false, retryAfterSeconds: secondsUntilFree(fromAddress, PER_IP, now), limit: 'address' };
  }

  const forAccount = await attemptsInWindow(db, emailKey(who.email), WINDOW_MS, now);
  const delayMs = accountDelaySeconds(forAccount.length) * 1000;
  if (delayMs > 0) {
    const previous = Math.max(...forAccount.filter((row) => row.id !== accountId).map((row) => row.at.getTime()));
    const waitMs = previous + delayMs - now.getTime();
    if (waitMs > 0) {
      await releaseAttempts(db, [accountId]);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), limit: 'account' };
    }
  }

  return {
    ok: true,
    succeeded: async () => {
      await clearLoginFailures(db, who.email);
      await releaseAttempts(db, [addressId]);
    },
    notChecked: () => releaseAttempts(db, [accountId]),
  };
}

/** A successful sign-in (or a password set from an emailed link) forgives the account's failures. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, emailKey(email)));
}
