import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { idempotencyKeys } from '../db/schema';
import { handleError, INTERNAL_ERROR } from '../errors';
import { lockCustomer } from '../services/addresses';
import { revokeUserSessions } from '../services/auth/sessions';
import { createLogger } from '../logger';
import { accessTokenFor, createTestUser } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { requireAuthSessionInFirstWrite } from './auth';
import { idempotency } from './idempotency';

/**
 * requireAuthSessionInFirstWrite leaves the session to the call's first write: its key's claim,
 * else the customer's lock. The routes are tested through the API (basket.test.ts,
 * orders.test.ts, payments.test.ts); here, what holds for any route that uses it: a handler
 * that answers a success with neither is an error, never a pass.
 */

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  const discarded = { write: () => {} };
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('db', database.db);
    c.set('logger', createLogger({ level: 'silent', destination: discarded }));
    await next();
  });
  app.onError(handleError);
  app.post('/skips-the-lock', requireAuthSessionInFirstWrite, (c) => c.json({ done: true }, 200));
  // A handler that takes no lock: behind a key, the key's claim checks the session.
  app.post('/keyed', requireAuthSessionInFirstWrite, idempotency({ scope: 'auth-test', required: true }), (c) => c.json({ done: true }, 200));
  app.post('/takes-the-lock', requireAuthSessionInFirstWrite, async (c) => {
    await database.db.transaction((tx) => lockCustomer(tx, c.get('auth').userId, c.get('uncheckedSession')));
    return c.json({ done: true }, 200);
  });
});
afterAll(() => database.close());

async function signedIn() {
  const user = await createTestUser(database.db);
  return { user, headers: { Authorization: `Bearer ${await accessTokenFor(database.db, user.id)}` } };
}

describe('requireAuthSessionInFirstWrite', () => {
  it('lets a handler that takes the lock answer', async () => {
    const { headers } = await signedIn();
    const response = await app.request('/takes-the-lock', { method: 'POST', headers });
    expect(response.status).toBe(200);
  });

  it('answers 500, not the success, when the handler never took the lock', async () => {
    const { headers } = await signedIn();
    const response = await app.request('/skips-the-lock', { method: 'POST', headers });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(INTERNAL_ERROR);
  });

  it('lets the claim of an Idempotency-Key check the session instead of the lock, for a new key and a replay', async () => {
    const { user, headers } = await signedIn();
    const keyed = (key: string) => ({ ...headers, 'Idempotency-Key': key });
    const first = await app.request('/keyed', { method: 'POST', headers: keyed('auth-test:1') });
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const replayed = await app.request('/keyed', { method: 'POST', headers: keyed('auth-test:1') });
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');

    await revokeUserSessions(database.db, user.id);
    for (const key of ['auth-test:1', 'auth-test:2']) {
      const refused = await app.request('/keyed', { method: 'POST', headers: keyed(key) });
      expect(refused.status, key).toBe(401);
      expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(await refused.json()).toEqual({ code: 'token_invalid', message: 'This session has ended: sign in again.' });
    }
    const keys = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(keys.map((row) => row.key)).toEqual(['auth-test:1']);
  });

  it('refuses in the lock a session that has ended', async () => {
    const { user, headers } = await signedIn();
    await revokeUserSessions(database.db, user.id);
    const response = await app.request('/takes-the-lock', { method: 'POST', headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
  });
});
