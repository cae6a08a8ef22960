import { randomUUID } from 'node:crypto';
import type { AuthTokens, DetailResponse, PasswordTokenInfo } from '@rigsmith/kit/api';
import { LogoutRequestSchema, RefreshRequestSchema, type ApiErrorBody } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { BackgroundJobs } from '../../services/background-jobs';
import { loginFailures, outboxMessages, passwordTokens, refreshTokens, users } from '../../db/schema';
import { signAccessToken, signingKey, verifyAccessToken } from '../../services/auth/access-tokens';
import { hashToken } from '../../services/auth/sessions';
import { accountDelaySeconds } from '../../services/auth/login-limits';
import { createTestUser, postJson, signInAs, TEST_PASSWORD, TEST_PASSWORD_COST } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

const PUBLIC_URL = 'https://shop.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let app: App;
let background: BackgroundJobs;
const kick = vi.fn();

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  // trustProxy: each test signs in from its own X-Forwarded-For address, so the per-address
  // limit of one test does not spill into the next.
  ({ app, background } = createTestApp(database.db, { passwordHashing: TEST_PASSWORD_COST, publicUrl: PUBLIC_URL, trustProxy: 1, mailer: { kick } }));
});
afterAll(() => database.close());

const db = () => database.db;
const newIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;
const uniqueEmail = (name = 'shopper') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

function login(body: { email: string; password: string; remember_me?: boolean }, ip = newIp()) {
  return postJson(app, '/api/auth/login/', body, { 'X-Forwarded-For': ip });
}

async function errorOf(response: Response): Promise<ApiErrorBody> {
  return (await response.json()) as ApiErrorBody;
}

/** The recipient's emails, once the ones requests left to prepare after answering are written. */
async function outboxFor(recipient: string) {
  await background.settled();
  return db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);
}

/** The token at the end of a mailed link. */
function tokenOfLink(link: string): string {
  return decodeURIComponent(link.split('/').pop()!);
}

