import type { CookieConsentStore, Storefront } from '@rigsmith/kit/domain';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { AppRoutes } from './routes';
import { StartupGate } from './StartupGate';
import { CookieConsentProvider } from './screens/support/CookieConsent';

export type AppProps = Omit<AppProvidersProps, 'children'> & {
  storefront: Storefront;
  /** The cookie banner's answer; defaults to the `rs_cookie_consent` cookie, stories pass one in memory. */
  cookieConsentStore?: CookieConsentStore;
};

/** The whole storefront: providers, the start-up gate and the routes. */
export function App({ cookieConsentStore, ...props }: AppProps) {
  return (
    <AppProviders {...props}>
      <CookieConsentProvider store={cookieConsentStore}>
        <StartupGate>
          <AppRoutes />
        </StartupGate>
      </CookieConsentProvider>
    </AppProviders>
  );
}
