import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@rigsmith/kit/api';
import type { CountryCode } from '@rigsmith/kit/domain';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { signAccessToken } from '../services/auth/access-tokens';
import { hashPassword, type ScryptCost } from '../services/auth/passwords';
import { startSession } from '../services/auth/sessions';

/**
 * Accounts for server tests: a customer with a password straight in the database, and
 * tokens to act as them, without going through registration and email.
 */

/**
 * scrypt cost for tests: 2^12 hashes in a few milliseconds, where the OWASP default
 * (2^17) takes a quarter of a second. Pass it to `createTestApp(db, { passwordHashing })`
 * too, so the app's dummy hash for unknown emails is as cheap.
 */
export const TEST_PASSWORD_COST: Partial<ScryptCost> = { N: 2 ** 12 };

/** A password every rule of SPEC §5 accepts. */
export const TEST_PASSWORD = 'Correct-Horse-9';

export type TestUser = { id: number; email: string; password: string };

/**
 * Inserts a customer with a password (hashed at the cheap test cost). The email defaults
 * to a unique one, so tests in one file never collide; `password: null` makes an account
 * that registered but has not created its password yet.
 */
export async function createTestUser(
  db: Database,
  options: { email?: string; password?: string | null; fullName?: string; country?: CountryCode } = {},
): Promise<TestUser> {
  const email = (options.email ?? `customer-${randomUUID().slice(0, 8)}@example.com`).trim().toLowerCase();
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await hashPassword(password, TEST_PASSWORD_COST),
      fullName: options.fullName ?? '',
      country: options.country ?? 'GB',
      termsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password: password ?? '' };
}

/** Same as `createTestUser` (the name other briefs use). */
export const createUser = createTestUser;

/**
 * A valid access token for the customer, for a real session (refresh family) started for
 * it: `requireAuth` refuses tokens whose session is not open. `sessionId` signs a token
 * for a session that may not exist (to test exactly that).
 */
export async function accessTokenFor(db: Database, userId: number, sessionId?: string): Promise<string> {
  if (sessionId) return signAccessToken(db, { userId, sessionId });
  return (await startSession(db, userId)).access;
}

/** `Authorization` header for a customer's fresh access token. */
export async function authHeaderFor(db: Database, userId: number, sessionId?: string): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await accessTokenFor(db, userId, sessionId)}` };
}

/** Signs in through the real call (`POST /api/auth/login/`) and returns the token pair; throws if refused. */
export async function signInAs(app: App, user: { email: string; password: string }, options: { rememberMe?: boolean } = {}): Promise<AuthTokens> {
  const response = await postJson(app, '/api/auth/login/', {
    email: user.email,
    password: user.password,
    remember_me: options.rememberMe ?? false,
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${user.email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AuthTokens;
}

/** A JSON POST as the kit's client sends it. */
export async function postJson(app: App, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
