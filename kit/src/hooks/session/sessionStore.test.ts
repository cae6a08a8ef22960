import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../api';
import { parseStoredSession, serialiseStoredSession, type SignedOutEvent, type StoredSession } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { createMemoryStorage } from './memoryStorage';
import { createSessionStore, SESSION_REFRESH_LOCK, type SessionLockManager, type SessionStoreOptions } from './sessionStore';
import { apiError, fakeShopApi } from './testApi';

const KEY = 'rigsmith.session';
const start = Date.parse('2025-03-14T09:30:00.000Z');
let clock = start;
const now = () => clock;

/** The fake server's token pairs: one family per login, a new refresh token per rotation. */
let issued = 0;
const pair = (sid: string) => ({ access: unsignedAccessToken({ sid }, clock), refresh: `refresh-${sid}-${++issued}` });

function storedAs(sid: string, overrides: Partial<StoredSession> = {}): StoredSession {
  return { ...pair(sid), sessionId: sid, sessionEnd: '2025-04-14T09:30:00.000Z', ...overrides };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  clock = start;
  vi.restoreAllMocks();
});

/** A store over `storage` that follows `storage` events on the window, like a tab. */
function tab(storage: ReturnType<typeof createMemoryStorage>, options: SessionStoreOptions = {}) {
  const store = createSessionStore({ storage, now, locks: null, ...options });
  const events: SignedOutEvent[] = [];
  cleanups.push(store.onSignedOut((event) => events.push(event)));
  const changes = vi.fn();
  cleanups.push(store.subscribe(changes));
  return { store, events, changes };
}