describe('POST /api/account/register/', () => {
  it('creates an account without a password and queues the create-password email', async () => {
    kick.mockClear();
    const email = uniqueEmail('ada');
    const response = await postJson(app, '/api/account/register/', {
      email: `  ${email.toUpperCase()} `,
      terms_accepted: true,
      promotions_opt_in: true,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      detail: 'Registration email sent. Follow the link in it to create your password.',
    } satisfies DetailResponse);

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ email, passwordHash: null, country: 'GB', notifyMarketing: true });
    expect(Date.now() - user!.termsAcceptedAt.getTime()).toBeLessThan(60_000);

    await background.settled();
    const [token] = await db().select().from(passwordTokens).where(eq(passwordTokens.userId, user!.id));
    expect(token!.kind).toBe('create');
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47.9 * 60 * 60 * 1000);
    expect(token!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(48 * 60 * 60 * 1000);

    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ kind: 'create-password', subject: 'Create your Rigsmith password', sentAt: null });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/create-password/[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain(mail!.links[0]);
    expect(mail!.text).toContain('valid for 48 hours');
    // Only the hash is stored: the mailed token itself is nowhere in the database.
    expect(token!.tokenHash).toBe(hashToken(tokenOfLink(mail!.links[0]!)));
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('writes the email in the storefront’s language with its path prefix, and leaves promotions off by default', async () => {
    const email = uniqueEmail('jeanne');
    expect((await postJson(app, '/api/account/register/?country=FR', { email, terms_accepted: true })).status).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ country: 'FR', notifyMarketing: false });
    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Créez votre mot de passe Rigsmith');
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/fr/create-password/`));
  });

  it('refuses an email already registered, whatever its case', async () => {
    const existing = await createTestUser(db());
    const response = await postJson(app, '/api/account/register/', { email: existing.email.toUpperCase(), terms_accepted: true });
    expect(response.status).toBe(400);
    const message = 'A user with such an email has already been registered';
    expect(await errorOf(response)).toEqual({ code: 'email_taken', message, fields: { email: message } });
    expect(await outboxFor(existing.email)).toEqual([]);
  });

  it('says so in French on the French storefront', async () => {
    const existing = await createTestUser(db());
    const response = await postJson(app, '/api/account/register/?country=FR', { email: existing.email, terms_accepted: true });
    expect((await errorOf(response)).fields).toEqual({ email: 'Un utilisateur avec cette adresse e-mail est déjà inscrit' });
  });

  it.each([
    ['missing email', { terms_accepted: true }, { email: 'This is a required field' }],
    ['empty email', { email: '  ', terms_accepted: true }, { email: 'This is a required field' }],
    ['malformed email', { email: 'ada@example', terms_accepted: true }, { email: 'Incorrect email format' }],
    ['terms missing', { email: uniqueEmail() }, { terms_accepted: 'You must agree to the terms and privacy policy' }],
    ['terms refused', { email: uniqueEmail(), terms_accepted: false }, { terms_accepted: 'You must agree to the terms and privacy policy' }],
  ])('refuses a %s with its own message', async (_, body, fields) => {
    const response = await postJson(app, '/api/account/register/', body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual(fields);
  });

  it('gives validation messages in the storefront’s language', async () => {
    const response = await postJson(app, '/api/account/register/?country=FR', { email: 'nope' });
    expect((await errorOf(response)).fields).toEqual({
      email: 'Format d’adresse e-mail incorrect',
      terms_accepted: 'Vous devez accepter les conditions et la politique de confidentialité',
    });
  });
});

describe('POST /api/auth/login/', () => {
  it('answers a token pair whose access token names the new session', async () => {
    const user = await createTestUser(db());
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as AuthTokens;
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);

    const check = await verifyAccessToken(db(), tokens.access);
    expect(check.ok).toBe(true);
    const [row] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
    expect(check.ok && check.claims).toEqual({ userId: user.id, sessionId: row!.familyId });
    // Without remember-me the session ends a month after login (SPEC §4).
    expect(row!.rememberMe).toBe(false);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
  });

  it('gives a remember-me session 90 days', async () => {
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user, { rememberMe: true });
    const [row] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
    expect(row!.rememberMe).toBe(true);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(89.9 * DAY_MS);
  });

  it('gives the same answer for a wrong password, an unknown email and an account without a password', async () => {
    const user = await createTestUser(db());
    const registered = await createTestUser(db(), { password: null });
    const expected = { code: 'invalid_credentials', message: 'Your Email Address or Password is incorrect.' };
    for (const body of [
      { email: user.email, password: `${user.password}x` },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
      { email: registered.email, password: TEST_PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual(expected);
    }
  });

  it('translates the failure', async () => {
    const response = await postJson(app, '/api/auth/login/?country=FR', { email: uniqueEmail(), password: 'x' }, { 'X-Forwarded-For': newIp() });
    expect((await errorOf(response)).message).toBe('Votre adresse e-mail ou votre mot de passe est incorrect.');
  });

  it('validates the body with the login form’s schema', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ email: 'Incorrect email format', password: 'This is a required field' });
  });

  it('upgrades a hash made at a lower cost than the app’s', async () => {
    const user = await createTestUser(db());
    const { app: strongerApp } = createTestApp(db(), { passwordHashing: { N: 2 ** 13 }, trustProxy: 1 });
    expect(
      (await postJson(strongerApp, '/api/auth/login/', { email: user.email, password: user.password }, { 'X-Forwarded-For': newIp() })).status,
    ).toBe(200);
    const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^scrypt\$8192\$8\$1\$/);
  });
});

describe('sign-in limits', () => {
  it('slows an account after 5 failures, before checking the password, from any address', async () => {
    const user = await createTestUser(db());
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: user.email, password: 'Wrong-password-1' })).status).toBe(401);
    }
    // Even the right password, from yet another address, is not checked right away.
    const response = await login({ email: user.email, password: user.password });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: 'too_many_attempts', message: 'Too many failed sign-in attempts. Try again in 1 second.' });
    expect(Number(response.headers.get('Retry-After'))).toBe(1);
    // A refused attempt is not itself counted against the account.
    const failures = await db()
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${user.email}`));
    expect(failures).toHaveLength(5);
    // Once the delay has passed the owner gets in: slowed, never locked out.
    await db()
      .update(loginFailures)
      .set({ at: new Date(Date.now() - 2000) })
      .where(eq(loginFailures.key, `email:${user.email}`));
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('doubles the delay with each further failure, up to 2 minutes', async () => {
    expect([5, 6, 7, 8, 9, 12, 13, 30].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 8, 64, 120, 120]);
    const user = await createTestUser(db());
    // Nine failures, the last a second ago: the tenth attempt must wait 16 s after it.
    const now = Date.now();
    await db()
      .insert(loginFailures)
      .values([60, 50, 40, 30, 20, 10, 5, 2, 1].map((seconds) => ({ key: `email:${user.email}`, at: new Date(now - seconds * 1000) })));
    const response = await login({ email: user.email, password: user.password });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(13);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect((await errorOf(response)).message).toMatch(/^Too many failed sign-in attempts\. Try again in 1[345] seconds\.$/);
  });

  it('ignores failures older than 15 minutes', async () => {
    const user = await createTestUser(db());
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 5 }, () => ({ key: `email:${user.email}`, at: new Date(Date.now() - 16 * 60_000) })));
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('forgives an account’s failures when it signs in', async () => {
    const user = await createTestUser(db());
    for (let attempt = 0; attempt < 4; attempt++) await login({ email: user.email, password: 'Wrong-password-1' });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login({ email: user.email, password: 'Wrong-password-1' })).status).toBe(401);
    }
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('locks an address after 20 failures, whichever accounts they were for', async () => {
    const ip = newIp();
    const user = await createTestUser(db());
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login({ email: uniqueEmail('stuffed'), password: 'Guess-1234!' }, ip)).status).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The account itself is fine from elsewhere.
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('does not believe X-Forwarded-For unless told to trust a proxy', async () => {
    const { app: direct } = createTestApp(db(), { passwordHashing: TEST_PASSWORD_COST });
    await db().delete(loginFailures).where(eq(loginFailures.key, 'ip:unknown'));
    for (let attempt = 0; attempt < 20; attempt++) {
      await postJson(direct, '/api/auth/login/', { email: uniqueEmail(), password: 'Guess-1234!' }, { 'X-Forwarded-For': newIp() });
    }
    const rows = await db().select().from(loginFailures).where(eq(loginFailures.key, 'ip:unknown'));
    expect(rows).toHaveLength(20);
    const user = await createTestUser(db());
    const response = await postJson(direct, '/api/auth/login/', { email: user.email, password: user.password }, { 'X-Forwarded-For': newIp() });
    expect(response.status).toBe(429);
    await db().delete(loginFailures).where(eq(loginFailures.key, 'ip:unknown'));
  });
});

