import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { unstable_serialize, type Middleware } from 'swr';
import { createIntl, type IntlShape } from '@rigsmith/kit';
import { createApiClient } from '@rigsmith/kit/api';
import { createCookieConsentStore, memoryCookieJar, type Storefront } from '@rigsmith/kit/domain';
import { createCustomiserStore, createGuestCartStore, createMemoryStorage, createSessionStore } from '@rigsmith/kit/hooks';
import { App } from './App';
import { bundledCatalogue } from './i18n/messages';
import { ServerPageContext, type ServerPage } from './ssr/ServerPage';
import { hydrationRevalidation, type ServerData } from './ssr/serverData';
import { breadcrumbJsonLd, productJsonLd, type JsonLd } from './ssr/structuredData';

export type RenderPageInput = {
  storefront: Storefront;
  /** The in-store path (without the storefront's prefix) and its query string (without `?`). */
  path: string;
  search: string;
  /** The request's Cookie header (the cookie banner's answer). */
  cookie: string;
  /** Answers the shop API in-process (the Hono app's own `fetch`), so no network hop. */
  fetchApi: (request: Request) => Promise<Response>;
  /** Whether the page is on https (the cookie banner's cookie is then Secure). */
  secure: boolean;
  /** The absolute URL of an in-store path on this storefront's site. */
  urlOf: (path: string) => string;
};

/** What goes in the page's `<head>` besides what the server adds (canonical, alternates). */
export type PageHeadContent = {
  /** "{page} | Rigsmith", or the shop's name alone. */
  title: string;
  /** In the storefront's language. */
  description: string;
  jsonLd: JsonLd[];
};

export type RenderedPage = Omit<ServerPage, 'model' | 'title' | 'description'> & {
  head: PageHeadContent;
  /** The app's HTML for `#root`. */
  html: string;
  /** What the page was drawn with, for the browser to hydrate without asking again. */
  data: ServerData;
  /** Data calls the API answered 404 (a missing model, CMS page or game). */
  notFound: boolean;
};

/** More rounds than this means a key that never settles (a key built from the time, say): render with what there is. */
const MAX_DATA_ROUNDS = 4;

