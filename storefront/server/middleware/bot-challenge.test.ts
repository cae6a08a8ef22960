import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { botChallengeConfigFromEnv, createTurnstileVerifier, TURNSTILE_VERIFY_URL } from '../services/bot-challenge';
import { postJson } from '../test/accounts';
import { createTestApp, get } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { BOT_CHALLENGE_HEADER, BOT_CHALLENGED_PATHS } from './bot-challenge';

const SECRET = 'test-secret';
const GOOD_TOKEN = 'token-from-a-person';

/** A local stand-in for Turnstile's siteverify: form fields in, `{ success }` out; `status` forces an error answer. */
function startFakeSiteverify() {
  const seen: URLSearchParams[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (status !== 200) {
        response.writeHead(status).end('provider error');
        return;
      }
      const success = request.method === 'POST' && form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
    });
  });
  return new Promise<{ url: string; seen: URLSearchParams[]; fail: (next: number) => void; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
        seen,
        fail: (next) => (status = next),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;
let on: App;
let off: App;

const challengeFor = (verifyUrl: string) => {
  const config = botChallengeConfigFromEnv({
    BOT_CHALLENGE: 'turnstile',
    BOT_CHALLENGE_SITE_KEY: 'site-key-1',
    BOT_CHALLENGE_SECRET: SECRET,
    BOT_CHALLENGE_VERIFY_URL: verifyUrl,
  });
  if (!config) throw new Error('the bot challenge should be on');
  return { site: { provider: config.provider, siteKey: config.siteKey }, verifier: createTurnstileVerifier(config) };
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeSiteverify();
  on = createTestApp(database.db, { botChallenge: challengeFor(fake.url), trustProxy: 1 }).app;
  off = createTestApp(database.db).app;
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const login = (app: App, headers: Record<string, string> = {}, country = 'GB') =>
  postJson(app, `/api/auth/login/?country=${country}`, { email: 'nobody@example.com', password: 'Wrong-Password-1' }, headers);

describe('the bot challenge, on', () => {
  it('lets a request with a token the provider passes through to the form’s own answer', async () => {
    const response = await login(on, { [BOT_CHALLENGE_HEADER]: GOOD_TOKEN, 'X-Forwarded-For': '203.0.113.7' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ApiErrorBody).code).toBe('invalid_credentials');
    // The provider was asked with the shop's secret and the shopper's address.
    expect(fake.seen.at(-1)?.get('secret')).toBe(SECRET);
    expect(fake.seen.at(-1)?.get('remoteip')).toBe('203.0.113.7');
  });

  it('refuses a refused token with 400 bot_challenge_failed, in the storefront’s language', async () => {
    const response = await login(on, { [BOT_CHALLENGE_HEADER]: 'token-from-a-bot' }, 'FR');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('bot_challenge_failed');
    expect(body.message).toMatch(/^Nous n’avons pas pu confirmer/);
  });

  it('refuses every challenged form sent without a token, without asking the provider', async () => {
    const asked = fake.seen.length;
    for (const path of BOT_CHALLENGED_PATHS) {
      const response = await postJson(on, path, {});
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as ApiErrorBody).code, path).toBe('bot_challenge_failed');
    }
    expect(fake.seen.length).toBe(asked);
  });

  it('refuses with 503 bot_challenge_unavailable, not a 500, when the provider errs or is down', async () => {
    fake.fail(500);
    try {
      const response = await login(on, { [BOT_CHALLENGE_HEADER]: GOOD_TOKEN }, 'DE');
      expect(response.status).toBe(503);
      const body = (await response.json()) as ApiErrorBody;
      expect(body).toMatchObject({ code: 'bot_challenge_unavailable' });
      expect(body.message).toMatch(/Bitte versuchen Sie es/);
    } finally {
      fake.fail(200);
    }
    // Nothing listening at all.
    const down = createTestApp(database.db, { botChallenge: challengeFor('http://127.0.0.1:9/siteverify') }).app;
    const response = await login(down, { [BOT_CHALLENGE_HEADER]: GOOD_TOKEN });
    expect(response.status).toBe(503);
    expect(((await response.json()) as ApiErrorBody).code).toBe('bot_challenge_unavailable');
  });

  it('tells the browser the provider and site key, and opens the CSP to Turnstile only then', async () => {
    const response = await get(on, '/api/bot-challenge/');
    expect(await response.json()).toEqual({ provider: 'turnstile', siteKey: 'site-key-1' });
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    const offResponse = await get(off, '/api/bot-challenge/');
    expect(await offResponse.json()).toEqual({ provider: null, siteKey: null });
    expect(offResponse.headers.get('Content-Security-Policy')).not.toContain('cloudflare');
  });
});

describe('the bot challenge, off', () => {
  it('checks nothing', async () => {
    const asked = fake.seen.length;
    const response = await login(off);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ApiErrorBody).code).toBe('invalid_credentials');
    expect(fake.seen.length).toBe(asked);
  });
});

describe('botChallengeConfigFromEnv', () => {
  it('is off without BOT_CHALLENGE, defaults to Cloudflare’s siteverify, and refuses a half configuration', () => {
    expect(botChallengeConfigFromEnv({})).toBeUndefined();
    expect(botChallengeConfigFromEnv({ BOT_CHALLENGE: 'turnstile', BOT_CHALLENGE_SITE_KEY: 'k', BOT_CHALLENGE_SECRET: 's' })?.verifyUrl).toBe(
      TURNSTILE_VERIFY_URL,
    );
    expect(() => botChallengeConfigFromEnv({ BOT_CHALLENGE: 'turnstile', BOT_CHALLENGE_SITE_KEY: 'k' })).toThrow(/SECRET/);
    expect(() => botChallengeConfigFromEnv({ BOT_CHALLENGE: 'recaptcha', BOT_CHALLENGE_SITE_KEY: 'k', BOT_CHALLENGE_SECRET: 's' })).toThrow(
      /not a provider/,
    );
  });
});