/** What a browser does in every OTHER tab after one tab writes the key. */
const otherTabWrote = (key = KEY) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('createSessionStore', () => {
  describe('login (SPEC §4)', () => {
    it('stores both tokens, the sid claim and an end one month ahead', async () => {
      const storage = createMemoryStorage();
      const { store, changes } = tab(storage);
      const api = fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-a')] });
      api.clientFor(store);

      await store.login({ email: 'ada@example.com', password: 'Secret-123' });

      const stored = parseStoredSession(storage.getItem(KEY));
      expect(stored).toMatchObject({ sessionId: 'family-a', sessionEnd: '2025-04-14T09:30:00.000Z' });
      expect(stored).toEqual(store.getSnapshot());
      expect(store.getAccessToken()).toBe(stored!.access);
      expect(changes).toHaveBeenCalled();
      expect(api.callsTo('POST api/auth/login/')[0]!.body).toEqual({ email: 'ada@example.com', password: 'Secret-123' });
    });

    it('has no end with remember-me', async () => {
      const storage = createMemoryStorage();
      const { store } = tab(storage);
      fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-a')] }).clientFor(store);
      await store.login({ email: 'ada@example.com', password: 'Secret-123', remember_me: true });
      expect(parseStoredSession(storage.getItem(KEY))!.sessionEnd).toBeNull();
    });

    it('rejects with the ApiError and stores nothing on wrong credentials', async () => {
      const storage = createMemoryStorage();
      const { store } = tab(storage);
      fakeShopApi({ 'POST api/auth/login/': () => apiError(401, 'invalid_credentials', 'Your Email Address or Password is incorrect.') }).clientFor(
        store,
      );
      await expect(store.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
        status: 401,
        message: 'Your Email Address or Password is incorrect.',
      });
      expect(storage.getItem(KEY)).toBeNull();
      expect(store.getSnapshot()).toBeNull();
    });

    it('explains a missing client', async () => {
      const store = createSessionStore({ storage: createMemoryStorage(), locks: null });
      await expect(store.login({ email: 'a@b.c', password: 'x' })).rejects.toThrow('`SessionProvider` inside `ApiClientProvider`');
    });
  });

  describe('start-up (SPEC §4: logged out once the end date has passed)', () => {
    it('clears an ended session before anything can use it, and tells the first listener', () => {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a', { sessionEnd: '2025-03-14T09:29:59.000Z' })) });
      const store = createSessionStore({ storage, now, locks: null });
      expect(store.getSnapshot()).toBeNull();
      expect(store.getAccessToken()).toBeNull();
      expect(storage.getItem(KEY)).toBeNull();

      const first = vi.fn();
      const second = vi.fn();
      store.onSignedOut(first);
      store.onSignedOut(second);
      expect(first).toHaveBeenCalledExactlyOnceWith({ reason: 'expired' });
      expect(second).not.toHaveBeenCalled();
    });

    it('keeps a session before its end, and a remember-me session', () => {
      for (const sessionEnd of ['2025-03-14T09:30:01.000Z', null]) {
        const session = storedAs('family-a', { sessionEnd });
        const store = createSessionStore({ storage: createMemoryStorage({ [KEY]: serialiseStoredSession(session) }), now, locks: null });
        expect(store.getSnapshot()).toEqual(session);
      }
    });

    it('reads a corrupt value as signed out', () => {
      const store = createSessionStore({ storage: createMemoryStorage({ [KEY]: '{"access":' }), now, locks: null });
      expect(store.getSnapshot()).toBeNull();
    });

    it('uses the given storage key', () => {
      const session = storedAs('family-a');
      const store = createSessionStore({
        storage: createMemoryStorage({ 'shop.auth': serialiseStoredSession(session) }),
        storageKey: 'shop.auth',
        now,
        locks: null,
      });
      expect(store.getSnapshot()).toEqual(session);
    });
  });

  describe('refresh (SPEC §4, §9)', () => {
    function signedInTab(options: SessionStoreOptions = {}, session = storedAs('family-a')) {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(session) });
      return { storage, session, ...tab(storage, options) };
    }

    it('rotates both tokens with the stored refresh token', async () => {
      const { store, storage, session } = signedInTab();
      clock += 240_000;
      const next = pair('family-a');
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, next] });
      api.clientFor(store);

      await expect(store.refresh()).resolves.toBe(true);
      expect(api.callsTo('POST api/auth/refresh/')[0]!.body).toEqual({ refresh: session.refresh });
      expect(store.getSnapshot()).toEqual({ ...session, access: next.access, refresh: next.refresh });
      expect(parseStoredSession(storage.getItem(KEY))).toEqual(store.getSnapshot());
    });

    it.each([
      [401, 'refresh_invalid'],
      [401, 'refresh_reused'],
      [400, 'validation_error'],
    ])('signs out and goes to / when the server refuses with %i %s', async (status, code) => {
      const { store, storage, events } = signedInTab();
      clock += 240_000;
      fakeShopApi({ 'POST api/auth/refresh/': () => apiError(status, code) }).clientFor(store);
      await expect(store.refresh()).resolves.toBe(false);
      expect(store.getSnapshot()).toBeNull();
      expect(storage.getItem(KEY)).toBeNull();
      expect(events).toEqual([{ reason: 'refresh-failed', redirectTo: '/' }]);
    });

    it('keeps the session when offline, and tries again next time', async () => {
      const { store, session, events } = signedInTab();
      clock += 240_000;
      let online = false;
      const next = pair('family-a');
      const api = fakeShopApi({
        'POST api/auth/refresh/': () => {
          if (!online) throw new TypeError('Failed to fetch');
          return [200, next];
        },
      });
      api.clientFor(store);
      await expect(store.refresh()).resolves.toBe(false);
      expect(store.getSnapshot()).toEqual(session);
      expect(events).toEqual([]);

      online = true;
      await expect(store.refresh()).resolves.toBe(true);
      expect(store.getSnapshot()!.refresh).toBe(next.refresh);
      expect(api.callsTo('POST api/auth/refresh/').map((call) => call.body.refresh)).toEqual([session.refresh, session.refresh]);
    });

    it('keeps the session on a server fault', async () => {
      const { store, session } = signedInTab();
      clock += 240_000;
      fakeShopApi({ 'POST api/auth/refresh/': () => apiError(503, 'unavailable') }).clientFor(store);
      await expect(store.refresh()).resolves.toBe(false);
      expect(store.getSnapshot()).toEqual(session);
    });

    it('skips the call while the access token is less than 30 s old', async () => {
      const { store } = signedInTab();
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] });
      api.clientFor(store);
      clock += 29_000;
      await expect(store.refresh()).resolves.toBe(true);
      expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(0);
      clock += 1_000;
      await store.refresh();
      expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
    });

    it('makes one call for refreshes asked at the same time', async () => {
      const { store } = signedInTab();
      clock += 240_000;
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] });
      api.clientFor(store);
      const results = await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
      expect(results).toEqual([true, true, true]);
      expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
    });

    it('signs out at the next refresh once the session end passes', async () => {
      const { store, events } = signedInTab();
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] });
      api.clientFor(store);
      clock = Date.parse('2025-04-14T09:30:00.000Z');
      await expect(store.refresh()).resolves.toBe(false);
      expect(events).toEqual([{ reason: 'expired' }]);
      expect(api.calls).toHaveLength(0);
    });

    it('answers false while signed out, without a call', async () => {
      const { store } = tab(createMemoryStorage());
      const api = fakeShopApi({});
      api.clientFor(store);
      await expect(store.refresh()).resolves.toBe(false);
      expect(api.calls).toHaveLength(0);
    });

    it('cures a request refused with token_expired, through the client', async () => {
      const { store } = signedInTab();
      clock += 300_000;
      const next = pair('family-a');
      const api = fakeShopApi({
        'POST api/auth/refresh/': () => [200, next],
        'GET api/account/': ({ authorization }) => (authorization === `Bearer ${next.access}` ? [200, { id: 1 }] : apiError(401, 'token_expired')),
      });
      const client = api.clientFor(store);
      await expect(endpoints.account(client)).resolves.toEqual({ id: 1 });
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET api/account/', 'POST api/auth/refresh/', 'GET api/account/']);
    });

    it('takes the Web Lock named rigsmith-session-refresh', async () => {
      const request = vi.fn((_name: string, callback: () => Promise<boolean>) => callback());
      const { store } = signedInTab({ locks: { request } });
      clock += 240_000;
      fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] }).clientFor(store);
      await store.refresh();
      expect(request).toHaveBeenCalledWith(SESSION_REFRESH_LOCK, expect.any(Function));
      expect(SESSION_REFRESH_LOCK).toBe('rigsmith-session-refresh');
    });
  });

  describe('logout (SPEC §4)', () => {
    it('revokes on the server, clears storage and the guest cart, and goes to /login', async () => {
      const session = storedAs('family-a');
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(session), 'rigsmith.cart': '[{"product":1}]', other: 'kept' });
      const { store, events } = tab(storage, { clearOnLogout: ['rigsmith.cart'] });
      const api = fakeShopApi({ 'POST api/auth/logout/': () => [204] });
      api.clientFor(store);

      await store.logout();

      expect(api.callsTo('POST api/auth/logout/')[0]!.body).toEqual({ refresh: session.refresh, access: session.access });
      expect(store.getSnapshot()).toBeNull();
      expect(storage.getItem(KEY)).toBeNull();
      expect(storage.getItem('rigsmith.cart')).toBeNull();
      expect(storage.getItem('other')).toBe('kept');
      expect(events).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    });

    it('goes to the path asked for', async () => {
      const { store, events } = tab(createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) }));
      fakeShopApi({ 'POST api/auth/logout/': () => [204] }).clientFor(store);
      await store.logout({ redirectTo: '/checkout' });
      expect(events).toEqual([{ reason: 'logout', redirectTo: '/checkout' }]);
    });

    it.each([
      ['a server error', () => apiError(500, 'server_error')],
      [
        'no connection',
        () => {
          throw new TypeError('offline');
        },
      ],
    ] as const)('logs out locally despite %s', async (_, route) => {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) });
      const { store, events } = tab(storage);
      fakeShopApi({ 'POST api/auth/logout/': route as never }).clientFor(store);
      await expect(store.logout()).resolves.toBeUndefined();
      expect(storage.getItem(KEY)).toBeNull();
      expect(events).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    });

    it('waits for a refresh under way and revokes the newest refresh token', async () => {
      const { store } = tab(createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) }));
      clock += 240_000;
      const next = pair('family-a');
      let answer!: () => void;
      const api = fakeShopApi({
        'POST api/auth/refresh/': () => new Promise((resolve) => (answer = () => resolve([200, next]))),
        'POST api/auth/logout/': () => [204],
      });
      api.clientFor(store);
      const refreshing = store.refresh();
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      const loggingOut = store.logout();
      answer();
      await Promise.all([refreshing, loggingOut]);
      expect(api.callsTo('POST api/auth/logout/')[0]!.body.refresh).toBe(next.refresh);
      expect(store.getSnapshot()).toBeNull();
    });
  });

  describe('two tabs sharing one storage (SPEC §4)', () => {
    function twoTabs(options: SessionStoreOptions = {}) {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) });
      return { storage, one: tab(storage, options), two: tab(storage, options) };
    }

    it('adopts the other tab’s rotation silently', async () => {
      const { one, two } = twoTabs();
      clock += 240_000;
      fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] }).clientFor(one.store);
      await one.store.refresh();
      otherTabWrote();
      expect(two.store.getSnapshot()).toEqual(one.store.getSnapshot());
      expect(two.store.getAccessToken()).toBe(one.store.getAccessToken());
      expect(two.events).toEqual([]);
    });

    it('signs out locally, without a call, when the other tab logs out', async () => {
      const { one, two, storage } = twoTabs();
      const api = fakeShopApi({ 'POST api/auth/logout/': () => [204] });
      api.clientFor(one.store);
      api.clientFor(two.store);
      await one.store.logout();
      otherTabWrote();
      expect(two.store.getSnapshot()).toBeNull();
      expect(two.events).toEqual([{ reason: 'other-tab', redirectTo: '/login' }]);
      expect(api.callsTo('POST api/auth/logout/')).toHaveLength(1);
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('signs out, and does not adopt the new login, when the other tab logs in as someone else', async () => {
      const { one, two, storage } = twoTabs();
      fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-b')] }).clientFor(one.store);
      await one.store.login({ email: 'bob@example.com', password: 'Secret-123' });
      otherTabWrote();
      expect(two.store.getSnapshot()).toBeNull();
      expect(two.store.getAccessToken()).toBeNull();
      expect(two.events).toEqual([{ reason: 'other-tab', redirectTo: '/login' }]);
      // The other tab's new login is left in place.
      expect(parseStoredSession(storage.getItem(KEY))!.sessionId).toBe('family-b');
      expect(one.store.getSnapshot()!.sessionId).toBe('family-b');
      expect(one.events).toEqual([]);
    });

    it('ignores other keys, and stops listening when nobody subscribes', () => {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) });
      const store = createSessionStore({ storage, now, locks: null });
      const unsubscribe = store.subscribe(() => {});
      storage.removeItem(KEY);
      otherTabWrote('rigsmith.cart');
      expect(store.getSnapshot()).not.toBeNull();
      unsubscribe();
      otherTabWrote();
      expect(store.getSnapshot()).not.toBeNull();
    });

    it('catches up with a change made before anyone listened', () => {
      const storage = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) });
      const store = createSessionStore({ storage, now, locks: null });
      storage.removeItem(KEY);
      const events: SignedOutEvent[] = [];
      store.onSignedOut((event) => events.push(event));
      cleanups.push(store.subscribe(() => {}));
      expect(store.getSnapshot()).toBeNull();
      expect(events).toEqual([{ reason: 'other-tab', redirectTo: '/login' }]);
    });

    it('with Web Locks, refreshes once when both tabs refresh at the same moment', async () => {
      let tail: Promise<unknown> = Promise.resolve();
      const locks: SessionLockManager = {
        request(_name, callback) {
          const run = tail.then(callback);
          tail = run.catch(() => undefined);
          return run;
        },
      };
      const { one, two } = twoTabs({ locks });
      clock += 240_000;
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] });
      api.clientFor(one.store);
      api.clientFor(two.store);
      // No storage event yet: the second tab re-reads storage inside the lock.
      await expect(Promise.all([one.store.refresh(), two.store.refresh()])).resolves.toEqual([true, true]);
      expect(api.callsTo('POST api/auth/refresh/')).toHaveLength(1);
      expect(two.store.getSnapshot()).toEqual(one.store.getSnapshot());
    });

    it('without Web Locks, still refreshes with the newest refresh token in storage', async () => {
      const { one, two } = twoTabs();
      const api = fakeShopApi({ 'POST api/auth/refresh/': () => [200, pair('family-a')] });
      api.clientFor(one.store);
      api.clientFor(two.store);
      clock += 240_000;
      await one.store.refresh();
      const rotated = one.store.getSnapshot()!.refresh;
      // The storage event never reached tab two (throttled in the background, say).
      clock += 60_000;
      await two.store.refresh();
      expect(api.callsTo('POST api/auth/refresh/').map((call) => call.body.refresh)[1]).toBe(rotated);
    });

    it('a late refresh answer does not overwrite the other tab’s new login', async () => {
      const { one, two, storage } = twoTabs();
      clock += 240_000;
      let answer!: () => void;
      const apiTwo = fakeShopApi({
        'POST api/auth/refresh/': () => new Promise((resolve) => (answer = () => resolve([200, pair('family-a')]))),
      });
      apiTwo.clientFor(two.store);
      fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-b')] }).clientFor(one.store);
      const refreshing = two.store.refresh();
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      await one.store.login({ email: 'bob@example.com', password: 'Secret-123' });
      answer(); // before the storage event arrives
      await expect(refreshing).resolves.toBe(false);
      expect(parseStoredSession(storage.getItem(KEY))!.sessionId).toBe('family-b');
      expect(two.store.getSnapshot()).toBeNull();
      expect(two.events).toEqual([{ reason: 'other-tab', redirectTo: '/login' }]);
    });
    it('a refused refresh does not clear the other tab’s new login', async () => {
      const { one, two, storage } = twoTabs();
      clock += 240_000;
      let answer!: () => void;
      fakeShopApi({
        'POST api/auth/refresh/': () => new Promise((resolve) => (answer = () => resolve(apiError(401, 'refresh_invalid')))),
      }).clientFor(two.store);
      fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-b')] }).clientFor(one.store);
      const refreshing = two.store.refresh();
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      await one.store.login({ email: 'bob@example.com', password: 'Secret-123' });
      answer();
      await expect(refreshing).resolves.toBe(false);
      expect(parseStoredSession(storage.getItem(KEY))!.sessionId).toBe('family-b');
      expect(two.store.getSnapshot()).toBeNull();
    });
  });

  describe('storage', () => {
    it('falls back to memory when storage refuses, keeping the session', async () => {
      let broken = false;
      const backing = createMemoryStorage({ [KEY]: serialiseStoredSession(storedAs('family-a')) });
      const storage = {
        getItem: (key: string) =>
          broken
            ? (() => {
                throw new DOMException('denied', 'SecurityError');
              })()
            : backing.getItem(key),
        setItem: (key: string, value: string) => {
          if (broken) throw new DOMException('full', 'QuotaExceededError');
          backing.setItem(key, value);
        },
        removeItem: (key: string) => backing.removeItem(key),
      };
      const { store } = tab(storage as ReturnType<typeof createMemoryStorage>);
      broken = true;
      clock += 240_000;
      const next = pair('family-a');
      fakeShopApi({ 'POST api/auth/refresh/': () => [200, next] }).clientFor(store);
      await expect(store.refresh()).resolves.toBe(true);
      expect(store.getSnapshot()!.refresh).toBe(next.refresh);
      clock += 240_000;
      await expect(store.refresh()).resolves.toBe(true);
    });

    it('defaults to localStorage under rigsmith.session', async () => {
      const store = createSessionStore({ locks: null });
      fakeShopApi({ 'POST api/auth/login/': () => [200, pair('family-a')] }).clientFor(store);
      await store.login({ email: 'a@b.c', password: 'x', remember_me: true });
      expect(parseStoredSession(localStorage.getItem(KEY))!.sessionId).toBe('family-a');
      localStorage.removeItem(KEY);
    });
  });
});
