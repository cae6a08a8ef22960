import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { activeSession, isSessionActive, type UncheckedSession } from './auth/sessions';

/**
 * Idempotency keys: a client sends `Idempotency-Key` with a write it may have
 * to retry (a lost answer, a double click, a merge running in two tabs) and the write
 * happens once:
 *
 * - the same key with the same request replays the first answer (status and body);
 * - the same key while the first request still runs waits for its answer, up to
 *   IDEMPOTENCY_WAIT_MS, then answers 409 `idempotency_in_progress`;
 * - the same key with another request (path, query or body) is refused, 422
 *   `idempotency_key_reused`.
 *
 * Keys are scoped per customer and per call. A row is claimed by inserting it (the unique
 * index decides between racing requests, on PGlite and PostgreSQL alike) and held by a
 * lease: a request that crashed lets it lapse after IDEMPOTENCY_LEASE_MS and the next
 * retry takes over. A write that must happen once completes its key inside the
 * transaction that does the work (`complete(tx, ...)`), so the work and the recorded
 * answer commit together or not at all. Answers of 500 and above are not kept: the key is
 * released so a retry runs again. Keys are kept IDEMPOTENCY_RETENTION_MS, then the server's
 * periodic sweep forgets them (`forgetExpiredIdempotencyKeys`), off the request path.
 */

export const IDEMPOTENCY_LEASE_MS = 30_000;
export const IDEMPOTENCY_WAIT_MS = 5_000;
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
// The key's form is the kit's (kit/src/domain/commerce/idempotency.ts), shared with the browser's stored keys.
export { IDEMPOTENCY_KEY_PATTERN } from '@rigsmith/kit/domain';

export type IdempotencyRequest = { userId: number; scope: string; key: string; fingerprint: string };

export type IdempotencyClaim =
  | { kind: 'owned'; id: number }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'in_progress' }
  | { kind: 'session_ended' };

export type ClaimOptions = { waitMs?: number; pollMs?: number; leaseMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": path, query (sorted) and body (canonical JSON, or the raw text if it is not JSON). */
export function requestFingerprint(path: string, query: Record<string, string>, rawBody: string): string {
  let body: string;
  try {
    body = rawBody === '' ? '' : canonicalJson(JSON.parse(rawBody));
  } catch {
    body = rawBody;
  }
  return createHash('sha256').update(canonicalJson({ path, query, body })).digest('hex');
}

/**
 * Claims a key for a request: owned (run it), replay (answer as before), reused (another
 * request had the key) or in_progress (another request holds it and did not finish in time).
 * With `session`, the customer's session left unchecked (middleware/auth.ts), the claim checks
 * it too: the insert of a new key answers whether it is open, so the common call spends no
 * statement of its own on it; an ended one answers session_ended, and nothing is kept.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: IdempotencyRequest,
  options: ClaimOptions = {},
  session?: UncheckedSession,
): Promise<IdempotencyClaim> {
  const { waitMs = IDEMPOTENCY_WAIT_MS, pollMs = 50, leaseMs = IDEMPOTENCY_LEASE_MS } = options;
  const { userId, scope, key, fingerprint } = request;
  const started = Date.now();
  let delay = pollMs;
  for (;;) {
    const sessionToCheck = session && !session.checked ? session : undefined;
    let inserted: { id: number } | undefined;
    if (sessionToCheck) {
      const [row] = await insertKeyInSession(db, { userId, scope, key, fingerprint, sessionId: sessionToCheck.id, now: new Date().toISOString() });
      // A key claimed for an ended session is let go at once; one already there, the session asked after.
      const open = row ? row.sessionOpen : await isSessionActive(db, userId, sessionToCheck.id);
      if (!open) {
        if (row) await releaseIdempotencyKey(db, row.id);
        return { kind: 'session_ended' };
      }
      sessionToCheck.checked = true;
      inserted = row;
    } else {
      [inserted] = await insertKey(db, { userId, scope, key, fingerprint });
    }
    if (inserted) return { kind: 'owned', id: inserted.id };

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) continue; // released between our insert and select: try again
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.state === 'completed') return { kind: 'replay', status: row.responseStatus!, body: row.responseBody };

    if (row.lockedAt.getTime() < Date.now() - leaseMs) {
      // The holder's lease lapsed (it crashed): take over, unless another retry just did.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, 'in_progress'), eq(idempotencyKeys.lockedAt, row.lockedAt)))
        .returning({ id: idempotencyKeys.id });
      if (taken) return { kind: 'owned', id: taken.id };
      continue;
    }
    if (Date.now() - started >= waitMs) return { kind: 'in_progress' };
    await sleep(delay);
    delay = Math.min(delay * 2, 500);
  }
}

/** Records the answer to replay; a no-op if the key was completed already (inside the work's transaction). */
export async function completeIdempotencyKey(db: Database, id: number, status: number, body: unknown): Promise<void> {
  // A placeholder's value skips the column's encoding: the JSON text, as the jsonb column would write it.
  await completeKey(db, { id, status, body: body === undefined || body === null ? null : JSON.stringify(body) });
}

/*
 * Every to_order and pay claims and completes a key: their SQL is built once (db/built-once.ts).
 */
/** A new key, unless the customer has it for the call already. */
const newKey = (db: Database) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      fingerprint: sql.placeholder('fingerprint'),
    })
    .onConflictDoNothing();

const insertKey = builtOnce((db) => newKey(db).returning({ id: idempotencyKeys.id }));

/** insertKey, answering too whether the session is open: isSessionActive's condition (services/auth/sessions.ts). */
const insertKeyInSession = builtOnce((db) => newKey(db).returning({ id: idempotencyKeys.id, sessionOpen: sql<boolean>`${activeSession()}` }));

const completeKey = builtOnce((db) =>
  db
    .update(idempotencyKeys)
    .set({
      state: 'completed',
      responseStatus: sql`${sql.placeholder('status')}`,
      responseBody: sql`${sql.placeholder('body')}`,
      completedAt: sql`now()`,
    })
    .where(and(eq(idempotencyKeys.id, sql.placeholder('id')), eq(idempotencyKeys.state, 'in_progress'))),
);

/** Forgets every key older than IDEMPOTENCY_RETENTION_MS (indexed on created_at); answers how many. */
export async function forgetExpiredIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

/** Lets a key go without an answer (the request failed on our side): a retry runs again. */
export async function releaseIdempotencyKey(db: Database, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_progress')));
}

/**
 * The key a request owns, for the work to complete in its own transaction: the answer is
 * then recorded if and only if the work commits.
 */
export type IdempotencyHandle = {
  /** The key the client sent (also passed to a payment provider as its own idempotency key). */
  key: string;
  complete: (tx: Database, status: number, body: unknown) => Promise<void>;
};
