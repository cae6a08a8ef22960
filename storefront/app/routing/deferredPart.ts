import { createElement, lazy, type ComponentType } from 'react';
import { loadRouteMessages } from '../i18n/loadCatalogue';
import type { MessageGroup } from '../i18n/messageGroups';
import { useServerPage } from '../ssr/ServerPage';

/**
 * A part of a server-rendered screen below its fold, whose module is downloaded the first
 * time it renders: in the browser, as the screen hydrates, so it is not in the page's first
 * load; the server's HTML of it stands until then. Its group of strings (messageGroups.ts
 * `screenPartMessageGroups`) downloads alongside. `module` is its path relative to
 * storefront/app as in Vite's manifest: the server links its style sheets (not its chunk or
 * strings), so the page paints it styled. Render it inside its own Suspense boundary.
 */
export function deferredPart<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { module, messages }: { module: string; messages: MessageGroup },
) {
  const Lazy = lazy(async () => {
    const [loaded] = await Promise.all([load(), loadRouteMessages(messages)]);
    return { default: pick(loaded) };
  });
  function ServerLinkedPart(props: P) {
    const page = useServerPage();
    if (page && !page.assets?.deferred?.includes(module)) {
      if (!page.assets) throw new Error(`${module} is a deferred part, but renders outside a server-linked screen`);
      // A new record: the screen's is shared by all its renders.
      page.assets = { ...page.assets, deferred: [...(page.assets.deferred ?? []), module] };
    }
    return createElement(Lazy as ComponentType<P>, props);
  }
  return ServerLinkedPart;
}
