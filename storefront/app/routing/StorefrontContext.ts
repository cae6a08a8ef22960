import { createContext, useContext } from 'react';
import type { Storefront } from '@rigsmith/kit/domain';

export const StorefrontContext = createContext<Storefront | null>(null);

/** The storefront (locale, country, currency, path prefix) the shopper is in. */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext);
  if (!storefront) throw new Error('`useStorefront` must be used within `AppProviders`');
  return storefront;
}
