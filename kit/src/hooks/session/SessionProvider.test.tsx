import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { serialiseStoredSession, type SignedOutEvent } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { ApiClientProvider } from '../ApiClientProvider';
import { useAccount } from '../account/useAccount';
import { createMemoryStorage } from './memoryStorage';
import { SessionProvider, useSession } from './SessionProvider';
import { createSessionStore, type SessionStore } from './sessionStore';
import { apiError, fakeShopApi, type FakeRoute } from './testApi';

const KEY = 'rigsmith.session';
let issued = 0;
const pair = (sid: string) => ({ access: unsignedAccessToken({ sid }), refresh: `refresh-${sid}-${++issued}` });

const start = Date.parse('2025-03-14T09:30:00.000Z');
beforeEach(() => {
  // The refresh interval and the clock; SWR keeps its real timeouts. (Tests that `waitFor`
  // leave setInterval real: Testing Library polls with it.)
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: start });
});
afterEach(() => {
  vi.useRealTimers();
});

function signedInStorage(sid = 'family-a', sessionEnd: string | null = '2025-04-14T09:30:00.000Z') {
  return createMemoryStorage({ [KEY]: serialiseStoredSession({ ...pair(sid), sessionId: sid, sessionEnd }) });
}

function setup<T>(
  hook: () => T,
  {
    storage = signedInStorage(),
    routes = {},
    refreshIntervalMs,
    strict = false,
  }: { storage?: ReturnType<typeof createMemoryStorage>; routes?: Record<string, FakeRoute>; refreshIntervalMs?: number; strict?: boolean } = {},
) {
  const store: SessionStore = createSessionStore({ storage, locks: null });
  const api = fakeShopApi(routes);
  const client = api.clientFor(store);
  const onSignedOut = vi.fn<(event: SignedOutEvent) => void>();
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <ApiClientProvider client={client}>
          <SessionProvider store={store} onSignedOut={onSignedOut} refreshIntervalMs={refreshIntervalMs}>
            {children}
          </SessionProvider>
        </ApiClientProvider>
      </SWRConfig>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  /** What SWR holds for the signed-in shopper's keys. */
  const cachedSessionData = () =>
    [...cache.entries()]
      .filter(([key]) => String(key).includes('rigsmith:session'))
      .map(([, state]) => state.data)
      .filter(Boolean);
  return { ...renderHook(hook, { wrapper }), store, api, storage, onSignedOut, cachedSessionData };
}

const refreshRoute: FakeRoute = () => [200, pair('family-a')];

