import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordTokens, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from './sessions';

/**
 * The single-use tokens in create-password and reset-password emails, stored
 * as SHA-256 hashes like refresh tokens, so a database leak does not hand out working links.
 */

/** A registration link stays valid two days: the email may sit unread over a weekend day. */
export const CREATE_TOKEN_HOURS = 48;
/** A reset link is short-lived: it is as good as the password for whoever holds it. */
export const RESET_TOKEN_HOURS = 2;
/** Reset emails per account per hour; more requests still get the neutral answer but no email. */
export const MAX_RESET_EMAILS_PER_HOUR = 3;

export type PasswordTokenKind = 'create' | 'reset';

const HOUR_MS = 60 * 60 * 1000;

/** Anything that can run queries: the database or a transaction on it. */
type Queryable = Pick<Database, 'insert' | 'select' | 'update'>;

/** Stores a new token for the customer and returns it (the only time it exists in clear). */
export async function issuePasswordToken(db: Queryable, userId: number, kind: PasswordTokenKind, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  const hours = kind === 'create' ? CREATE_TOKEN_HOURS : RESET_TOKEN_HOURS;
  await db.insert(passwordTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    createdAt: now,
  });
  return token;
}

/** Reset tokens issued to the customer in the last hour (the reset-email limit). */
export async function recentResetTokens(db: Queryable, userId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.kind, 'reset'), gt(passwordTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
  return row?.n ?? 0;
}

export type PasswordTokenInfo = { id: number; userId: number; kind: PasswordTokenKind; email: string };

/** A token that can still be used (known, unused, unexpired), with its customer's email. */
export async function findUsablePasswordToken(db: Queryable, token: string, now = new Date()): Promise<PasswordTokenInfo | null> {
  const [row] = await db
    .select({ id: passwordTokens.id, userId: passwordTokens.userId, kind: passwordTokens.kind, email: users.email })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)));
  return row ?? null;
}

/**
 * Uses the token up. Conditional on it being unused and unexpired, so of two requests
 * racing with one link only one gets the row back; the other must answer "invalid".
 */
export async function consumePasswordToken(db: Queryable, token: string, now = new Date()): Promise<PasswordTokenInfo | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ id: passwordTokens.id, userId: passwordTokens.userId, kind: passwordTokens.kind });
  if (!row) return null;
  // Any other link still outstanding for the account stops working once a password is set.
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return { ...row, email: user?.email ?? '' };
}
