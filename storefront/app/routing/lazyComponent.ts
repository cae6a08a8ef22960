import { lazy, type ComponentType } from 'react';
import { loadRouteMessages } from '../i18n/loadCatalogue';
import type { MessageGroup } from '../i18n/messageGroups';

/**
 * A component whose module is downloaded the first time it renders, so each route's code
 * (and what only it imports) is its own chunk and the home page does not carry the rest.
 * Its group of strings (messageGroups.ts; every string outside the shell by default) downloads
 * alongside. Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, messages: MessageGroup = 'rest') {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadRouteMessages(messages)]);
    return { default: pick(module) };
  });
}
