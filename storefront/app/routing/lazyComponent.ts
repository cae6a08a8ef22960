import { lazy, type ComponentType } from 'react';

/**
 * A component whose module is downloaded the first time it renders, so each route's code
 * (and what only it imports) is its own chunk and the home page does not carry the rest.
 * Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