describe('SessionProvider', () => {
  it('refreshes the access token every 4 minutes while signed in (SPEC §9)', async () => {
    const { api, store } = setup(() => useSession(), { routes: { 'POST api/auth/refresh/': refreshRoute } });
    const first = store.getSnapshot()!;
    await act(() => vi.advanceTimersByTimeAsync(239_999));
    expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
    const second = store.getSnapshot()!;
    expect(second.refresh).not.toBe(first.refresh);
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(api.callsTo('POST api/auth/refresh/').map((call) => call.body.refresh)).toEqual([first.refresh, second.refresh]);
  });

  it('takes another interval', async () => {
    const { api } = setup(() => useSession(), { routes: { 'POST api/auth/refresh/': refreshRoute }, refreshIntervalMs: 60_000 });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
  });

  it('does not refresh while signed out', async () => {
    const { api } = setup(() => useSession(), { storage: createMemoryStorage() });
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(api.calls).toHaveLength(0);
  });

  it('signs out and reports refresh-failed with / when the refresh is refused, then stops refreshing', async () => {
    const { result, api, storage, onSignedOut } = setup(() => useSession(), {
      routes: { 'POST api/auth/refresh/': () => apiError(401, 'refresh_reused') },
    });
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith({ reason: 'refresh-failed', redirectTo: '/' });
    expect(result.current.status).toBe('signed-out');
    expect(storage.getItem(KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(480_000));
    expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the shop, and retries at the next tick', async () => {
    let online = false;
    const { result, api, onSignedOut } = setup(() => useSession(), {
      routes: {
        'POST api/auth/refresh/': () => {
          if (!online) throw new TypeError('Failed to fetch');
          return refreshRoute({ body: {}, authorization: undefined });
        },
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(result.current.status).toBe('signed-in');
    online = true;
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(2);
    expect(result.current.status).toBe('signed-in');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('reports a session that ended while the shop was closed, once, even in StrictMode', () => {
    const { result, onSignedOut } = setup(() => useSession(), {
      storage: signedInStorage('family-a', '2025-03-01T00:00:00.000Z'),
      strict: true,
    });
    expect(result.current.status).toBe('signed-out');
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith({ reason: 'expired' });
  });

  it('signs out when another tab logs out', () => {
    const { result, storage, onSignedOut } = setup(() => useSession());
    act(() => {
      storage.removeItem(KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current).toMatchObject({ status: 'signed-out', sessionId: null });
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith({ reason: 'other-tab', redirectTo: '/login' });
  });

  it('explains where useSession belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow('`useSession` must be used within `SessionProvider`');
  });
});

describe('useSession', () => {
  beforeEach(() => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
  });

  const account = (id: number, email: string) => ({
    id,
    email,
    full_name: email,
    phone_number: '',
    birth_date: null,
    notify_orders: true,
    notify_marketing: false,
  });

  it('logs in and out, and a new login never sees the previous shopper’s data (SPEC §4)', async () => {
    const sessions: Record<string, number> = {};
    let nextUser = 2;
    let accountCalls = 0;
    let release: (() => void) | null = null;
    const { result, api, storage, onSignedOut, cachedSessionData } = setup(() => ({ session: useSession(), account: useAccount() }), {
      routes: {
        'GET api/account/': async ({ authorization }) => {
          accountCalls += 1;
          const user = sessions[authorization?.replace('Bearer ', '') ?? ''] ?? 1;
          // Hold the second shopper's answer, to look at the screen in between.
          if (user === 2) await new Promise<void>((resolve) => (release = resolve));
          return [200, account(user, user === 1 ? 'ada@example.com' : 'bob@example.com')];
        },
        'POST api/auth/logout/': () => [204],
        'POST api/auth/login/': () => {
          const tokens = pair(`family-${nextUser}`);
          sessions[tokens.access] = nextUser++;
          return [200, tokens];
        },
      },
    });
    await waitFor(() => expect(result.current.account.data?.email).toBe('ada@example.com'));
    expect(api.callsTo('GET api/account/')[0]!.authorization).toMatch(/^Bearer /);
    expect(cachedSessionData()).toHaveLength(1);

    await act(() => result.current.session.logout());
    expect(api.callsTo('POST api/auth/logout/')).toHaveLength(1);
    expect(storage.getItem(KEY)).toBeNull();
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith({ reason: 'logout', redirectTo: '/login' });
    expect(result.current.session).toMatchObject({ status: 'signed-out', sessionId: null });
    expect(result.current.account.data).toBeUndefined();
    // SPEC §4 "Logout clears ... user": gone from the cache, not just out of sight.
    expect(cachedSessionData()).toEqual([]);

    await act(() => result.current.session.login({ email: 'bob@example.com', password: 'Secret-123' }));
    expect(result.current.session).toMatchObject({ status: 'signed-in', sessionId: 'family-2' });
    await waitFor(() => expect(release).not.toBeNull());
    // Loading: not Ada's account.
    expect(result.current.account.data).toBeUndefined();
    act(() => release!());
    await waitFor(() => expect(result.current.account.data?.email).toBe('bob@example.com'));
    expect(accountCalls).toBe(2);
  });

  it('passes the login error on and stays signed out', async () => {
    const { result } = setup(() => useSession(), {
      storage: createMemoryStorage(),
      routes: { 'POST api/auth/login/': () => apiError(429, 'too_many_attempts', 'Too many attempts') },
    });
    await expect(act(() => result.current.login({ email: 'a@b.c', password: 'x' }))).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts',
    });
    expect(result.current.status).toBe('signed-out');
  });

  it('logs out to the path asked for', async () => {
    const { result, onSignedOut } = setup(() => useSession(), { routes: { 'POST api/auth/logout/': () => [204] } });
    await act(() => result.current.logout({ redirectTo: '/gaming-pcs' }));
    expect(onSignedOut).toHaveBeenCalledWith({ reason: 'logout', redirectTo: '/gaming-pcs' });
  });
});
