import { createContext, useContext } from 'react';

/**
 * The shop's public origin for share links: the page's own in the shop; stories give a
 * fixed one (their server's port changes from run to run).
 */
export const ShopOriginContext = createContext<string | null>(null);

export function useShopOrigin(): string {
  return useContext(ShopOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
