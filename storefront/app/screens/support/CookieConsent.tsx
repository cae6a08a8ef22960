import { createContext, useContext, useState, type ReactNode } from 'react';
import { CookieBanner } from '@rigsmith/kit';
import { createCookieConsentStore, type CookieConsentChoice, type CookieConsentStore } from '@rigsmith/kit/domain';
import { useCookieConsent } from '@rigsmith/kit/hooks';
import { useConsentedAnalytics } from '../../analytics/useConsentedAnalytics';
import { useStorefront } from '../../routing/StorefrontContext';

const CookieConsentContext = createContext<CookieConsentStore | null>(null);

export type CookieConsentProviderProps = {
  store?: CookieConsentStore | undefined;
  /**
   * Load the storefront's analytics tag once the choice is Accept All (useConsentedAnalytics).
   * @default true with the browser's cookie, false with a store passed in (stories and tests never load one)
   */
  analytics?: boolean;
  children: ReactNode;
};

/**
 * Holds the cookie banner's answer for the whole app: the `rs_cookie_consent` cookie, kept
 * 365 days (SPEC §9), so the banner is not shown again on reload; stories pass a store in memory.
 */
export function CookieConsentProvider({ store, analytics = store === undefined, children }: CookieConsentProviderProps) {
  const [ownStore] = useState(() => store ?? createCookieConsentStore());
  const current = store ?? ownStore;
  const { choice } = useCookieConsent(current);
  useConsentedAnalytics(analytics ? choice : null, useStorefront());
  return <CookieConsentContext.Provider value={current}>{children}</CookieConsentContext.Provider>;
}

/**
 * The cookie consent banner on every page until the shopper answers it (SPEC §2, §4). Each
 * layout renders it right after its skip link, so the skip link stays the first thing in the
 * page and the banner comes next, before the header (GOV.UK's cookie banner placement).
 */
export function CookieConsent() {
  const store = useContext(CookieConsentContext);
  if (!store) throw new Error('`CookieConsent` must be used within `CookieConsentProvider` (App mounts it).');
  return <CookieConsentBanner store={store} />;
}

function CookieConsentBanner({ store }: { store: CookieConsentStore }) {
  const { choice, choose } = useCookieConsent(store);
  if (choice !== null) return null;
  const onChoice = (next: CookieConsentChoice) => {
    choose(next);
    // The pressed button disappears with the banner: keyboard focus goes on to the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return <CookieBanner policyHref="/privacy" onChoice={onChoice} />;
}
