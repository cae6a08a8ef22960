import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { signAccessToken, signingKey } from './access-tokens';

/**
 * Login sessions ("Sessions", SPEC §4). A login starts a family of opaque refresh
 * tokens, stored only as SHA-256 hashes; each refresh rotates to a new token in the family.
 * The family id is the access token's `sid`, so "sign out everywhere but here" can keep the
 * current session.
 *
 * - Without remember-me a session ends 30 days after login however often it is refreshed
 *   (SPEC §4 "session end one month ahead"): every token keeps the first one's expiry.
 * - With remember-me it slides: each refresh extends it to 90 days from then.
 * - A token exchanged a second time is a stolen copy being replayed (or the thief's copy
 *   being refreshed after the owner's): the whole family is revoked. Two tabs refreshing
 *   the same token at the same moment are not theft, so a second exchange within
 *   ROTATION_GRACE_SECONDS is answered too — with the same successor, not a new one: a
 *   token has exactly one successor, derived from it with a server key (`successorOf`),
 *   so ten simultaneous refreshes give one session's worth of tokens, not ten.
 */

export const SESSION_DAYS = 30;
export const REMEMBER_ME_DAYS = 90;
export const ROTATION_GRACE_SECONDS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new opaque token: 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How refresh and password tokens are stored. A plain SHA-256 is enough (no salt, no
 * slow hash): the tokens are 256 random bits, so there is nothing to guess, and a fast
 * hash keeps the look-up an index probe.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type SessionTokens = {
  access: string;
  refresh: string;
  /** The family id, also the access token's `sid`. */
  sessionId: string;
};

/** Starts a session for a customer who has just proved who they are. */
export async function startSession(db: Database, userId: number, options: { rememberMe?: boolean; now?: Date } = {}): Promise<SessionTokens> {
  const now = options.now ?? new Date();
  const rememberMe = options.rememberMe ?? false;
  const sessionId = randomUUID();
  const refresh = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: sessionId,
    tokenHash: hashToken(refresh),
    rememberMe,
    expiresAt: new Date(now.getTime() + (rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY_MS),
    createdAt: now,
  });
  return { access: await signAccessToken(db, { userId, sessionId }, now), refresh, sessionId };
}

/**
 * The one refresh token that replaces `token`: an HMAC of it under the shop's signing key,
 * so every exchange of one token — the rotation and any grace exchange, on any instance —
 * hands out the same successor, and nobody without the key can work it out.
 */
async function successorOf(db: Database, token: string): Promise<string> {
  return createHmac('sha256', await signingKey(db))
    .update(`refresh-successor\0${token}`)
    .digest('base64url');
}

export type RefreshOutcome =
  { ok: true; tokens: SessionTokens; userId: number; via: 'rotation' | 'grace' } | { ok: false; reason: 'invalid' | 'reused' };

/** Exchanges a refresh token for a new pair (see the module comment for the rules). */
export async function refreshSession(db: Database, token: string, now = new Date()): Promise<RefreshOutcome> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || row.expiresAt <= now) return { ok: false, reason: 'invalid' };

  let via: 'rotation' | 'grace' = 'rotation';
  let rotatedAt = row.rotatedAt;
  if (!rotatedAt) {
    // Only one exchange can win the rotation: the update matches while rotated_at is null,
    // so of two requests racing here exactly one gets the row back.
    const [won] = await db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (!won) {
      const [current] = await db.select({ rotatedAt: refreshTokens.rotatedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
      rotatedAt = current?.rotatedAt ?? now;
      via = 'grace';
    }
  } else {
    via = 'grace';
  }

  if (via === 'grace' && rotatedAt && now.getTime() - rotatedAt.getTime() > ROTATION_GRACE_SECONDS * 1000) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }

  const refresh = await successorOf(db, token);
  const expiresAt = row.rememberMe ? new Date(now.getTime() + REMEMBER_ME_DAYS * DAY_MS) : row.expiresAt;
  // Issued only while the family is alive: a reuse detected a moment ago wins over a grace exchange.
  const [alive] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)));
  if (!alive) return { ok: false, reason: 'invalid' };
  // Only the rotation stores the successor; a grace exchange answers the same one.
  if (via === 'rotation') {
    await db
      .insert(refreshTokens)
      .values({ userId: row.userId, familyId: row.familyId, tokenHash: hashToken(refresh), rememberMe: row.rememberMe, expiresAt, createdAt: now })
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
  }
  const access = await signAccessToken(db, { userId: row.userId, sessionId: row.familyId }, now);
  return { ok: true, tokens: { access, refresh, sessionId: row.familyId }, userId: row.userId, via };
}

/** Ends one session: every token of its family stops working. */
export async function revokeFamily(db: Database, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The session a refresh token belongs to, if the token is known (revoked or not). */
export async function sessionOfRefreshToken(db: Database, token: string): Promise<{ userId: number; sessionId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, sessionId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * Ends every session of a customer (a password reset signs out everywhere), or every one
 * but `except` (a password change keeps the session that made it).
 */
export async function revokeUserSessions(db: Database, userId: number, options: { except?: string; now?: Date } = {}): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (options.except) conditions.push(ne(refreshTokens.familyId, options.except));
  await db
    .update(refreshTokens)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(...conditions));
}

/**
 * Whether a login session is still open: some token of its family is neither revoked nor
 * expired. Checked on every signed-in call, so logout, a password reset or a reuse
 * detection ends the session at once, not when its access token expires.
 */
export async function isSessionActive(db: Database, userId: number, sessionId: string, now = new Date()): Promise<boolean> {
  let check = sessionChecks.get(db);
  if (!check) {
    check = prepareSessionCheck(db);
    sessionChecks.set(db, check);
  }
  // The column's own encoding of a Date (a placeholder's value skips it).
  const [alive] = await check.execute({ sessionId, userId, now: now.toISOString() });
  return alive !== undefined;
}

/**
 * The check runs on every signed-in call, always on the request's database handle (never in
 * a transaction), so its SQL is built once per handle, not per call: Drizzle's query building
 * is a fifth of the server's time under load (bench/README.md, throughput).
 */
const sessionChecks = new WeakMap<Database, ReturnType<typeof prepareSessionCheck>>();

function prepareSessionCheck(db: Database) {
  return db.select({ id: refreshTokens.id }).from(refreshTokens).where(openToken()).limit(1).prepare('rigsmith_session_active');
}

/**
 * A token of the session that is neither revoked nor expired, with the placeholders `userId`,
 * `sessionId` and `now` (an ISO time: the column's own encoding of a Date).
 */
function openToken() {
  return and(
    eq(refreshTokens.familyId, sql.placeholder('sessionId')),
    eq(refreshTokens.userId, sql.placeholder('userId')),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, sql.placeholder('now')),
  );
}

/**
 * A session `requireAuthSessionInFirstWrite` (middleware/auth.ts) left for the call's first write
 * to check (the idempotency key's claim, else the customer's lock); that write marks it checked,
 * and the middleware refuses to answer a success without that.
 */
export type UncheckedSession = { readonly id: string; checked: boolean };

/**
 * isSessionActive's test as a condition of another statement, with the same placeholders: a
 * call that takes the customer's lock first checks its session there (addresses.ts, lockCustomer).
 */
export function activeSession(): SQL {
  return sql`exists (select 1 from ${refreshTokens} where ${openToken()})`;
}
