/** The CMS slug a storefront path names: `/warranty/` is `warranty`, `/legal/terms` is `legal/terms`. */
export function cmsSlugOf(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * Where a redirect's Location leads, seen from this storefront: an in-store path (without
 * the storefront prefix) to route to, or a URL to open with a full page load (another
 * site, or another storefront).
 */
export function redirectDestination(
  location: string,
  origin: string,
  pathPrefix: string,
): { kind: 'in-store'; path: string } | { kind: 'page'; url: string } {
  const url = new URL(location, origin);
  if (url.origin !== origin) return { kind: 'page', url: url.href };
  const path = `${url.pathname}${url.search}`;
  if (!pathPrefix) return { kind: 'in-store', path };
  if (url.pathname === pathPrefix || url.pathname === `${pathPrefix}/`) return { kind: 'in-store', path: `/${url.search}` };
  if (url.pathname.startsWith(`${pathPrefix}/`)) return { kind: 'in-store', path: path.slice(pathPrefix.length) };
  return { kind: 'page', url: url.href };
}
