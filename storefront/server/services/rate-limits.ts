import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Limits that hold across instances: every attempt is a row in `login_failures` (the table
 * the sign-in limit started with), keyed `<what>:<who>`, counted over a sliding window.
 *
 * The attempt is written first and counted after, two statements each committed on its own.
 * Of N requests racing on one key, the k-th to commit its row counts at least k rows, so at
 * most `max` of them ever see a count within the limit — whatever the number of instances.
 * (Checking first and recording after, as the sign-in limit once did, let a wave of 100
 * simultaneous guesses all pass the check.)
 */

export type RateLimit = {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
};

export type Reservation = {
  /** The rows written for this attempt, to take back when it should not count. */
  ids: number[];
};

export type RateLimitVerdict = { ok: true; reservation: Reservation } | { ok: false; retryAfterSeconds: number; reservation: Reservation };

/** Rows older than the longest window are deleted at most this often, by whichever attempt comes along. */
const PRUNE_EVERY_MS = 60 * 1000;
/** No limit keeps its rows longer than this (the sign-in and ticket windows are 15 minutes). */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;
let lastPruned = 0;

/** Writes one attempt under each key, all at `now`; returns the new rows' ids by key. */
export async function reserveAttempts(db: Database, keys: readonly string[], now = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, at: now })))
    .returning({ id: loginFailures.id, key: loginFailures.key });
  await pruneOldAttempts(db, now);
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The attempts under `key` within the window, oldest first (this one's own row included). */
export async function attemptsInWindow(db: Database, key: string, windowMs: number, now = new Date()): Promise<Array<{ id: number; at: Date }>> {
  return db
    .select({ id: loginFailures.id, at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(now.getTime() - windowMs))))
    .orderBy(asc(loginFailures.at), asc(loginFailures.id));
}

/**
 * Seconds until one more attempt fits, when the n `rows` (oldest first, in the window)
 * exceed `max`: the next attempt adds a row, so n - max + 1 of these must leave the window.
 */
export function secondsUntilFree(rows: ReadonlyArray<{ at: Date }>, limit: RateLimit, now = new Date()): number {
  const oldestToLeave = rows[Math.max(0, rows.length - limit.max)];
  const freesAt = (oldestToLeave?.at.getTime() ?? now.getTime()) + limit.windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/**
 * Counts one attempt under `key` and says whether it is within `limit`. A refused attempt
 * still counts, so an address that keeps hammering stays refused until it stops.
 */
export async function takeRateLimit(db: Database, key: string, limit: RateLimit, now = new Date()): Promise<RateLimitVerdict> {
  const ids = await reserveAttempts(db, [key], now);
  const reservation = { ids: [...ids.values()] };
  const rows = await attemptsInWindow(db, key, limit.windowMs, now);
  if (rows.length <= limit.max) return { ok: true, reservation };
  return { ok: false, retryAfterSeconds: secondsUntilFree(rows, limit, now), reservation };
}

/** Takes attempts back (a sign-in that succeeded, a guess refused before it was checked). */
export async function releaseAttempts(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, [...ids]));
}

async function pruneOldAttempts(db: Database, now: Date): Promise<void> {
  if (now.getTime() - lastPruned <= PRUNE_EVERY_MS) return;
  lastPruned = now.getTime();
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
