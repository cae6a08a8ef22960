import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '@rigsmith/kit/hooks';
import { useHydrated } from './ClientOnly';
import { loginHrefFor, nextPathFromSearch } from './nextPath';

/** SPEC §3 "Route metadata": the access rules of one route (SPEC §2 and §6). */
export type RouteAccess = {
  /** Only a signed-in customer may see it; a guest is sent to /login and brought back after. */
  authIsRequired?: boolean;
  /** Only a guest may see it (sign-in, registration, password reset). */
  signedOutOnly?: boolean;
  /** Where a signed-in customer opening a signed-out-only route goes. @default '/account' */
  fallBackRoute?: string;
};

/** SPEC §2: "/login — if already signed in, fallback is /account". */
export const DEFAULT_FALLBACK_ROUTE = '/account';

/**
 * Where a route's access rules send the shopper instead, or null to show it. For a
 * signed-out-only route the customer's `?next=` (when it is a safe in-store path) wins over
 * the fallback: that is how a successful sign-in returns them to the page that asked for it.
 */
export function guardRedirect(access: RouteAccess, status: 'signed-in' | 'signed-out', location: { path: string; search: string }): string | null {
  if (access.authIsRequired && status === 'signed-out') return loginHrefFor(location.path, location.search);
  if (access.signedOutOnly && status === 'signed-in') {
    return nextPathFromSearch(location.search) ?? access.fallBackRoute ?? DEFAULT_FALLBACK_ROUTE;
  }
  return null;
}

/**
 * SPEC §6 route guards. Wraps every route; it re-renders when the session changes, so signing
 * in on /login moves on by itself and signing out on /account leaves it. Redirects replace the
 * history entry, so Back does not bounce the shopper into the guard again.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  // The session is the browser's own: on the server and while hydrating, the guard lets the
  // layout through and the route's screen waits in its ClientOnly, judged once hydrated.
  const hydrated = useHydrated();
  const target = hydrated ? guardRedirect(access, status, { path, search }) : null;
  // Keyed by the target, so a new target mounts a new Redirect (wouter redirects on mount only).
  return target ? <Redirect key={target} to={target} replace /> : <>{children}</>;
}
