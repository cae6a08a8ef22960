import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * True in the browser once hydration is over; false on the server and while hydrating, so
 * what depends on the browser's own state (the session, the stored cart and build) is drawn
 * after hydration and never mismatches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders `fallback` on the server and while hydrating, then `children`; with `enabled={false}`, always `children`. */
export function ClientOnly({ children, fallback = null, enabled = true }: { children: ReactNode; fallback?: ReactNode; enabled?: boolean }) {
  const hydrated = useHydrated();
  return !enabled || hydrated ? children : fallback;
}

/**
 * Marks `<html data-hydrated>` once the page's screen is interactive: rendered inside the
 * route's Suspense boundary, its effect runs only after that boundary (the lazily loaded
 * screen) has hydrated. Journeys wait for it before they click, as a server-drawn button
 * does nothing until then.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
