import type { CountryCode } from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { releaseAttempts, takeRateLimit, type RateLimit } from './rate-limits';

/**
 * Limits on the calls that answer yes or no about a secret without signing in: is this a
 * coupon code, is this email registered, is this password link valid, is this a guest's
 * build's public id. Each is counted per
 * client address and storefront, in the database (services/rate-limits.ts), so the count
 * holds across instances. Guesses that hit are given back where a hit is the normal case
 * (a shopper's valid coupon, a customer's own link): only misses add up, and an honest
 * shopper is never slowed by re-using a code that works.
 */

const WINDOW_MS = 15 * 60 * 1000;

export const SECRET_GUESS_LIMITS = {
  /** Coupon look-ups and summaries with a coupon that is not valid. */
  coupon: { max: 30, windowMs: WINDOW_MS },
  /** Registrations (an "already registered" answer tells an email is known). */
  register: { max: 30, windowMs: WINDOW_MS },
  /** Password-reset requests (each may send an email to someone). */
  reset: { max: 30, windowMs: WINDOW_MS },
  /** Password links looked up or used that were not valid. */
  passwordLink: { max: 30, windowMs: WINDOW_MS },
  /**
   * Product and build lookups by key (GET product/?ids=, GET pc_build/{key}/, a guest
   * cart's summary) that found nothing for some key. Higher than the others: a guest cart
   * with a line the shop no longer sells asks again on every page.
   */
  buildReference: { max: 60, windowMs: WINDOW_MS },
} satisfies Record<string, RateLimit>;

export type SecretKind = keyof typeof SECRET_GUESS_LIMITS;

export type GuessVerdict = { ok: true; hit: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

/** Counts one guess of `kind` from this address on this storefront; `hit()` gives it back. */
export async function countGuess(db: Database, kind: SecretKind, who: { ip: string; country: CountryCode }, now = new Date()): Promise<GuessVerdict> {
  const verdict = await takeRateLimit(db, `${kind}:${who.country}:${who.ip}`, SECRET_GUESS_LIMITS[kind], now);
  if (!verdict.ok) return { ok: false, retryAfterSeconds: verdict.retryAfterSeconds };
  return { ok: true, hit: () => releaseAttempts(db, verdict.reservation.ids) };
}