describe('POST /api/auth/refresh/', () => {
  const refresh = (token: string) => postJson(app, '/api/auth/refresh/', { refresh: token });

  it('rotates: a new pair in the same session, the old token spent', async () => {
    const user = await createTestUser(db());
    const first = await signInAs(app, user);
    const response = await refresh(first.refresh);
    expect(response.status).toBe(200);
    const second = (await response.json()) as AuthTokens;
    expect(second.refresh).not.toBe(first.refresh);
    const [a, b] = await Promise.all([verifyAccessToken(db(), first.access), verifyAccessToken(db(), second.access)]);
    expect(a.ok && b.ok && a.claims.sessionId === b.claims.sessionId).toBe(true);
    const [old] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first.refresh)));
    expect(old!.rotatedAt).not.toBeNull();
  });

  it('keeps a plain session’s end fixed and slides a remember-me one', async () => {
    const user = await createTestUser(db());
    const plain = await signInAs(app, user);
    const remembered = await signInAs(app, user, { rememberMe: true });
    const expiry = async (token: string) =>
      (
        await db()
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(token)))
      )[0]!.expiresAt.getTime();
    // Pretend both sessions started 10 days ago.
    for (const token of [plain.refresh, remembered.refresh]) {
      await db()
        .update(refreshTokens)
        .set({ expiresAt: new Date((await expiry(token)) - 10 * DAY_MS) })
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
    }
    const plainEnd = await expiry(plain.refresh);
    const plainNext = (await (await refresh(plain.refresh)).json()) as AuthTokens;
    expect(await expiry(plainNext.refresh)).toBe(plainEnd);
    const rememberedNext = (await (await refresh(remembered.refresh)).json()) as AuthTokens;
    expect((await expiry(rememberedNext.refresh)) - Date.now()).toBeGreaterThan(89.9 * DAY_MS);
  });

  it('gives two tabs refreshing the same token at once the same working successor', async () => {
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    const [one, two] = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const [pairOne, pairTwo] = (await Promise.all([one.json(), two.json()])) as [AuthTokens, AuthTokens];
    expect(pairOne.refresh).toBe(pairTwo.refresh);
    expect((await refresh(pairOne.refresh)).status).toBe(200);
  });

  it('gives ten simultaneous refreshes of one token one successor between them', async () => {
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens.refresh)));
    const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as AuthTokens })));
    // Each either gets the one successor or a 401; never a session of its own.
    const successors = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.refresh));
    expect(successors.size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
    const session = (await verifyAccessToken(db(), tokens.access)) as { ok: true; claims: { sessionId: string } };
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.familyId, session.claims.sessionId));
    expect(family).toHaveLength(2);
  });

  it('treats a spent token used after the grace as theft: the whole session is revoked', async () => {
    const user = await createTestUser(db());
    const stolen = await signInAs(app, user);
    const newest = (await (await refresh(stolen.refresh)).json()) as AuthTokens;
    // The owner's rotation was 11 seconds ago; now the thief's copy turns up.
    await db()
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen.refresh)));
    const reuse = await refresh(stolen.refresh);
    expect(reuse.status).toBe(401);
    expect(await errorOf(reuse)).toEqual({ code: 'refresh_reused', message: 'Your session has ended. Please sign in again.' });
    // The owner's newest token dies with the family.
    const later = await refresh(newest.refresh);
    expect(later.status).toBe(401);
    expect((await errorOf(later)).code).toBe('refresh_invalid');
  });

  it('refuses an unknown, an expired and a malformed token', async () => {
    expect((await errorOf(await refresh('not-a-token'))).code).toBe('refresh_invalid');
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    await db()
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
    const expired = await refresh(tokens.refresh);
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).code).toBe('refresh_invalid');
    expect((await postJson(app, '/api/auth/refresh/', {})).status).toBe(400);
  });
});

