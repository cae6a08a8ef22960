import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { LoginRequest } from '../../api';
import type { SignedOutEvent } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { isSessionKey } from './sessionKey';
import type { SessionStore } from './sessionStore';

/** SPEC §9 "Token refresh every 4 minutes" (access tokens live 5). */
export const DEFAULT_REFRESH_INTERVAL_MS = 240_000;

const SessionContext = /* @__PURE__ */ createContext<SessionStore | null>(null);

export type SessionProviderProps = {
  /** The store made once with `createSessionStore()` (its `getAccessToken`/`refresh` also feed the API client). */
  store: SessionStore;
  /**
   * Called whenever this tab is signed out, after the shopper's cached data is cleared:
   * navigate to `redirectTo` when given (logout → /login or the path asked for; a refused
   * refresh → /; another tab's logout or login → /login; an expired session stays put).
   */
  onSignedOut?: (event: SignedOutEvent) => void;
  /** How often the access token is refreshed while signed in. @default 240_000 (SPEC §9) */
  refreshIntervalMs?: number;
  children: ReactNode;
};

/**
 * Runs the session for everything below it (SPEC §4): refreshes the access token every
 * 4 minutes while signed in, follows other tabs, clears the shopper's SWR data and reports
 * each sign-out. Render it inside `ApiClientProvider` (it connects the store to that client)
 * and inside any custom `SWRConfig` cache provider (whose cache it clears).
 */
export function SessionProvider({ store, onSignedOut, refreshIntervalMs = DEFAULT_REFRESH_INTERVAL_MS, children }: SessionProviderProps) {
  const client = useApiClient();
  // Idempotent, and done during render so it is in place before any child's effect calls the API.
  store.connect(client);

  const { mutate } = useSWRConfig();
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  });
  useEffect(
    () =>
      store.onSignedOut((event) => {
        // SPEC §4 "Logout clears ... addresses, orders, user and cart": every session-scoped key.
        void mutate(isSessionKey, undefined, { revalidate: false });
        onSignedOutRef.current?.(event);
      }),
    [store, mutate],
  );

  const sessionId = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot()?.sessionId ?? null,
    () => null,
  );
  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(() => void store.refresh(), refreshIntervalMs);
    return () => clearInterval(timer);
  }, [store, sessionId, refreshIntervalMs]);

  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The store of the nearest `SessionProvider`; `hook` names the caller in the error. */
export function useSessionStore(hook = 'useSessionStore'): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error(`\`${hook}\` must be used within \`SessionProvider\``);
  return store;
}

/** The signed-in login's id, or null; re-renders only when it changes, not on each token rotation. */
export function useSessionId(hook = 'useSessionId'): string | null {
  const store = useSessionStore(hook);
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot()?.sessionId ?? null,
    () => null,
  );
}

export type SessionApi = {
  status: 'signed-in' | 'signed-out';
  sessionId: string | null;
  /**
   * Logs in; rejects with `ApiError` (401 wrong credentials, 429 too many attempts).
   * The session ends in a month unless `remember_me`.
   */
  login(body: LoginRequest): Promise<void>;
  /**
   * Logs out here and on the server, clears the shopper's data, then
   * `onSignedOut({ reason: 'logout', redirectTo })` (default /login).
   */
  logout(options?: { redirectTo?: string }): Promise<void>;
};

/** Whether the shopper is signed in, with login and logout. */
export function useSession(): SessionApi {
  const store = useSessionStore('useSession');
  const sessionId = useSessionId('useSession');
  return useMemo<SessionApi>(
    () => ({ status: sessionId ? 'signed-in' : 'signed-out', sessionId, login: store.login, logout: store.logout }),
    [store, sessionId],
  );
}
