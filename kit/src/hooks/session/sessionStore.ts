import { ApiError, authEndpoints, type ApiClient, type LoginRequest } from '../../api';
import {
  DEFAULT_SESSION_STORAGE_KEY,
  isFreshAccessToken,
  parseStoredSession,
  serialiseStoredSession,
  sessionFromLogin,
  sessionStateOf,
  sessionTransition,
  type SessionEvent,
  type SignedOutEvent,
  type StoredSession,
} from '../../domain';
import { createStorageSlot, defaultStorage } from './storageSlot';

/** The part of the Web Storage API the session needs (`localStorage`, or a stand-in). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of the Web Locks API (`navigator.locks`) the refresh needs. */
export type SessionLockManager = { request(name: string, callback: () => Promise<boolean>): Promise<boolean> };

/** Where `storage` events from other tabs arrive (the window). */
export type SessionEventTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type SessionStoreOptions = {
  /** Where the session is kept. @default window.localStorage, or memory where it is unavailable */
  storage?: SessionStorageLike;
  /** @default 'rigsmith.session' */
  storageKey?: string;
  /** The clock, in milliseconds since the epoch. @default Date.now */
  now?: () => number;
  /** Serialises refreshes across tabs; null refreshes without a lock. @default navigator.locks when available */
  locks?: SessionLockManager | null;
  /** Where other tabs' `storage` events are heard; null ignores other tabs. @default window */
  eventTarget?: SessionEventTarget | null;
  /** More storage keys holding the shopper's data, removed on logout (SPEC §4 "clears ... cart": the guest cart). */
  clearOnLogout?: readonly string[];
};

/**
 * A framework-free store of the signed-in session (SPEC §4), read by React with
 * `useSyncExternalStore` and driven by `SessionProvider`. Every function is bound, so pass
 * `store.getAccessToken` and `store.refresh` to `createApiClient` as they are.
 */
export type SessionStore = {
  /** The current session, or null when signed out; the same object until it changes. */
  getSnapshot(): StoredSession | null;
  /** Calls `listener` on every change. While anyone listens, the store follows other tabs' `storage` events. */
  subscribe(listener: () => void): () => void;
  /** Pass to `createApiClient({ getAccessToken })`. */
  getAccessToken(): string | null;
  /**
   * Exchanges the refresh token for a new pair (one call at a time, across tabs with Web
   * Locks); resolves true when a usable access token is stored. Never rejects. Pass to
   * `createApiClient({ onUnauthorized })`.
   */
  refresh(): Promise<boolean>;
  /** The client the store calls for login, refresh and logout. `SessionProvider` connects the `ApiClientProvider`'s client. */
  connect(client: ApiClient): void;
  /** Logs in (api/auth/login/) and stores the session; rejects with the `ApiError`. */
  login(body: LoginRequest): Promise<void>;
  /** Revokes the session (api/auth/logout/, errors ignored) and clears it; reports `{ reason: 'logout' }`. */
  logout(options?: { redirectTo?: string }): Promise<void>;
  /**
   * Calls `listener` whenever this tab is signed out. Events from before anyone listened
   * (an expired session found at start-up) are delivered to the first listener.
   */
  onSignedOut(listener: (event: SignedOutEvent) => void): () => void;
};

/** The Web Lock every tab of the shop takes to refresh ("refresh from two tabs"). */
export const SESSION_REFRESH_LOCK = 'rigsmith-session-refresh';

function defaultLocks(): SessionLockManager | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks as unknown as SessionLockManager) : null;
}

