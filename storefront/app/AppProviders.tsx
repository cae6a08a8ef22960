import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, useLocation, type BaseLocationHook } from 'wouter';
import { RouterProvider } from 'react-aria';
import { IntlProvider } from '@rigsmith/kit';
import { createApiClient, type ApiClient } from '@rigsmith/kit/api';
import { ApiClientProvider } from '@rigsmith/kit/hooks';
import type { Storefront } from '@rigsmith/kit/domain';
import { storefrontMessages } from './i18n/messages';
import { StorefrontContext } from './routing/StorefrontContext';

export type AppProvidersProps = {
  storefront: Storefront;
  /** Defaults to a client of this origin's API; stories pass one over fixtures. */
  client?: ApiClient;
  /** Defaults to the browser location; stories pass wouter's memory location. */
  locationHook?: BaseLocationHook;
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

/** Lets kit links (react-aria `useLink`) navigate with wouter, inside the storefront prefix. */
function KitRouterBridge({ prefix, children }: { prefix: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider
      // wouter's "~" escapes the base, so a storefront's home is `/fr`, as its links say, not `/fr/`.
      navigate={(path) => navigate(path === '/' && prefix ? `~${prefix}` : path)}
      useHref={(href) => storefrontHref(prefix, href)}
    >
      {children}
    </RouterProvider>
  );
}

/** Everything a storefront screen needs around it: locale, API client, data cache and router. */
export function AppProviders({ storefront, client, locationHook, swr, children }: AppProvidersProps) {
  const apiClient = useMemo(
    () => client ?? createApiClient({ baseUrl: '/', country: storefront.country }),
    [client, storefront.country],
  );
  // Memory locations in stories carry no prefix; the browser's does.
  const base = locationHook ? '' : storefront.pathPrefix;
  return (
    <StorefrontContext.Provider value={storefront}>
      <IntlProvider locale={storefront.locale} messages={storefrontMessages[storefront.locale]}>
        <ApiClientProvider client={apiClient}>
          <SWRConfig value={swr ?? {}}>
            <Router base={base} {...(locationHook ? { hook: locationHook } : {})}>
              <KitRouterBridge prefix={storefront.pathPrefix}>{children}</KitRouterBridge>
            </Router>
          </SWRConfig>
        </ApiClientProvider>
      </IntlProvider>
    </StorefrontContext.Provider>
  );
}
