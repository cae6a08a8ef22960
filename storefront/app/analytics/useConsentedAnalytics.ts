import { useEffect } from 'react';
import type { CookieConsentChoice, Storefront } from '@rigsmith/kit/domain';

/**
 * The cookie banner's choice gating the analytics tag (SPEC §2 cookie consent, §7 "an analytics
 * tag is loaded per locale"): the tag's module is imported only once the choice is Accept All,
 * whether made now or on an earlier visit, so the first paint carries nothing but this effect.
 * A change of choice or storefront aborts a load under way, so Required Only stops further
 * loads; a script already running stays until the page is left (a script cannot be unloaded),
 * and on the next page the cookie says Required Only and nothing is loaded.
 */
export function useConsentedAnalytics(choice: CookieConsentChoice | null, storefront: Storefront) {
  const { country } = storefront;
  useEffect(() => {
    if (choice !== 'all') return;
    const controller = new AbortController();
    // An aborted signal stops the tag's fetch at once, so no check is needed here.
    void import('./loadAnalyticsTag').then((module) => module.loadAnalyticsTag({ country, signal: controller.signal }));
    return () => controller.abort();
  }, [choice, country]);
}
