import type { CookieConsentStore, Storefront } from '@rigsmith/kit/domain';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { AppRoutes } from './routes';
import { HydrationScope } from './routing/ClientOnly';
import { RouteAnnouncer } from './routing/RouteAnnouncer';
import { StartupGate } from './StartupGate';
import { CookieConsentProvider } from './screens/support/CookieConsent';

export type AppProps = Omit<AppProvidersProps, 'children'> & {
  storefront: Storefront;
  /** The cookie banner's answer; defaults to the `rs_cookie_consent` cookie, stories pass one in memory. */
  cookieConsentStore?: CookieConsentStore;
  /**
   * The page came from the server with its start-up data: no full-screen loader, since the
   * page is already drawn (SPEC §2's loader covers a page that is still loading). @default false
   */
  serverRendered?: boolean;
};

/** The whole storefront: providers, the start-up gate and the routes. */
export function App({ cookieConsentStore, serverRendered = false, ...props }: AppProps) {
  return (
    <HydrationScope serverRendered={serverRendered}>
      <AppProviders {...props}>
        <CookieConsentProvider store={cookieConsentStore}>
          <StartupGate serverRendered={serverRendered}>
            <AppRoutes />
            <RouteAnnouncer />
          </StartupGate>
        </CookieConsentProvider>
      </AppProviders>
    </HydrationScope>
  );
}
