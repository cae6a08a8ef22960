import { createApiClient, endpoints } from '@rigsmith/kit/api';
import { storefrontIds, storefronts, type StorefrontId } from '@rigsmith/kit/domain';
import { escapeHtml } from './head';

/** The storefront pages that are the same for everyone, so worth a search engine's visit (SPEC §2). */
const FIXED_PAGES = ['/', '/gaming-pcs', '/gaming-pcs/by-budget', '/gaming-pcs/by-fps', '/games', '/contact-us'] as const;
/** The games listing pages at most 48 (its per_page limit). */
const GAMES_PER_REQUEST = 48;

/** Every public in-store path: the fixed pages, each case model, each game and each CMS page, from the shop's own API. */
export async function publicPaths(fetchApi: (request: Request) => Promise<Response>): Promise<string[]> {
  const client = createApiClient({ baseUrl: 'http://rigsmith.internal/', fetch: (url, init) => fetchApi(new Request(url, init)) });
  const [models, pages] = await Promise.all([endpoints.models(client), endpoints.cmsPages(client)]);
  const games: string[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await endpoints.games(client, { page, per_page: GAMES_PER_REQUEST });
    games.push(...listing.items.map((game) => game.slug));
    if (listing.items.length === 0 || page * listing.per_page >= listing.count) break;
  }
  return [
    ...FIXED_PAGES,
    ...models.map((model) => `/models/${encodeURIComponent(model.slug)}`),
    ...games.map((slug) => `/games/${encodeURIComponent(slug)}`),
    ...pages.items.map((page) => `/${page.slug.split('/').map(encodeURIComponent).join('/')}`),
  ];
}

/**
 * sitemap.xml: each page of the storefronts this site serves, each `<url>` with its
 * hreflang alternates on all five storefronts (Google's sitemap form of hreflang).
 */
export function sitemapXml(paths: readonly string[], served: readonly StorefrontId[], urlOf: (id: StorefrontId, path: string) => string): string {
  const urls = served.flatMap((id) =>
    paths.map((path) => {
      const alternates = storefrontIds.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${storefronts[other].locale}" href="${escapeHtml(urlOf(other, path))}"/>`,
      );
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(urlOf('uk', path))}"/>`);
      return `  <url>\n    <loc>${escapeHtml(urlOf(id, path))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API, the shopper's own pages and the back office not. */
export function robotsTxt(sitemapUrl: string): string {
  const privatePaths = [
    '/api/',
    '/account',
    '/checkout',
    '/order/',
    '/login',
    '/register',
    '/create-password/',
    '/system-summary',
    '/dev/',
    '/admin',
  ];
  const prefixed = storefrontIds
    .filter((id) => storefronts[id].pathPrefix)
    .flatMap((id) => privatePaths.filter((path) => path !== '/api/' && path !== '/dev/').map((path) => `${storefronts[id].pathPrefix}${path}`));
  return ['User-agent: *', ...[...privatePaths, ...prefixed].map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
