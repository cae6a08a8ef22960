import { createContext, useContext } from 'react';
import type { CustomiserStore, SessionStorageLike } from '@rigsmith/kit/hooks';

/**
 * Stores the app was given (stories pass in-memory ones) for providers that mount only
 * under their own routes — the checkout's and the configurator's — so their code downloads
 * with those routes, not with every page (first paint: the home page carries neither).
 * Unset means each provider's default (sessionStorage, localStorage).
 */
export type ScopedStores = { checkoutStorage?: SessionStorageLike; customiserStore?: CustomiserStore };

export const ScopedStoresContext = createContext<ScopedStores>({});

export function useScopedStores(): ScopedStores {
  return useContext(ScopedStoresContext);
}
