import { unstable_serialize, type Middleware } from 'swr';
import type { StorefrontId } from '@rigsmith/kit/domain';

/** The `<script type="application/json">` holding the data a server-rendered page was drawn with. */
export const SERVER_DATA_ELEMENT_ID = 'rs-server-data';

/**
 * What a server-rendered page tells the browser: its storefront (on its own domain a
 * storefront has no path prefix, so the path alone cannot say) and SWR's cache entries the
 * page was drawn with, by serialised key (SWR's `fallback`).
 */
export type ServerData = { storefront: { id: StorefrontId; pathPrefix: string }; swr: Record<string, unknown> };

/**
 * JSON safe inside a `<script>` element: `<` is escaped so no `</script>` or `<!--` in the
 * data can end the element (the data holds shop texts, which are not ours to trust).
 */
export function serialiseServerData(data: ServerData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data the server embedded in this page, if it rendered it. */
export function readServerData(doc: Document): ServerData | null {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
}

/**
 * While the first page hydrates, data the server embedded is as fresh as it gets: SWR must
 * not fetch it again on mount (hydration makes no second request). After the first
 * navigation in the browser, SWR revalidates as usual; call `forget` then.
 */
export function hydrationRevalidation(data: ServerData): { middleware: Middleware; forget: () => void } {
  let embedded: Set<string> | null = new Set(Object.keys(data.swr));
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, embedded?.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config);
  return { middleware, forget: () => (embedded = null) };
}