describe('access tokens on a signed-in call', () => {
  const changePassword = (authorization?: string) =>
    postJson(
      app,
      '/api/account/change_password/',
      { old_password: TEST_PASSWORD, password: 'Another-Pass-2' },
      authorization ? { Authorization: authorization } : {},
    );

  it('needs one', async () => {
    const response = await changePassword();
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('not_authenticated');
    expect(response.headers.get('WWW-Authenticate')).toContain('Bearer');
  });

  it('refuses an expired one', async () => {
    const user = await createTestUser(db());
    const token = await signAccessToken(db(), { userId: user.id, sessionId: randomUUID() }, new Date(Date.now() - 6 * 60_000));
    const response = await changePassword(`Bearer ${token}`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('token_expired');
  });

  it('refuses one for another audience', async () => {
    const user = await createTestUser(db());
    const token = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('rigsmith-shop')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await signingKey(db()));
    expect((await errorOf(await changePassword(`Bearer ${token}`))).code).toBe('token_invalid');
  });

  it('refuses an unsigned (alg none) one', async () => {
    const user = await createTestUser(db());
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      typ: 'access',
      sid: randomUUID(),
      sub: String(user.id),
      iss: 'rigsmith-shop',
      aud: 'rigsmith-shop-api',
      iat: now,
      exp: now + 300,
    })}.`;
    const response = await changePassword(`Bearer ${token}`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('token_invalid');
  });
});

describe('POST /api/auth/logout/', () => {
  const logout = (body: object) => postJson(app, '/api/auth/logout/', body);

  it('ends the session, and only that one', async () => {
    const user = await createTestUser(db());
    const here = await signInAs(app, user);
    const elsewhere = await signInAs(app, user);
    const response = await logout({ refresh: here.refresh, access: here.access });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await postJson(app, '/api/auth/refresh/', { refresh: here.refresh })).status).toBe(401);
    expect((await postJson(app, '/api/auth/refresh/', { refresh: elsewhere.refresh })).status).toBe(200);
  });

  it('stops the session’s access token at once, not when it expires', async () => {
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    const account = () => app.request('/api/account/', { headers: { Authorization: `Bearer ${tokens.access}` } });
    expect((await account()).status).toBe(200);
    expect((await logout({ refresh: tokens.refresh })).status).toBe(204);
    const refused = await account();
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('token_invalid');
  });

  it('also ends the session of a valid access token sent with a stale refresh token', async () => {
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    expect((await logout({ refresh: 'long-gone', access: tokens.access })).status).toBe(204);
    expect((await postJson(app, '/api/auth/refresh/', { refresh: tokens.refresh })).status).toBe(401);
  });

  it('is idempotent', async () => {
    expect((await logout({ refresh: 'never-issued' })).status).toBe(204);
    const user = await createTestUser(db());
    const tokens = await signInAs(app, user);
    expect((await logout({ refresh: tokens.refresh })).status).toBe(204);
    expect((await logout({ refresh: tokens.refresh })).status).toBe(204);
  });

  it('needs a refresh token', async () => {
    expect((await logout({})).status).toBe(400);
  });
});

describe('POST /api/account/ask_for_password_reset/', () => {
  const ask = (email: string, country = 'GB') => postJson(app, `/api/account/ask_for_password_reset/?country=${country}`, { email });
  const neutral = { detail: 'If an account is linked to this email address, a link to reset your password will arrive shortly.' };

  it('answers neutrally for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await ask(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(neutral);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('answers the same for a known email and queues a 2-hour reset link in the customer’s language', async () => {
    kick.mockClear();
    const user = await createTestUser(db(), { country: 'DE' });
    const response = await ask(user.email.toUpperCase());
    expect(await response.json()).toEqual(neutral);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ kind: 'reset-password', subject: 'Setzen Sie Ihr Rigsmith-Passwort zurück' });
    expect(mail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/de/create-password/`));
    const [token] = await db().select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(token!.kind).toBe('reset');
    expect(token!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(1.9 * 60 * 60 * 1000);
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('sends at most 3 reset emails an hour, still answering neutrally', async () => {
    const user = await createTestUser(db());
    for (let request = 0; request < 4; request++) expect(await (await ask(user.email)).json()).toEqual(neutral);
    expect(await outboxFor(user.email)).toHaveLength(3);
  });

  it('validates the email', async () => {
    const response = await ask('');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ email: 'This is a required field' });
  });
});

