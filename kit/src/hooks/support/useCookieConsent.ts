import { useCallback, useSyncExternalStore } from 'react';
import type { CookieConsentChoice, CookieConsentStore } from '../../domain';

export type CookieConsentApi = {
  /** The choice made, or null while the banner should show. */
  choice: CookieConsentChoice | null;
  /** Either button: marks cookies accepted (SPEC §4) and keeps the choice for 365 days. */
  choose(choice: CookieConsentChoice): void;
};

/** The cookie banner's state over a `createCookieConsentStore` store (one per page). */
export function useCookieConsent(store: CookieConsentStore): CookieConsentApi {
  const choice = useSyncExternalStore(store.subscribe, store.getChoice, store.getChoice);
  const choose = useCallback((next: CookieConsentChoice) => store.choose(next), [store]);
  return { choice, choose };
}
