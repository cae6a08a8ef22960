import { isStorefrontId, storefrontFromPath, storefrontIds, storefronts, type Storefront, type StorefrontId } from '@rigsmith/kit/domain';

/**
 * SPEC §1 "one domain per storefront": in production a host → storefront map
 * (STOREFRONT_HOSTS=uk=rigsmith.co.uk,fr=rigsmith.fr,...) picks the storefront by the request's
 * Host, with no path prefix. Without a map, one host serves all five "prefix except default".
 */
export type StorefrontHosts = Readonly<Record<StorefrontId, string>>;

/**
 * Reads STOREFRONT_HOSTS: `id=host` pairs, comma-separated, every storefront exactly once,
 * each host an origin's host (optionally with a port). Throws with the reason otherwise.
 */
export function parseStorefrontHosts(value: string): StorefrontHosts {
  const hosts: Partial<Record<StorefrontId, string>> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id, host, ...rest] = pair.split('=').map((part) => part.trim());
    if (!isStorefrontId(id) || !host || rest.length > 0)
      throw new Error(`STOREFRONT_HOSTS: "${pair}" is not storefront=host (storefronts: ${storefrontIds.join(', ')})`);
    if (!/^[a-z0-9.-]+(?::\d+)?$/i.test(host)) throw new Error(`STOREFRONT_HOSTS: "${host}" is not a host name`);
    if (hosts[id]) throw new Error(`STOREFRONT_HOSTS: ${id} is given twice`);
    hosts[id] = host.toLowerCase();
  }
  const missing = storefrontIds.filter((id) => !hosts[id]);
  if (missing.length > 0) throw new Error(`STOREFRONT_HOSTS: no host for ${missing.join(', ')}`);
  if (new Set(Object.values(hosts)).size !== storefrontIds.length) throw new Error('STOREFRONT_HOSTS: two storefronts share a host');
  return hosts as StorefrontHosts;
}

export type StorefrontSite = {
  /** The storefront, with the path prefix it has on this site ('' on its own domain). */
  storefront: Storefront;
  /** The path inside the storefront, without any prefix. */
  path: string;
  /** Every storefront's absolute URL for an in-store path (canonical, hreflang, sitemap, emails). */
  urlOf: (id: StorefrontId, path: string) => string;
};

/**
 * Where a page request belongs: by Host when there is a host map (an unknown host gets the
 * default storefront), else by path prefix. `origin` is the single host's public origin.
 */
export function resolveStorefrontSite({
  host,
  path,
  origin,
  hosts,
  protocol = 'https',
}: {
  host: string;
  path: string;
  origin: string;
  hosts?: StorefrontHosts;
  protocol?: string;
}): StorefrontSite {
  if (hosts) {
    const found = storefrontIds.find((id) => hosts[id] === host.toLowerCase()) ?? 'uk';
    return {
      storefront: { ...storefronts[found], pathPrefix: '' },
      path: path || '/',
      urlOf: (id, inStore) => `${protocol}://${hosts[id]}${inStore === '/' ? '/' : inStore}`,
    };
  }
  const { storefront, rest } = storefrontFromPath(path);
  return {
    storefront,
    path: rest,
    urlOf: (id, inStore) => `${origin}${joinPrefix(storefronts[id].pathPrefix, inStore)}`,
  };
}

/**
 * Where a storefront's in-store path lives, for links made outside a page request (emails):
 * the storefront's own domain with a host map, else PUBLIC_URL with its path prefix.
 */
export function storefrontUrls(origin: string, hosts?: StorefrontHosts): StorefrontSite['urlOf'] {
  return resolveStorefrontSite({ host: '', path: '/', origin: origin.replace(/\/+$/, ''), ...(hosts ? { hosts } : {}) }).urlOf;
}

/** `/fr` + `/` is `/fr`; `''` + `/` is `/` (the storefront's home as its links name it). */
function joinPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
