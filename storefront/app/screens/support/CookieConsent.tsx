import { useState } from 'react';
import { CookieBanner } from '@rigsmith/kit';
import { createCookieConsentStore, type CookieConsentChoice, type CookieConsentStore } from '@rigsmith/kit/domain';
import { useCookieConsent } from '@rigsmith/kit/hooks';

/**
 * The cookie consent banner on every page until the shopper answers it (SPEC §2, §4); the
 * answer is kept in the `rs_cookie_consent` cookie for 365 days (SPEC §9), so it is not asked
 * again on reload. Mounted once, above every layout, so it comes first in the page.
 */
export function CookieConsent({ store }: { store?: CookieConsentStore | undefined }) {
  const [ownStore] = useState(() => store ?? createCookieConsentStore());
  const { choice, choose } = useCookieConsent(store ?? ownStore);
  if (choice !== null) return null;
  const onChoice = (next: CookieConsentChoice) => {
    choose(next);
    // The pressed button disappears with the banner: keyboard focus goes on to the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return <CookieBanner policyHref="/privacy" onChoice={onChoice} />;
}
