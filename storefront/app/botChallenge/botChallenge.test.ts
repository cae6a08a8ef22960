import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, endpoints } from '@rigsmith/kit/api';
import { BOT_CHALLENGE_HEADER, BOT_CHALLENGED_ACTIONS } from '@rigsmith/kit/domain';
import { botChallengeToken, resetBotChallenge } from './botChallenge';
import { challengedFetch, CHALLENGED_PATH } from './challengedFetch';
import { createTurnstileChallenge, TURNSTILE_SCRIPT } from './turnstile';
import { withBotChallenge } from './withBotChallenge';

/** The shop's API: records each request's method, path and challenge header. */
function fakeApi() {
  const sent: { method: string; path: string; token: string | null }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, token: new Headers(init?.headers).get(BOT_CHALLENGE_HEADER) });
    return Promise.resolve(Response.json({ detail: 'ok' }));
  });
  return { fetch, sent };
}

describe('withBotChallenge', () => {
  const clientOver = (fetch: typeof globalThis.fetch, getToken: (action: string) => Promise<string | null>) =>
    createApiClient({ baseUrl: '/', country: 'FR', fetch: withBotChallenge(fetch, getToken) });

  it('sends the token with the login, register, reset and contact forms, named by action', async () => {
    const api = fakeApi();
    const client = clientOver(api.fetch, (action) => Promise.resolve(`token-for-${action}`));
    await endpoints.login(client, { email: 'ada@example.com', password: 'Correct-Horse-9' });
    await endpoints.register(client, { email: 'ada@example.com', terms_accepted: true });
    await endpoints.askForPasswordReset(client, { email: 'ada@example.com' });
    await endpoints.raiseSupportTicket(client, { full_name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', privacy_accepted: true });
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/auth/login/', token: 'token-for-login' },
      { method: 'POST', path: '/api/account/register/', token: 'token-for-register' },
      { method: 'POST', path: '/api/account/ask_for_password_reset/', token: 'token-for-password_reset' },
      { method: 'POST', path: '/api/support/ticket/', token: 'token-for-contact' },
    ]);
  });

  it('asks for no token on other calls, and sends the form as it is when there is none', async () => {
    const api = fakeApi();
    const getToken = vi.fn((action: string) => Promise.resolve(action === 'login' ? null : 'unused'));
    const client = clientOver(api.fetch, getToken);
    await endpoints.settings(client);
    await endpoints.logout(client, { refresh: 'r' });
    await endpoints.login(client, { email: 'ada@example.com', password: 'Correct-Horse-9' });
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(api.sent.map((request) => request.token)).toEqual([null, null, null]);
  });

  it('sends the form without a token when getting one failed, so the server’s refusal is shown', async () => {
    const api = fakeApi();
    await endpoints.login(
      clientOver(api.fetch, () => Promise.reject(new Error('blocked'))),
      { email: 'ada@example.com', password: 'Correct-Horse-9' },
    );
    expect(api.sent).toEqual([{ method: 'POST', path: '/api/auth/login/', token: null }]);
  });
});

type FakeTurnstile = { render: ReturnType<typeof vi.fn>; execute: ReturnType<typeof vi.fn>; remove: ReturnType<typeof vi.fn> };

describe('the Turnstile adapter', () => {
  let turnstile: FakeTurnstile;
  beforeEach(() => {
    resetBotChallenge();
    let callback: ((token: string) => void) | undefined;
    let action = '';
    turnstile = {
      render: vi.fn((_container: HTMLElement, options: { action: string; callback: (token: string) => void }) => {
        callback = options.callback;
        action = options.action;
        return 'widget-1';
      }),
      execute: vi.fn(() => callback?.(`turnstile-token-${action}`)),
      remove: vi.fn(),
    };
  });
  afterEach(() => {
    delete (window as { turnstile?: unknown }).turnstile;
    for (const script of document.head.querySelectorAll(`script[src="${TURNSTILE_SCRIPT}"]`)) script.remove();
  });

  it('loads Turnstile’s script on the first token, then gets an invisible token for the action', async () => {
    const challenge = createTurnstileChallenge({ siteKey: 'site-key-1' });
    const token = challenge.getToken('login');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
    expect(script).not.toBeNull();
    (window as { turnstile?: unknown }).turnstile = turnstile;
    script?.dispatchEvent(new Event('load'));
    expect(await token).toBe('turnstile-token-login');
    expect(turnstile.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key-1', action: 'login', execution: 'execute', appearance: 'interaction-only' }),
    );
    expect(turnstile.remove).toHaveBeenCalledWith('widget-1');
  });

  it('is used when the server names it, and nothing is loaded when the shop asks for no challenge', async () => {
    (window as { turnstile?: unknown }).turnstile = turnstile;
    const on = vi.fn(() => Promise.resolve(Response.json({ provider: 'turnstile', siteKey: 'site-key-1' })));
    expect(await botChallengeToken('contact', on)).toBe('turnstile-token-contact');
    // The site is asked for once a page.
    expect(await botChallengeToken('login', on)).toBe('turnstile-token-login');
    expect(on).toHaveBeenCalledTimes(1);

    resetBotChallenge();
    delete (window as { turnstile?: unknown }).turnstile;
    const off = () => Promise.resolve(Response.json({ provider: null, siteKey: null }));
    expect(await botChallengeToken('login', off)).toBeNull();
    expect(document.head.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull();
  });
});

describe('challengedFetch', () => {
  afterEach(() => {
    resetBotChallenge();
    delete (window as { turnstile?: unknown }).turnstile;
  });

  it('singles out every challenged form’s path, and not the other calls of the account and support screens', () => {
    for (const path of Object.keys(BOT_CHALLENGED_ACTIONS)) expect(CHALLENGED_PATH.test(`${path}?country=FR`), path).toBe(true);
    for (const path of [
      '/api/auth/refresh/',
      '/api/auth/logout/',
      '/api/account/change_password/',
      '/api/account/t0k3n/reset_password/',
      '/api/support/tickets/',
      '/api/bot-challenge/',
    ])
      expect(CHALLENGED_PATH.test(`${path}?country=FR`), path).toBe(false);
  });

  it('gets a Turnstile token for the login form when the server names Turnstile', async () => {
    let action = '';
    (window as { turnstile?: unknown }).turnstile = {
      render: (_container: HTMLElement, options: { action: string; callback: (token: string) => void }) => {
        action = options.action;
        setTimeout(() => options.callback('browser-token'));
        return 'widget-1';
      },
      execute: () => undefined,
      remove: () => undefined,
    };
    const sent: { path: string; token: string | null }[] = [];
    const server = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      sent.push({ path, token: new Headers(init?.headers).get(BOT_CHALLENGE_HEADER) });
      return Promise.resolve(Response.json(path === '/api/bot-challenge/' ? { provider: 'turnstile', siteKey: 'site-key-1' } : {}));
    });
    vi.stubGlobal('fetch', server);
    const client = createApiClient({ baseUrl: '/', country: 'GB', fetch: challengedFetch() });
    await endpoints.settings(client);
    await endpoints.login(client, { email: 'ada@example.com', password: 'Correct-Horse-9' });
    vi.unstubAllGlobals();
    expect(action).toBe('login');
    expect(sent).toEqual([
      { path: '/api/ecommerce/settings/', token: null },
      { path: '/api/bot-challenge/', token: null },
      { path: '/api/auth/login/', token: 'browser-token' },
    ]);
  });
});
