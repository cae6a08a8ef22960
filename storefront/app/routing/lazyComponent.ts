import { createElement, lazy, type ComponentType } from 'react';
import { loadRouteMessages } from '../i18n/loadCatalogue';
import type { MessageGroup } from '../i18n/messageGroups';
import { useServerPage, type ServerPage } from '../ssr/ServerPage';

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
    // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
    if (page) page.assets = assets;
    return createElement(Lazy as ComponentType<P>, props);
  }
  shellLinks.set(ServerLinkedLazy, { ...assets, shell: true });
  return ServerLinkedLazy;
}

/** The assets of each screen with a module, as a page drawn as a shell links them. */
const shellLinks = new WeakMap<object, NonNullable<ServerPage['assets']>>();

/**
 * On a page the server draws as a shell (the screen is drawn in the browser), names the
 * screen's chunk and strings for the head's links, so the browser downloads them with the
 * shell's own instead of finding them once the shell has hydrated. Renders nothing.
 */
export function ShellLinks({ screen }: { screen: ComponentType }) {
  const page = useServerPage();
  const assets = shellLinks.get(screen);
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (page && assets) page.assets = assets;
  return null;
}