/**
 * Creates the session store. The session is read from storage at once, and one whose end
 * date has passed is cleared right away (SPEC §4), so nothing is ever sent with it; the
 * `expired` event waits for the first `onSignedOut` listener.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const key = options.storageKey ?? DEFAULT_SESSION_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  const locks = options.locks !== undefined ? options.locks : defaultLocks();
  const eventTarget = options.eventTarget !== undefined ? options.eventTarget : typeof window === 'undefined' ? null : window;
  const storage = options.storage ?? defaultStorage();
  const slot = createStorageSlot(key, storage);

  let client: ApiClient | null = null;
  const listeners = new Set<() => void>();
  const signedOutListeners = new Set<(event: SignedOutEvent) => void>();
  const pendingSignedOut: SignedOutEvent[] = [];
  let inFlightRefresh: Promise<boolean> | null = null;
  let loggingOut = false;

  let state = sessionStateOf(parseStoredSession(slot.read()));

  function emitSignedOut(event: SignedOutEvent) {
    if (signedOutListeners.size === 0) pendingSignedOut.push(event);
    for (const listener of [...signedOutListeners]) listener(event);
  }

  function commit(event: SessionEvent) {
    const before = state;
    const transition = sessionTransition(state, event);
    state = transition.state;
    if (transition.persist) {
      if (state.session) {
        slot.write(serialiseStoredSession(state.session));
      } else if (before.session) {
        // Remove only this tab's own login: another tab may have stored a new one meanwhile.
        const stored = parseStoredSession(slot.read());
        if (!stored || stored.sessionId === before.session.sessionId) slot.write(null);
      }
    }
    if (state !== before) for (const listener of [...listeners]) listener();
    if (transition.signedOut) emitSignedOut(transition.signedOut);
  }

  /** Catches up with what other tabs wrote (a rotation to adopt, or a logout or another login). */
  function syncWithStorage() {
    commit({ type: 'storage-changed', stored: parseStoredSession(slot.read()) });
  }

  function onStorage(event: Event) {
    const { key: changedKey, storageArea } = event as StorageEvent;
    // `key` is null when another tab called `storage.clear()`.
    if (changedKey !== null && changedKey !== key) return;
    // Events of another storage area (sessionStorage, or localStorage after falling back to memory).
    if (storageArea && storageArea !== storage) return;
    syncWithStorage();
  }

  async function refreshNow(): Promise<boolean> {
    // Inside the lock: re-read storage, since another tab may have refreshed, logged out or
    // logged in while this one waited, and use the newest refresh token.
    syncWithStorage();
    commit({ type: 'end-checked', now: now() });
    const session = state.session;
    if (!session) return false;
    // A token issued less than 30 s ago (by another tab, usually) is good enough.
    if (isFreshAccessToken(session.access, now())) return true;
    if (!client) return false;
    try {
      const tokens = await authEndpoints.refresh(client, { refresh: session.refresh });
      syncWithStorage();
      commit({ type: 'refreshed', sessionId: session.sessionId, tokens });
      return state.session?.access === tokens.access;
    } catch (error) {
      // Anything but an HTTP answer (offline, a bug) keeps the session for the next tick.
      const status = error instanceof ApiError ? error.status : 0;
      commit({ type: 'refresh-failed', sessionId: session.sessionId, status });
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    if (state.status !== 'signed-in' || loggingOut) return Promise.resolve(false);
    // One refresh at a time in this tab: parallel requests refused with token_expired share it.
    inFlightRefresh ??= (async () => {
      try {
        return await (locks ? locks.request(SESSION_REFRESH_LOCK, refreshNow) : refreshNow());
      } catch {
        return false;
      } finally {
        inFlightRefresh = null;
      }
    })();
    return inFlightRefresh;
  }

  function requireClient(action: string): ApiClient {
    if (!client) {
      throw new Error(
        `The session store has no API client to ${action} with: ` +
          'render `SessionProvider` inside `ApiClientProvider`, or call `store.connect(client)`',
      );
    }
    return client;
  }

  // SPEC §4: a session whose end date passed while the shop was closed ends at start-up.
  commit({ type: 'end-checked', now: now() });

  return {
    getSnapshot: () => state.session,

    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && eventTarget) {
        eventTarget.addEventListener('storage', onStorage);
        // Catch up with anything another tab did before anyone listened.
        syncWithStorage();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && eventTarget) eventTarget.removeEventListener('storage', onStorage);
      };
    },

    getAccessToken: () => state.session?.access ?? null,

    refresh,

    connect(next) {
      client = next;
    },

    async login(body) {
      const tokens = await authEndpoints.login(requireClient('log in'), body);
      commit({ type: 'logged-in', session: sessionFromLogin(tokens, { rememberMe: Boolean(body.remember_me), now: now() }) });
    },

    async logout(logoutOptions = {}) {
      loggingOut = true;
      try {
        // Let a refresh under way finish, so the token revoked is the newest one.
        await inFlightRefresh;
        const session = state.session;
        if (session && client) {
          // SPEC §7 "POST api/auth/logout/ body refresh, access". The shopper is logged out
          // here whatever the server answers: a failed revocation must not keep them in.
          await authEndpoints.logout(client, { refresh: session.refresh, access: session.access }).catch(() => undefined);
        }
        for (const extraKey of options.clearOnLogout ?? []) {
          try {
            storage.removeItem(extraKey);
          } catch {
            // Storage went away: nothing left to clear.
          }
        }
        commit({ type: 'logged-out', redirectTo: logoutOptions.redirectTo });
      } finally {
        loggingOut = false;
      }
    },

    onSignedOut(listener) {
      signedOutListeners.add(listener);
      for (const event of pendingSignedOut.splice(0)) listener(event);
      return () => void signedOutListeners.delete(listener);
    },
  };
}
