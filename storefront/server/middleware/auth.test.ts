import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { handleError, INTERNAL_ERROR } from '../errors';
import { lockCustomer } from '../services/addresses';
import { revokeUserSessions } from '../services/auth/sessions';
import { createLogger } from '../logger';
import { accessTokenFor, createTestUser } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { requireAuthSessionInLock } from './auth';

/**
 * requireAuthSessionInLock leaves the session to the customer's lock. The cart's routes are
 * tested through the API (basket.test.ts); here, what holds for any route that uses it: a
 * handler that answers a success without the lock is an error, never a pass.
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
  app.post('/skips-the-lock', requireAuthSessionInLock, (c) => c.json({ done: true }, 200));
  app.post('/takes-the-lock', requireAuthSessionInLock, async (c) => {
    await database.db.transaction((tx) => lockCustomer(tx, c.get('auth').userId, c.get('uncheckedSession')));
    return c.json({ done: true }, 200);
  });
});
afterAll(() => database.close());

async function signedIn() {
  const user = await createTestUser(database.db);
  return { user, headers: { Authorization: `Bearer ${await accessTokenFor(database.db, user.id)}` } };
}

describe('requireAuthSessionInLock', () => {
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

  it('checks the session up front when the call carries an Idempotency-Key', async () => {
    const { user, headers } = await signedIn();
    const keyed = { ...headers, 'Idempotency-Key': 'auth-test:1' };
    expect((await app.request('/skips-the-lock', { method: 'POST', headers: keyed })).status).toBe(200);
    await revokeUserSessions(database.db, user.id);
    const refused = await app.request('/skips-the-lock', { method: 'POST', headers: keyed });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await refused.json()).toEqual({ code: 'token_invalid', message: 'This session has ended: sign in again.' });
  });

  it('refuses in the lock a session that has ended', async () => {
    const { user, headers } = await signedIn();
    await revokeUserSessions(database.db, user.id);
    const response = await app.request('/takes-the-lock', { method: 'POST', headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
  });
});
