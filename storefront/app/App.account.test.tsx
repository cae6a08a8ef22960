import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '@rigsmith/kit/api';
import { DEFAULT_SESSION_STORAGE_KEY, serialiseStoredSession, storefronts } from '@rigsmith/kit/domain';
import { createMemoryStorage, createSessionStore } from '@rigsmith/kit/hooks';
import { App } from './App';
import { bundledCatalogue } from './i18n/messages';

/** An unsigned JWT-shaped access token: the client only reads its `sid`. */
function accessToken(sid: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sid, iat: Math.floor(Date.now() / 1000), exp: 0 })}.x`;
}

const account = {
  id: 1,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  phone_number: '',
  birth_date: null,
  notify_orders: true,
  notify_marketing: false,
};

/** The real App over an in-memory session and a fetch that answers the start-up and account calls. */
function renderShop(path: string, { signedIn = false } = {}) {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    'GET api/ecommerce/regional/country/': [{ iso_3166_1_a2: 'GB', is_shipping: true, currency: 'gbp', vat_rate_bp: 2000 }],
    'GET api/ecommerce/regional/currency/': [{ code: 'gbp', symbol: '£' }],
    'GET api/cms/meta': { navigation: [] },
    'GET api/cms/pages/': { items: [] },
    'POST api/auth/login/': { access: accessToken('new-login'), refresh: 'refresh-2' },
    'POST api/auth/logout/': null,
    'GET api/account/': account,
    'GET api/account/shipping_address/': [],
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.slice(1)}`;
    calls.push(key);
    if (!(key in answers)) return new Response(JSON.stringify({ code: 'not_found', message: key }), { status: 404 });
    return answers[key] === null ? new Response(null, { status: 204 }) : Response.json(answers[key]);
  };
  const storage = createMemoryStorage(
    signedIn
      ? {
          [DEFAULT_SESSION_STORAGE_KEY]: serialiseStoredSession({
            access: accessToken('old-login'),
            refresh: 'refresh-1',
            sessionId: 'old-login',
            sessionEnd: null,
          }),
        }
      : {},
  );
  const location = memoryLocation({ path, record: true });
  render(
    <App
      storefront={storefronts.uk}
      messages={bundledCatalogue(storefronts.uk.locale)}
      client={createApiClient({ baseUrl: 'https://shop.test', country: 'GB', fetch })}
      sessionStore={createSessionStore({ storage })}
      locationHook={location.hook}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
  return { calls, storage, history: location.history! };
}

const loaderTimeout = { timeout: 3000 };

describe('account routes and session wiring', () => {
  it('sends a guest from /account to sign in, then back to /account after signing in', async () => {
    const user = userEvent.setup();
    const { history, storage } = renderShop('/account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, loaderTimeout)).toBeTruthy();
    expect(history.at(-1)).toBe('/login?next=%2Faccount%2Forders');

    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The orders page is a route chunk loaded on the way, as the sign-in page was: the same wait.
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' }, loaderTimeout)).toBeTruthy();
    expect(history.at(-1)).toBe('/account/orders');
    expect(await screen.findByText('Hello, Ada Lovelace')).toBeTruthy();
    expect(JSON.parse(storage.getItem(DEFAULT_SESSION_STORAGE_KEY)!)).toMatchObject({ sessionId: 'new-login' });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });

  it('sends a signed-in customer from /login to /account', async () => {
    const { history } = renderShop('/login', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, loaderTimeout)).toBeTruthy();
    expect(history.at(-1)).toBe('/account');
  });

  it('does not follow a next parameter to another site', async () => {
    const { history } = renderShop('/login?next=%2F%2Fevil.example', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, loaderTimeout)).toBeTruthy();
    expect(history.at(-1)).toBe('/account');
  });

  it('logs out: calls the API, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    const { history, storage, calls } = renderShop('/account', { signedIn: true });
    await screen.findByText('Hello, Ada Lovelace', {}, loaderTimeout);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    // /login itself, not /login?next=/account: the logout's destination wins over the guard's.
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
    expect(storage.getItem(DEFAULT_SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toContain('POST api/auth/logout/');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