/**
 * Renders a storefront page on the server from the same App the browser runs. SWR does
 * not fetch on the server, so the page is rendered in rounds: each round records the data
 * keys the screens ask for, the server fetches the new ones from its own API, and the next
 * round renders with them as SWR's fallback, until no screen asks for anything new. The
 * last round is the page; its data is embedded for hydration.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const client = createApiClient({
    baseUrl: 'http://rigsmith.internal/',
    country: input.storefront.country,
    fetch: (url, init) => input.fetchApi(new Request(url, init)),
  });
  const fallback: Record<string, unknown> = {};
  const tried = new Set<string>();
  let notFound = false;

  for (let round = 1; ; round += 1) {
    const asked = new Map<string, () => Promise<unknown>>();
    const recordKeys: Middleware = (useSWRNext) => (key, fetcher, config) => {
      const serialised = unstable_serialize(key);
      if (serialised && fetcher && !tried.has(serialised)) asked.set(serialised, () => Promise.resolve(fetcher(key)));
      return useSWRNext(key, fetcher, config);
    };
    const page: ServerPage = {};
    // As in the browser's hydration: a key with data is not loading (SWR would otherwise call it
    // loading while it revalidates on mount), a key without is; so both draw the same page.
    const asHydrated = hydrationRevalidation({ storefront: input.storefront, swr: fallback }).middleware;
    const html = await renderToHtml(input, client, page, { fallback, use: [recordKeys, asHydrated] });
    if (asked.size === 0 || round === MAX_DATA_ROUNDS) {
      return {
        status: page.status,
        redirect: page.redirect,
        assets: page.assets,
        head: headContent(input, page),
        html,
        data: { storefront: { id: input.storefront.id, pathPrefix: input.storefront.pathPrefix }, swr: fallback },
        notFound,
      };
    }
    await Promise.all(
      [...asked].map(async ([key, fetch]) => {
        tried.add(key);
        try {
          fallback[key] = await fetch();
        } catch (error) {
          // The browser asks again and shows the screen's own error state.
          if ((error as { status?: number }).status === 404) notFound = true;
        }
      }),
    );
  }
}

async function renderToHtml(
  input: RenderPageInput,
  client: ReturnType<typeof createApiClient>,
  page: ServerPage,
  swr: { fallback: Record<string, unknown>; use: Middleware[] },
): Promise<string> {
  const storage = () => createMemoryStorage();
  const stream = await renderToReadableStream(
    <StrictMode>
      <ServerPageContext.Provider value={page}>
        <App
          storefront={input.storefront}
          messages={bundledCatalogue(input.storefront.locale)}
          client={client}
          sessionStore={createSessionStore({ storage: storage(), eventTarget: null, locks: null })}
          cartStore={createGuestCartStore({ storage: storage(), eventTarget: null })}
          checkoutStorage={storage()}
          customiserStore={createCustomiserStore({ storage: storage(), locks: null })}
          cookieConsentStore={createCookieConsentStore({ jar: memoryCookieJar(input.cookie), secure: input.secure })}
          serverLocation={{ path: input.path, search: input.search }}
          swr={{ provider: () => new Map(), ...swr }}
          serverRendered
        />
      </ServerPageContext.Provider>
    </StrictMode>,
    {
      onError: (error) => console.error('server render failed', error),
      // Never outline a big Suspense boundary into a later chunk: putting it in place takes an
      // inline script, which the shop's Content-Security-Policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // Every lazy screen and Suspense boundary resolved: the page, not a fallback.
  await stream.allReady;
  return new Response(stream).text();
}

/** The head's strings per locale, formatted with the same formatter the page hydrates with. */
const headIntls = new Map<Storefront['locale'], IntlShape>();
function headIntl(locale: Storefront['locale']): IntlShape {
  let intl = headIntls.get(locale);
  if (!intl) headIntls.set(locale, (intl = createIntl({ locale, messages: bundledCatalogue(locale) })));
  return intl;
}

/** Where a page sits under the storefront's home, for its BreadcrumbList: the section pages above it. */
const sectionsAbove: readonly { under: RegExp; path: string; label: string }[] = [
  { under: /^\/gaming-pcs\/.+/, path: '/gaming-pcs', label: 'nav.gamingPcs' },
  { under: /^\/models\/.+/, path: '/gaming-pcs', label: 'nav.gamingPcs' },
  { under: /^\/games\/.+/, path: '/games', label: 'nav.games' },
];

function headContent(input: RenderPageInput, page: ServerPage): PageHeadContent {
  const intl = headIntl(input.storefront.locale);
  const shopName = intl.formatMessage({ id: 'app.name' });
  const pageUrl = input.urlOf(input.path);
  const jsonLd: JsonLd[] = [];
  if (page.model) jsonLd.push(productJsonLd(page.model, pageUrl));
  if (page.title && input.path !== '/' && page.status !== 404) {
    const above = sectionsAbove.filter((section) => section.under.test(input.path));
    jsonLd.push(
      breadcrumbJsonLd([
        { name: intl.formatMessage({ id: 'meta.breadcrumbHome' }), url: input.urlOf('/') },
        ...above.map((section) => ({ name: intl.formatMessage({ id: section.label }), url: input.urlOf(section.path) })),
        { name: page.title, url: pageUrl },
      ]),
    );
  }
  const modelDescription = page.model?.intro.split(/\n\s*\n/)[0]?.trim();
  return {
    title: page.title ? `${page.title} | ${shopName}` : shopName,
    description: page.description ?? modelDescription ?? intl.formatMessage({ id: 'meta.description' }),
    jsonLd,
  };
}