describe('the emailed password links', () => {
  async function registeredLink(email = uniqueEmail('new')) {
    await postJson(app, '/api/account/register/', { email, terms_accepted: true });
    const [mail] = await outboxFor(email);
    return { email, token: tokenOfLink(mail!.links[0]!) };
  }
  async function resetLink(email: string) {
    await postJson(app, '/api/account/ask_for_password_reset/', { email });
    const mails = await outboxFor(email);
    return tokenOfLink(mails.at(-1)!.links[0]!);
  }
  const info = (token: string) => app.request(`/api/account/${encodeURIComponent(token)}/reset_password/`);
  const use = (token: string, body: object, country = 'GB') =>
    postJson(app, `/api/account/${encodeURIComponent(token)}/reset_password/?country=${country}`, body);

  it('tells what a registration link is for', async () => {
    const { email, token } = await registeredLink();
    const response = await info(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'create', email } satisfies PasswordTokenInfo);
  });

  it('creates the password once, with the profile, and the customer can sign in', async () => {
    const { email, token } = await registeredLink();
    const response = await use(token, {
      password: 'First-Pass-1',
      confirmation: 'First-Pass-1',
      full_name: 'Ada Lovelace',
      phone_number: '+44 20 7946 0000',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'created', detail: 'Password created. You can now sign in.' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ fullName: 'Ada Lovelace', phoneNumber: '+442079460000' });
    expect(user!.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect((await login({ email, password: 'First-Pass-1' })).status).toBe(200);

    // Single use: the link is spent.
    expect((await info(token)).status).toBe(404);
    const again = await use(token, { password: 'Second-Pass-2' });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toEqual({ code: 'invalid_token', message: 'This link is no longer valid. Ask for a new one.' });
  });

  it('resets the password, signs out every session and answers in the storefront’s language', async () => {
    const user = await createTestUser(db());
    const session = await signInAs(app, user);
    const token = await resetLink(user.email);
    expect(await (await info(token)).json()).toEqual({ kind: 'reset', email: user.email });
    const response = await use(token, { password: 'Brand-New-Pass-3', full_name: 'Ignored For Resets' }, 'FR');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'changed', detail: 'Mot de passe modifié.' });
    expect((await postJson(app, '/api/auth/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await login({ email: user.email, password: user.password })).status).toBe(401);
    expect((await login({ email: user.email, password: 'Brand-New-Pass-3' })).status).toBe(200);
    const [row] = await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe('');
  });

  it('spends every other outstanding link once a password is set', async () => {
    const user = await createTestUser(db());
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await use(second, { password: 'Brand-New-Pass-3' })).status).toBe(200);
    expect((await info(first)).status).toBe(404);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createTestUser(db());
    const token = await resetLink(user.email);
    await db()
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    expect((await info(token)).status).toBe(404);
    expect((await use(token, { password: 'Brand-New-Pass-3' })).status).toBe(404);
    const unknown = await info('no-such-token');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('invalid_token');
  });

  it('lets only one of two simultaneous uses through', async () => {
    const user = await createTestUser(db());
    const token = await resetLink(user.email);
    const statuses = (await Promise.all([use(token, { password: 'Racing-Pass-1' }), use(token, { password: 'Racing-Pass-2' })])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 404]);
  });

  it.each([
    ['Aa1!aa', 'Password must be at least 8 characters long'],
    [`Aa1!${'a'.repeat(125)}`, 'Password must be at most 128 characters long'],
    ['AAAAAAA1!', 'Password must contain a lower case letter'],
    ['aaaaaaa1!', 'Password must contain an upper case letter'],
    ['Aaaaaaaa!', 'Password must contain a number'],
    ['Aaaaaaaa1', 'Password must contain a special character'],
    ['Aaaaaaa1!é', 'Password must use the Latin alphabet only'],
    ['', 'This is a required field'],
  ])('refuses the password %j with its own message, leaving the link usable', async (password, message) => {
    const { token } = await registeredLink();
    const response = await use(token, { password });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ password: message });
    expect((await info(token)).status).toBe(200);
  });

  it('refuses a confirmation that does not match, and a bad phone number', async () => {
    const { token } = await registeredLink();
    const response = await use(token, { password: 'First-Pass-1', confirmation: 'First-Pass-2', phone_number: '12' });
    expect((await errorOf(response)).fields).toEqual({ confirmation: 'Passwords do not match', phone_number: 'Number is not correct' });
  });

  it('gives the password rules in French on the French storefront', async () => {
    const { token } = await registeredLink();
    const response = await use(token, { password: 'aaaaaaa1!' }, 'FR');
    expect((await errorOf(response)).fields).toEqual({ password: 'Le mot de passe doit contenir une lettre majuscule' });
  });
});

