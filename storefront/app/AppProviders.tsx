import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, useLocation, type BaseLocationHook } from 'wouter';
import { LinkRouterProvider, PreloadedIntlProvider, type Messages } from '@rigsmith/kit';
import { createApiClient, type ApiClient } from '@rigsmith/kit/api';
import {
  ApiClientProvider,
  CartProvider,
  SessionProvider,
  createSessionStore,
  type CustomiserStore,
  type GuestCartStore,
  type SessionStorageLike,
  type SessionStore,
  type SignedOutEvent,
  useSessionId,
} from '@rigsmith/kit/hooks';
import type { Storefront } from '@rigsmith/kit/domain';
import { challengedFetch } from './botChallenge/challengedFetch';
import { ShopOriginContext } from './screens/configurator/shopOrigin';
import { TodayContext } from './shared/today';
import { StorefrontContext } from './routing/StorefrontContext';
import { ScopedStoresContext } from './routing/scopedStores';
import { useStorefrontNavigate } from './routing/useStorefrontNavigate';

export type AppProvidersProps = {
  storefront: Storefront;
  /**
   * The storefront's whole catalogue (kit and storefront strings) for its locale: the browser
   * downloads it with `loadCatalogue` before the first render, stories and tests take the
   * bundled one (`bundledCatalogue`).
   */
  messages: Messages;
  /**
   * Defaults to a client of this origin's API that sends the session's access token and
   * refreshes it once on a 401; stories pass one over fixtures.
   */
  client?: ApiClient;
  /** Defaults to the session kept in localStorage; stories pass one over in-memory storage. */
  sessionStore?: SessionStore;
  /** Defaults to the guest cart kept in localStorage; stories pass one over in-memory storage. */
  cartStore?: GuestCartStore;
  /** Where the checkout keeps its progress and coupon; defaults to sessionStorage, stories pass memory. */
  checkoutStorage?: SessionStorageLike;
  /** The customiser's build; defaults to localStorage, stories pass one over in-memory storage. */
  customiserStore?: CustomiserStore;
  /** "Today" for the customiser's ship dates; stories pin it. @default the real date */
  today?: Date;
  /** The origin share links start with; stories pin it. @default the page's origin */
  shopOrigin?: string;
  /** Defaults to the browser location; stories pass wouter's memory location. */
  locationHook?: BaseLocationHook;
  /** On the server: the requested in-store path and query (wouter's `ssrPath` and `ssrSearch`). */
  serverLocation?: { path: string; search: string };
  /** Extra SWR settings; stories give each story its own cache. */
  swr?: SWRConfiguration;
  children: ReactNode;
};

