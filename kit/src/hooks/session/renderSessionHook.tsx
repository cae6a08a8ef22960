import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { serialiseStoredSession } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from './memoryStorage';
import { SessionProvider } from './SessionProvider';
import { createSessionStore } from './sessionStore';
import { fakeShopApi, type FakeRoute } from './testApi';

/**
 * Test helper (not exported from the package): renders a data hook the way the shop wires
 * it — a fresh SWR cache, the fake shop API, a session store signed in (or not) — and
 * returns the fake API's calls and the session used.
 */
export function renderSessionHook<T, P = undefined>(
  hook: (props: P) => T,
  { routes = {}, signedIn = true }: { routes?: Record<string, FakeRoute>; signedIn?: boolean } = {},
) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const storage = createMemoryStorage(signedIn ? { 'rigsmith.session': serialiseStoredSession(session) } : {});
  const store = createSessionStore({ storage, locks: null });
  const api = fakeShopApi(routes);
  const client = api.clientFor(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), api, session };
}