describe('POST /api/account/change_password/', () => {
  const change = (access: string, body: object) =>
    postJson(app, '/api/account/change_password/', body, { Authorization: `Bearer ${access}`, 'X-Forwarded-For': newIp() });

  it('changes the password, keeps this session and ends every other', async () => {
    const user = await createTestUser(db());
    const here = await signInAs(app, user);
    const phone = await signInAs(app, user);
    const response = await change(here.access, { old_password: user.password, password: 'Changed-Pass-4', confirmation: 'Changed-Pass-4' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'Password changed.' });
    expect((await postJson(app, '/api/auth/refresh/', { refresh: phone.refresh })).status).toBe(401);
    expect((await postJson(app, '/api/auth/refresh/', { refresh: here.refresh })).status).toBe(200);
    expect((await login({ email: user.email, password: 'Changed-Pass-4' })).status).toBe(200);
    expect((await login({ email: user.email, password: user.password })).status).toBe(401);
  });

  it('refuses a wrong current password next to its field', async () => {
    const user = await createTestUser(db());
    const { access } = await signInAs(app, user);
    const response = await change(access, { old_password: 'Not-It-123!', password: 'Changed-Pass-4' });
    expect(response.status).toBe(400);
    const message = 'The current password is not correct.';
    expect(await errorOf(response)).toEqual({ code: 'wrong_password', message, fields: { old_password: message } });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('counts wrong current passwords towards the account’s sign-in limit', async () => {
    const user = await createTestUser(db());
    const { access } = await signInAs(app, user);
    for (let attempt = 0; attempt < 5; attempt++) await change(access, { old_password: 'Not-It-123!', password: 'Changed-Pass-4' });
    const response = await change(access, { old_password: user.password, password: 'Changed-Pass-4' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('applies the password rules to the new password', async () => {
    const user = await createTestUser(db());
    const { access } = await signInAs(app, user);
    const response = await change(access, { old_password: '', password: 'short', confirmation: 'other' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      old_password: 'This is a required field',
      password: 'Password must be at least 8 characters long',
      confirmation: 'Passwords do not match',
    });
  });

  it('never logs a password or token', async () => {
    const { app: logged, logs, background: loggedJobs } = createTestApp(db(), { passwordHashing: TEST_PASSWORD_COST });
    const user = await createTestUser(db());
    const tokens = await signInAs(logged, user);
    await postJson(logged, '/api/auth/refresh/', { refresh: tokens.refresh });
    const resetToken = await (async () => {
      await postJson(logged, '/api/account/ask_for_password_reset/', { email: user.email });
      await loggedJobs.settled();
      return tokenOfLink((await outboxFor(user.email)).at(-1)!.links[0]!);
    })();
    await logged.request(`/api/account/${resetToken}/reset_password/`);
    const text = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [user.password, tokens.refresh, tokens.access, resetToken]) expect(text).not.toContain(secret);
  });
});

describe('refusals on the German storefront', () => {
  const inGerman = (path: string) => `${path}?country=DE`;

  it('says a refresh token is not valid, or was spent already, in German', async () => {
    const message = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';
    const unknown = await postJson(app, inGerman('/api/auth/refresh/'), { refresh: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toEqual({ code: 'refresh_invalid', message });

    const stolen = await signInAs(app, await createTestUser(db()));
    expect((await postJson(app, '/api/auth/refresh/', { refresh: stolen.refresh })).status).toBe(200);
    await db()
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen.refresh)));
    const reuse = await postJson(app, inGerman('/api/auth/refresh/'), { refresh: stolen.refresh });
    expect(reuse.status).toBe(401);
    expect(await errorOf(reuse)).toEqual({ code: 'refresh_reused', message });
  });

  it('says a password link is no longer valid in German', async () => {
    const response = await app.request(inGerman('/api/account/no-such-token/reset_password/'));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'invalid_token', message: 'Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen an.' });
  });

  it('says the email or password is wrong in German', async () => {
    const response = await postJson(app, inGerman('/api/auth/login/'), { email: uniqueEmail(), password: 'x' }, { 'X-Forwarded-For': newIp() });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'invalid_credentials', message: 'Ihre E-Mail-Adresse oder Ihr Passwort ist falsch.' });
  });

  it('refuses a taken email next to its field in German', async () => {
    const existing = await createTestUser(db());
    const response = await postJson(app, inGerman('/api/account/register/'), { email: existing.email, terms_accepted: true });
    expect(response.status).toBe(400);
    const message = 'Mit dieser E-Mail-Adresse ist bereits ein Benutzer registriert';
    expect(await errorOf(response)).toEqual({ code: 'email_taken', message, fields: { email: message } });
  });

  it('refuses a wrong current password next to its field in German', async () => {
    const user = await createTestUser(db());
    const { access } = await signInAs(app, user);
    const response = await postJson(
      app,
      inGerman('/api/account/change_password/'),
      { old_password: 'Not-It-123!', password: 'Changed-Pass-4' },
      { Authorization: `Bearer ${access}`, 'X-Forwarded-For': newIp() },
    );
    expect(response.status).toBe(400);
    const message = 'Das aktuelle Passwort ist nicht korrekt.';
    expect(await errorOf(response)).toEqual({ code: 'wrong_password', message, fields: { old_password: message } });
  });

  it('says how long to wait after too many failures in German, in seconds and then in minutes', async () => {
    const user = await createTestUser(db());
    for (let attempt = 0; attempt < 5; attempt++) await login({ email: user.email, password: 'Wrong-password-1' });
    const slowed = await postJson(app, inGerman('/api/auth/login/'), { email: user.email, password: user.password }, { 'X-Forwarded-For': newIp() });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('Retry-After')).toBe('1');
    expect(await errorOf(slowed)).toEqual({
      code: 'too_many_attempts',
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Sekunde erneut.',
    });
    // Twelve failures in the last minute: a 64-second wait, said in whole minutes.
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 7 }, () => ({ key: `email:${user.email}`, at: new Date() })));
    const locked = await postJson(app, inGerman('/api/auth/login/'), { email: user.email, password: user.password }, { 'X-Forwarded-For': newIp() });
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(60);
    expect(await errorOf(locked)).toEqual({
      code: 'too_many_attempts',
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 2 Minuten erneut.',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the account calls and their bearer security', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    for (const path of [
      '/api/account/register/',
      '/api/auth/login/',
      '/api/auth/refresh/',
      '/api/auth/logout/',
      '/api/account/{token}/reset_password/',
    ]) {
      expect(document.paths[path]).toBeDefined();
    }
    expect(document.paths['/api/account/change_password/']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/dev/mailbox/']).toBeUndefined();
  });
});