/** Joins the storefront's path prefix to an in-store path ("prefix except default"). */
export function storefrontHref(prefix: string, href: string): string {
  if (!href.startsWith('/')) return href;
  const joined = `${prefix}${href}`;
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Lets kit links navigate with wouter, inside the storefront prefix. */
function KitRouterBridge({ prefix, children }: { prefix: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <LinkRouterProvider
      // wouter's "~" escapes the base, so a storefront's home is `/fr`, as its links say, not `/fr/`.
      navigate={(path) => navigate(path === '/' && prefix ? `~${prefix}` : path)}
      useHref={(href) => storefrontHref(prefix, href)}
    >
      {children}
    </LinkRouterProvider>
  );
}

/**
 * Where the shopper goes when the session ends (SPEC §4): a logout to /login or the path it
 * names, a failed refresh to the home page, a sign-in or sign-out in another tab to /login.
 * A session found expired at start-up moves nobody: the route guard sends the shopper to
 * /login if the page they opened needs a session.
 */
export function signedOutDestination(event: SignedOutEvent): string | null {
  switch (event.reason) {
    case 'logout':
      return event.redirectTo ?? '/login';
    case 'refresh-failed':
      return event.redirectTo ?? '/';
    case 'other-tab':
      return event.redirectTo ?? '/login';
    case 'expired':
      return event.redirectTo ?? null;
  }
}

/** The session provider, inside the router so that the end of a session can navigate. */
function StorefrontSession({ store, cartStore, children }: { store: SessionStore; cartStore?: GuestCartStore; children: ReactNode }) {
  const navigate = useStorefrontNavigate();
  const onSignedOut = useCallback(
    (event: SignedOutEvent) => {
      const destination = signedOutDestination(event);
      if (destination) navigate(destination);
    },
    [navigate],
  );
  return (
    <SessionProvider store={store} onSignedOut={onSignedOut}>
      {/* The cart follows the session: merged on sign-in, cleared on sign-out. */}
      <CartProvider store={cartStore}>
        <SignedInGuestDraftMover />
        {children}
      </CartProvider>
    </SessionProvider>
  );
}

const GuestDraftMover = lazy(() => import('./screens/configurator/GuestDraftMover').then((m) => ({ default: m.GuestDraftMover })));

/**
 * A guest's draft moves to the account on sign-in, on whatever page that happens;
 * its code downloads only once the shopper is signed in (the server renders signed out). A
 * page left before the move ends leaves the draft in storage: the next page moves it again
 * with the draft's own Idempotency-Key, and the server answers with the build it made.
 */
function SignedInGuestDraftMover() {
  const signedIn = useSessionId('SignedInGuestDraftMover') !== null;
  return signedIn ? (
    <Suspense fallback={null}>
      <GuestDraftMover />
    </Suspense>
  ) : null;
}

/** "Today" and the share links' origin for the configurator (stories pin both). */
function ConfiguratorContexts({ today, shopOrigin, children }: { today?: Date; shopOrigin?: string; children: ReactNode }) {
  return (
    <TodayContext.Provider value={today ?? null}>
      <ShopOriginContext.Provider value={shopOrigin ?? null}>{children}</ShopOriginContext.Provider>
    </TodayContext.Provider>
  );
}

/**
 * Everything a storefront screen needs around it: locale, API client, session, data cache
 * and router. The session store is the client's source of bearer tokens and its way to
 * refresh an expired one; the client is, in turn, the store's way to call the auth API.
 */
export function AppProviders({
  storefront,
  messages,
  client,
  sessionStore,
  cartStore,
  checkoutStorage,
  customiserStore,
  today,
  shopOrigin,
  locationHook,
  serverLocation,
  swr,
  children,
}: AppProvidersProps) {
  // One store per app, made once (a state initialiser, not a memo React may drop).
  const [defaultStore] = useState(() => (sessionStore ? null : createSessionStore()));
  const store = sessionStore ?? (defaultStore as SessionStore);
  const apiClient = useMemo(() => {
    const created =
      client ??
      createApiClient({
        baseUrl: '/',
        country: storefront.country,
        getAccessToken: () => store.getAccessToken(),
        onUnauthorized: () => store.refresh(),
        // Register, login, reset and contact carry a bot-challenge token when the shop asks for one.
        fetch: challengedFetch(),
      });
    store.connect(created);
    return created;
  }, [client, store, storefront.country]);
  const scopedStores = useMemo(() => ({ checkoutStorage, customiserStore }), [checkoutStorage, customiserStore]);
  // Memory locations in stories carry no prefix; the browser's does.
  const base = locationHook ? '' : storefront.pathPrefix;
  return (
    <StorefrontContext.Provider value={storefront}>
      <PreloadedIntlProvider locale={storefront.locale} messages={messages}>
        <ApiClientProvider client={apiClient}>
          <SWRConfig value={swr ?? {}}>
            <Router
              base={base}
              {...(locationHook ? { hook: locationHook } : {})}
              {...(serverLocation ? { ssrPath: `${storefront.pathPrefix}${serverLocation.path}`, ssrSearch: serverLocation.search } : {})}
            >
              <KitRouterBridge prefix={storefront.pathPrefix}>
                <ScopedStoresContext.Provider value={scopedStores}>
                  <StorefrontSession store={store} cartStore={cartStore}>
                    <ConfiguratorContexts today={today} shopOrigin={shopOrigin}>
                      {children}
                    </ConfiguratorContexts>
                  </StorefrontSession>
                </ScopedStoresContext.Provider>
              </KitRouterBridge>
            </Router>
          </SWRConfig>
        </ApiClientProvider>
      </PreloadedIntlProvider>
    </StorefrontContext.Provider>
  );
}
