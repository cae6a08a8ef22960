import type { Account, ShippingAddress } from '@rigsmith/kit/api';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../services/auth/access-tokens';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

/**
 * The account access matrix (SPEC §4): every account call refuses a missing, malformed, forged
 * or expired token, and customer A's token reaches none of customer B's data — another
 * customer's address is a 404 (as if it did not exist), never a 403 and never their data.
 */

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

const london = { first_name: 'Bea', last_name: 'B', phone: '+447123456456', line1: '1 Road', city: 'London', postcode: 'SW1A 1AA', country: 'GB' };
const paris = { ...london, city: 'Paris', postcode: '75001', country: 'FR' };

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return app.request(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every call that acts for a signed-in customer, with a body it would accept. */
const accountCalls: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/account/' },
  { method: 'PATCH', path: '/api/account/', body: { full_name: 'Mallory' } },
  { method: 'GET', path: '/api/account/shipping_address/' },
  { method: 'POST', path: '/api/account/shipping_address/', body: london },
  { method: 'DELETE', path: '/api/account/shipping_address/1/' },
  { method: 'POST', path: '/api/account/shipping_address/1/set_default/' },
  { method: 'POST', path: '/api/account/change_password/', body: { old_password: 'x', password: 'New-Passw0rd!' } },
];

describe('every account call without a valid access token', () => {
  async function expect401(headers: Record<string, string>, code: string) {
    for (const { method, path, body } of accountCalls) {
      const response = await call(method, path, headers, body);
      const error = (await response.json()) as ApiErrorBody;
      expect({ call: `${method} ${path}`, status: response.status, code: error.code }).toEqual({ call: `${method} ${path}`, status: 401, code });
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    }
  }

  it('answers 401 not_authenticated with no token', async () => {
    await expect401({}, 'not_authenticated');
  });

  it('answers 401 not_authenticated for another scheme', async () => {
    await expect401({ Authorization: 'Basic YWRhOnNlY3JldA==' }, 'not_authenticated');
  });

  it('answers 401 token_invalid for a token that is not a JWT', async () => {
    await expect401(bearer('not-a-token'), 'token_invalid');
  });

  it('answers 401 token_invalid for a token signed with another key', async () => {
    const user = await createTestUser(database.db);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ typ: 'access', sid: 'forged' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('rigsmith-shop')
      .setAudience('rigsmith-shop-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('an attacker’s key of thirty-two bytes or more'));
    await expect401(bearer(forged), 'token_invalid');
  });

  it('answers 401 token_invalid for an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', sid: 'x', typ: 'access', iss: 'rigsmith-shop', aud: 'rigsmith-shop-api', iat: now, exp: now + 60 })}.`;
    await expect401(bearer(unsigned), 'token_invalid');
  });

  it('answers 401 token_expired for an expired token', async () => {
    const user = await createTestUser(database.db);
    const issued = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    await expect401(bearer(await signAccessToken(database.db, { userId: user.id, sessionId: 'old' }, issued)), 'token_expired');
  });
});

describe('customer A’s token against customer B’s data', () => {
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let bAddresses: ShippingAddress[];
  let bAccount: Account;

  beforeAll(async () => {
    const userA = await createTestUser(database.db, { fullName: 'Alice' });
    const userB = await createTestUser(database.db, { fullName: 'Bea' });
    a = { id: userA.id, token: await accessTokenFor(database.db, userA.id) };
    b = { id: userB.id, token: await accessTokenFor(database.db, userB.id) };
    for (const body of [london, paris]) expect((await call('POST', '/api/account/shipping_address/', bearer(b.token), body)).status).toBe(201);
    bAddresses = (await (await call('GET', '/api/account/shipping_address/', bearer(b.token))).json()) as ShippingAddress[];
    bAccount = (await (await call('GET', '/api/account/', bearer(b.token))).json()) as Account;
    expect(bAddresses).toHaveLength(2);
  });

  /** B's data, read with B's own token: what A's calls must leave exactly as it was. */
  async function expectBUnchanged() {
    expect(await (await call('GET', '/api/account/shipping_address/', bearer(b.token))).json()).toEqual(bAddresses);
    expect(await (await call('GET', '/api/account/', bearer(b.token))).json()).toEqual(bAccount);
  }

  it.each([
    ['DELETE', (id: number) => `/api/account/shipping_address/${id}/`],
    ['POST', (id: number) => `/api/account/shipping_address/${id}/set_default/`],
  ] as const)('%s on each of B’s addresses answers 404, as for an id that does not exist', async (method, path) => {
    const missing = (await call(method, path(2_000_000_000), bearer(a.token))).json();
    for (const address of bAddresses) {
      const response = await call(method, path(address.id), bearer(a.token));
      expect(response.status).toBe(404);
      const body = (await response.json()) as ApiErrorBody;
      // Word for word the answer for a missing id: nothing tells that B's address exists.
      expect(body).toEqual(await missing);
      expect(body).toEqual({ code: 'not_found', message: 'There is no such address in your account.' });
      expect(JSON.stringify(body)).not.toContain(address.line1);
    }
    await expectBUnchanged();
  });

  it('lists only A’s own addresses', async () => {
    const response = await call('GET', '/api/account/shipping_address/', bearer(a.token));
    expect(await response.json()).toEqual([]);
  });

  it('reads and changes only A’s own account', async () => {
    const own = (await (await call('GET', '/api/account/', bearer(a.token))).json()) as Account;
    expect(own).toMatchObject({ id: a.id, full_name: 'Alice' });
    // An id in the body does not pick whose account changes.
    const patched = (await (await call('PATCH', '/api/account/', bearer(a.token), { id: b.id, full_name: 'Alice A' })).json()) as Account;
    expect(patched).toMatchObject({ id: a.id, full_name: 'Alice A' });
    await expectBUnchanged();
  });

  it('saves A’s new address to A, whatever the body says', async () => {
    const response = await call('POST', '/api/account/shipping_address/', bearer(a.token), { ...london, user_id: b.id, id: bAddresses[0]!.id });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as ShippingAddress;
    expect(saved.id).not.toBe(bAddresses[0]!.id);
    expect((await (await call('GET', '/api/account/shipping_address/', bearer(a.token))).json()) as ShippingAddress[]).toEqual([saved]);
    await expectBUnchanged();
  });
});