describe('session bodies, validated with the kit contract’s schemas', () => {
  // The refresh and logout bodies are the kit's RefreshRequestSchema and LogoutRequestSchema
  // (kit/src/domain/contract/account.ts): what the schema refuses, the route refuses, with the
  // 400 `{ code, message, fields }` every validation error has (SPEC §7).
  it.each([
    [
      '/api/auth/refresh/',
      {},
      RefreshRequestSchema,
      { message: 'Invalid body field: refresh', fields: { refresh: 'Invalid input: expected string, received undefined' } },
    ],
    [
      '/api/auth/refresh/',
      { refresh: '' },
      RefreshRequestSchema,
      { message: 'Invalid body field: refresh', fields: { refresh: 'Too small: expected string to have >=1 characters' } },
    ],
    [
      '/api/auth/logout/',
      { refresh: 'x'.repeat(201), access: 7 },
      LogoutRequestSchema,
      {
        message: 'Invalid body fields: refresh, access',
        fields: { refresh: 'Too big: expected string to have <=200 characters', access: 'Invalid input: expected string, received number' },
      },
    ],
  ])('%s refuses %j, as the contract does', async (path, body, schema, answer) => {
    expect(schema.safeParse(body).success).toBe(false);
    const response = await postJson(app, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_error', ...answer });
  });
});
