import { useCallback } from 'react';
import { useLocation, useRouter } from 'wouter';

export type StorefrontNavigate = (path: string, options?: { replace?: boolean }) => void;

/**
 * Navigates to an in-store path inside the storefront's prefix (`/login` is `/fr/login` in
 * France). The home page is the prefix itself (`/fr`, as its links say, not `/fr/`): wouter's
 * `~` escapes the router base for that one case.
 */
export function useStorefrontNavigate(): StorefrontNavigate {
  const { base } = useRouter();
  const [, navigate] = useLocation();
  return useCallback((path, options) => navigate(path === '/' && base ? `~${base}` : path, options), [base, navigate]);
}
