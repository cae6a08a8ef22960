import { createElement, lazy, type ComponentType } from 'react';
import { useServerPage } from '../ssr/ServerPage';

/**
 * A part of a server-rendered screen below its fold, whose module is downloaded the first
 * time it renders: in the browser, as the screen hydrates, so it is not in the page's first
 * load; the server's HTML of it stands until then. It uses its screen's group of strings
 * (messageGroups.ts `screenPartMessageGroups`), there already. `module` is its path relative
 * to storefront/app as in Vite's manifest: the server links its style sheets (not its chunk),
 * so the page paints it styled. Render it inside its own Suspense boundary.
 */
export function deferredPart<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, module: string) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
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
