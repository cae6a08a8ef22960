import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { COOKIE_CONSENT_COOKIE, readCookieConsent, storefrontIds, type StorefrontId } from '@rigsmith/kit/domain';
import type { RenderPageInput, RenderedPage } from '../../app/entry-server';
import type { AppEnv } from '../context';
import type { CatalogueChanges } from '../services/catalogue-changes';
import { BACK_OFFICE_ROBOTS, isBackOfficePage } from './back-office';
import { headTags } from './head';
import { createPageCache, type Rendered } from './page-cache';
import { resolveStorefrontSite, type StorefrontHosts, type StorefrontSite } from './storefront-hosts';
import { publicPaths, robotsTxt, sitemapXml } from './sitemap';
import { assertTemplate, fillTemplate } from './template';
import { createRouteAssets } from './route-assets';
import { SERVER_DATA_ELEMENT_ID, serialiseServerData } from '../../app/ssr/serverData';

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;

export type PagesOptions = {
  /** The built app (storefront/dist/app), whose index.html is the page template. */
  staticDir: string;
  /** The server renderer (storefront/app/entry-server.tsx, built to storefront/dist/server). */
  renderPage: RenderPage;
  /**
   * The app's own fetch, so a render's data calls never leave the process. `env` is the
   * page request's connection, so those calls count against the shopper's own address in
   * the per-address limits rather than one shared 'unknown'.
   */
  fetchApi: (request: Request, env?: AppBindings) => Promise<Response>;
  /** The single host's public origin (PUBLIC_URL), used when there is no host map. */
  publicUrl: string;
  /** STOREFRONT_HOSTS: one domain per storefront (SPEC §1). */
  storefrontHosts?: StorefrontHosts;
  /** Keeps rendered pages until the catalogue changes; without it every request renders. */
  catalogueChanges?: CatalogueChanges;
};

type AppBindings = Context<AppEnv>['env'];

/** Carries the page request's forwarding header to a render's data call (TRUST_PROXY). */
function asShoppersRequest(request: Request, c: Context<AppEnv>): Request {
  const forwardedFor = c.req.header('X-Forwarded-For');
  if (!forwardedFor) return request;
  const headers = new Headers(request.headers);
  headers.set('X-Forwarded-For', forwardedFor);
  return new Request(request, { headers });
}

/** The cookie-consent pair of a Cookie header ('' when there is none), as the render reads it. */
function consentCookieOf(header: string): string {
  for (const part of header.split(';')) {
    const pair = part.trim();
    // Only a well-formed choice counts: anything else draws the banner, like no cookie.
    if (pair.startsWith(`${COOKIE_CONSENT_COOKIE}=`)) return readCookieConsent(pair) ? pair.slice(0, 200) : '';
  }
  return '';
}

/** HTML names the current assets: always revalidated (hashed assets are cached for a year instead). */
const PAGE_CACHE = 'no-cache';

/**
 * Server-rendered pages (SPEC §2's public pages in full, the rest as a shell the browser
 * fills), robots.txt and sitemap.xml. `render` answers a browser's page request; a failed
 * render falls back to the empty app shell, which the browser draws on its own.
 */
export function createPages({ staticDir, renderPage, fetchApi, publicUrl, storefrontHosts, catalogueChanges }: PagesOptions) {
  const pageCache = catalogueChanges && createPageCache({ changes: catalogueChanges });
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  assertTemplate(template);
  const routeAssets = createRouteAssets(staticDir);
  const siteOf = (c: Context<AppEnv>, path: string) =>
    resolveStorefrontSite({ host: c.req.header('Host') ?? '', path, origin: publicUrl, ...(storefrontHosts ? { hosts: storefrontHosts } : {}) });

  /** Renders the page and fills the template; undefined when the render failed. */
  async function renderFresh(c: Context<AppEnv>, input: RenderPageInput, site: StorefrontSite): Promise<Rendered | undefined> {
    let dataFailed = false;
    const watched: RenderPageInput = {
      ...input,
      fetchApi: async (request) => {
        const response = await input.fetchApi(request);
        // A 404 is the page's answer (an unknown model); anything else (a 429, a 5xx) is this
        // request's bad luck, not the page: draw it, but do not keep it for others.
        if (!response.ok && response.status !== 404) dataFailed = true;
        return response;
      },
    };
    let page: RenderedPage;
    let links: string;
    try {
      page = await renderPage(watched);
      links = routeAssets.linksFor(page.assets, site.storefront.locale);
    } catch (error) {
      c.get('logger').error({ err: error, path: c.req.path }, 'server render failed: sending the app shell');
      return undefined;
    }
    if (page.redirect) return { page: { redirect: page.redirect }, keep: !dataFailed };
    const status = page.status ?? (page.notFound ? 404 : 200);
    const html = fillTemplate(template, {
      lang: site.storefront.locale,
      headTags: headTags({
        ...page.head,
        lang: site.storefront.locale,
        canonical: input.urlOf(site.path),
        alternates: Object.fromEntries(storefrontIds.map((id) => [id, site.urlOf(id, site.path)])) as Record<StorefrontId, string>,
        ...(isBackOfficePage(site.path) ? { indexable: false, robots: BACK_OFFICE_ROBOTS } : { indexable: status === 200 }),
      }),
      links,
      rootHtml: page.html,
      dataScript: `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${serialiseServerData(page.data)}</script>`,
    });
    return { page: { status, html }, keep: !dataFailed };
  }

  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the shell is Hono's static handler, whose `next()` resolves to void
  async function render(c: Context<AppEnv>, appShell: () => Promise<Response | void>) {
    const url = new URL(c.req.url);
    const site = siteOf(c, url.pathname);
    // The one cookie a public page's HTML depends on (the banner shows until a choice is
    // made); the others never reach the render, so the page is the same for every shopper.
    const consent = consentCookieOf(c.req.header('Cookie') ?? '');
    const input: RenderPageInput = {
      storefront: site.storefront,
      path: site.path,
      search: url.search.replace(/^\?/, ''),
      cookie: consent,
      fetchApi: (request) => fetchApi(asShoppersRequest(request, c), c.env),
      secure: site.urlOf(site.storefront.id, '/').startsWith('https:'),
      urlOf: (path) => site.urlOf(site.storefront.id, path),
    };
    const key = `${site.storefront.id} ${site.path}?${input.search} ${consent}`;
    const fresh = () => renderFresh(c, input, site);
    const page = pageCache ? await pageCache.page(key, fresh) : (await fresh())?.page;
    if (!page) return appShell();
    if ('redirect' in page) return c.redirect(page.redirect.location, page.redirect.status);
    c.header('Cache-Control', PAGE_CACHE);
    return c.html(page.html, page.status as 200);
  }

  const routes = new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const site = siteOf(c, '/');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(site.urlOf(site.storefront.id, '/sitemap.xml')));
    })
    .get('/sitemap.xml', async (c) => {
      const site = siteOf(c, '/');
      // On its own domain a storefront lists its own pages; one host serves all five.
      const served = storefrontHosts ? [site.storefront.id] : [...storefrontIds];
      const xml = sitemapXml(await publicPaths(fetchApi), served, site.urlOf);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
    });
  return { routes, render };
}
