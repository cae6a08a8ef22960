import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True on the server and while the browser hydrates the page the server drew; false otherwise. */
const HydratingContext = createContext(false);

/**
 * Tells the tree when hydration is over. A page the server drew renders as the server did
 * until the root has hydrated, then what depends on the browser's own state (the session, the
 * stored cart and build) in a transition: React renders it in slices, not in the one long task
 * a store's changed snapshot (`useSyncExternalStore`) forces after hydration, which held a
 * phone's main thread for the customiser's whole first render (bench/README.md § page-speed).
 * Without `serverRendered` (a page the browser draws from nothing, a story, a test) it is over.
 */
export function HydrationScope({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(serverRendered);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

/** True in the browser once hydration is over; false on the server and while hydrating. */
export function useHydrated(): boolean {
  return !useContext(HydratingContext);
}

/**
 * Renders `fallback` on the server and while hydrating, then `children`, so what depends on the
 * browser's own state is drawn after hydration and never mismatches the server's HTML; with
 * `enabled={false}`, always `children`.
 */
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
