import { createElement, lazy, type ComponentType } from 'react';
import { loadRouteMessages } from '../i18n/loadCatalogue';
import type { MessageGroup } from '../i18n/messageGroups';
import { useServerPage } from '../ssr/ServerPage';

export type LazyComponentOptions = {
  /** Its group of strings (messageGroups.ts). @default 'rest', every string outside the shell */
  messages?: MessageGroup;
  /**
   * Its module, relative to storefront/app as in Vite's manifest (`screens/HomeScreen.tsx`),
   * for a server-rendered screen: the server links its chunk, styles and strings from the
   * page's head, so the page is styled at first paint and hydrates without a waterfall. The
   * server checks at start-up that the build has it.
   */
  module?: string;
};

/**
 * A component whose module is downloaded the first time it renders, so each route's code
 * (and what only it imports) is its own chunk and the home page does not carry the rest.
 * Its group of strings downloads alongside. Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: LazyComponentOptions = {},
) {
  const { messages = 'rest', module } = options;
  const Lazy = lazy(async () => {
    const [loaded] = await Promise.all([load(), loadRouteMessages(messages)]);
    return { default: pick(loaded) };
  });
  if (!module) return Lazy;
  const assets = { module, messages };
  function ServerLinkedLazy(props: P) {
    const page = useServerPage();
    if (page) page.assets = assets;
    return createElement(Lazy as ComponentType<P>, props);
  }
  return ServerLinkedLazy;
}
