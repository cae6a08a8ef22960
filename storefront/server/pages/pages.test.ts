import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { CaseModel } from '@rigsmith/kit/api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, type RenderPageInput } from '../../app/entry-server';
import { SERVER_DATA_ELEMENT_ID } from '../../app/ssr/serverData';
import { builds, reviews } from '../db/schema';
import { refreshBuildFigures } from '../services/build-figures';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { createLogger } from '../logger';
import { watchCatalogueChanges, type CatalogueChanges } from '../services/catalogue-changes';
import { createPages } from './pages';
import { parseStorefrontHosts } from './storefront-hosts';

// The built index.html's shape (storefront/app/index.html after `vite build`).
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Rigsmith: pre-built and custom-built gaming PCs." />
    <title>Rigsmith</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ORIGIN = 'https://shop.rigsmith.example';
const page = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let database: TestDatabase;
let staticDir: string;
let app: ReturnType<typeof createTestApp>['app'];
let hostApp: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'rigsmith-pages-'));
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  database = await createTestDatabase();
  ({ app } = createTestApp(database.db, { staticDir, renderPage, publicUrl: ORIGIN }));
  ({ app: hostApp } = createTestApp(database.db, {
    staticDir,
    renderPage,
    publicUrl: ORIGIN,
    storefrontHosts: parseStorefrontHosts('uk=rigsmith.co.uk,fr=rigsmith.fr,it=rigsmith.it,es=rigsmith.es,de=rigsmith.de'),
  }));
});
afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A page as a browser without JavaScript gets it: status, head and the document. */
async function open(path: string, { target = app, host }: { target?: typeof app; host?: string } = {}) {
  const response = await target.request(path, { headers: { ...page, ...(host ? { Host: host } : {}) } });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  const alternates = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
  return {
    response,
    document,
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates,
    jsonLd,
    text: document.getElementById('root')?.textContent ?? '',
  };
}

describe('server-rendered public pages', () => {
  it.each([
    ['/', 'en-GB', 'Gaming PCs built to order | Rigsmith', `${ORIGIN}/`],
    ['/gaming-pcs?sort=price_asc', 'en-GB', 'Gaming PCs | Rigsmith', `${ORIGIN}/gaming-pcs`],
    ['/fr/gaming-pcs/by-budget', 'fr-FR', undefined, `${ORIGIN}/fr/gaming-pcs/by-budget`],
    ['/de/gaming-pcs/by-fps', 'de-DE', undefined, `${ORIGIN}/de/gaming-pcs/by-fps`],
    ['/it/games', 'it-IT', 'Giochi | Rigsmith', `${ORIGIN}/it/games`],
    ['/es/models/vanguard', 'es-ES', 'Rigsmith Vanguard | Rigsmith', `${ORIGIN}/es/models/vanguard`],
    ['/games/cyberpunk-2077', 'en-GB', 'Cyberpunk 2077 | Rigsmith', `${ORIGIN}/games/cyberpunk-2077`],
    ['/warranty', 'en-GB', 'Warranty | Rigsmith', `${ORIGIN}/warranty`],
  ])('%s answers 200 with its title, language, canonical and five alternates', async (path, lang, title, canonical) => {
    const rendered = await open(path);
    expect(rendered.response.status).toBe(200);
    expect(rendered.response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(rendered.lang).toBe(lang);
    if (title) expect(rendered.title).toBe(title);
    expect(rendered.title).toMatch(/ \| Rigsmith$/);
    expect(rendered.description?.length).toBeGreaterThan(20);
    expect(rendered.canonical).toBe(canonical);
    const inStore = canonical.slice(ORIGIN.length).replace(/^\/(fr|it|es|de)(?=\/|$)/, '') || '/';
    const on = (prefix: string) => `${ORIGIN}${prefix}${inStore === '/' && prefix ? '' : inStore}`;
    expect(rendered.alternates).toEqual({
      'en-GB': on(''),
      'fr-FR': on('/fr'),
      'it-IT': on('/it'),
      'es-ES': on('/es'),
      'de-DE': on('/de'),
      'x-default': on(''),
    });
    // The data the page was drawn with is embedded once, for hydration.
    expect(rendered.document.querySelectorAll(`#${SERVER_DATA_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('draws the home page builds and prices into the HTML (no JavaScript needed)', async () => {
    const { text, document } = await open('/');
    expect(document.querySelector('h1')?.textContent).toBe('Gaming PCs built to order');
    expect(document.querySelectorAll('[data-entry]').length).toBeGreaterThan(0);
    expect(text).toMatch(/£\d/);
    // No full-screen loader over a page that is already there.
    expect(document.querySelector('[role="status"][data-state]')?.getAttribute('data-state')).toBe('closed');
  });

  it('writes the description in the storefront’s language', async () => {
    expect((await open('/de')).description).toMatch(/Ihr eigener PC/);
    expect((await open('/fr')).description).toMatch(/PC gamer/);
  });

  it('describes a model page as a schema.org Product with an Offer and an AggregateRating, and a BreadcrumbList', async () => {
    const { jsonLd, document, text } = await open('/models/vanguard');
    const product = jsonLd.find((data) => data['@type'] === 'Product') as Record<string, any>;
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Rigsmith Vanguard', url: `${ORIGIN}/models/vanguard` });
    expect(product.image[0]).toMatch(new RegExp(`^${ORIGIN}/api/ecommerce/models/vanguard/gallery/`));
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP', availability: expect.stringMatching(/^https:\/\/schema\.org\//) });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    expect(product.aggregateRating.ratingValue).toBeGreaterThan(0);
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Gaming PCs', 'Rigsmith Vanguard']);
    expect(breadcrumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(text).toContain('Rigsmith Vanguard');
  });

  it.each([
    ['a model page’s first picture', '/models/vanguard', '[data-model="vanguard"] figure img', /^\/api\/ecommerce\/models\/vanguard\/gallery\//],
    ['the listing’s first card’s picture', '/gaming-pcs', 'main img', /^\/api\/ecommerce\/products\/\d+\/picture\.svg$/],
  ])('preloads %s once, in the head ahead of its scripts and styles, at high priority', async (_name, path, shownSelector, href) => {
    const { document } = await open(path);
    const shown = document.querySelector(shownSelector);
    expect(shown?.getAttribute('fetchpriority')).toBe('high');
    // Once: React's own preload of the picture, moved from the root into the head.
    const preloads = [...document.querySelectorAll(`link[rel="preload"][as="image"][href="${shown?.getAttribute('src')}"]`)];
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload!.getAttribute('href')).toMatch(href);
    expect(preload!.getAttribute('fetchpriority')).toBe('high');
    expect(preload!.parentElement).toBe(document.head);
    const head = [...document.head.children];
    const firstAsset = head.findIndex((element) => element.matches('script[src], link[rel="stylesheet"], link[rel="modulepreload"]'));
    expect(firstAsset).toBeGreaterThan(0);
    expect(head.indexOf(preload!)).toBeLessThan(firstAsset);
  });

  it('fetches only the listing’s first card picture at once, and every other card’s picture lazily, with its size', async () => {
    const { document } = await open('/gaming-pcs');
    const pictures = [...document.querySelectorAll('main article img')];
    expect(pictures.length).toBeGreaterThan(1);
    // On a phone the first card alone is in view: the rest must not compete with it for the first paint.
    const eager = pictures.filter((img) => img.getAttribute('loading') !== 'lazy');
    expect(eager).toEqual([pictures[0]]);
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    for (const img of pictures.slice(1)) expect(img.getAttribute('fetchpriority')).toBeNull();
    // Width and height on every one: a lazy picture arriving later moves nothing (CLS).
    for (const img of pictures) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('preloads no picture where the largest paint is text', async () => {
    expect((await open('/')).document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')).toBeNull();
  });

  it('shows a review’s markup as text on the model page, and counts exactly the reviews it shows', async () => {
    const [build] = await database.db.select({ id: builds.productId }).from(builds).where(eq(builds.model, 'vanguard')).limit(1);
    const hostile = '<script>window.pwned = true</script>';
    await database.db.insert(reviews).values({
      productId: build!.id,
      model: 'vanguard',
      author: 'Mallory',
      rating: 1,
      title: '<img src=x onerror=alert(1)>',
      text: hostile,
      locale: 'en-GB',
      status: 'approved',
      sample: true,
    });
    await refreshBuildFigures(database.db, { buildIds: [build!.id] });
    const { document, text, jsonLd } = await open('/models/vanguard');
    expect(text).toContain(hostile);
    expect(text).toContain('<img src=x onerror=alert(1)>');
    const root = document.getElementById('root')!;
    expect([...root.querySelectorAll('script')].some((script) => script.textContent?.includes('pwned'))).toBe(false);
    expect(root.querySelector('img[src="x"]')).toBeNull();
    // The count in the summary is the number of reviews on the page (own language and others).
    const shown = root.querySelectorAll('article[data-origin]').length;
    const product = jsonLd.find((data) => data['@type'] === 'Product') as { aggregateRating: { reviewCount: number } };
    expect(product.aggregateRating.reviewCount).toBe(shown);
  });

  it('draws a model whose builds come in two finishes: each in the gallery, and a way to it from Colours', async () => {
    // The seed's Vanguard builds come in two case finishes; the API says which and in what order.
    const model = (await (await app.request('/api/ecommerce/models/vanguard/')).json()) as CaseModel;
    expect(model.colours.length).toBeGreaterThan(1);
    const names: Record<string, string> = { black: 'Black', white: 'White' };
    const { document } = await open('/models/vanguard');
    const article = document.querySelector('[data-model="vanguard"]')!;
    const thumbnails = [...article.querySelectorAll('[role="toolbar"] button')].map((button) => button.getAttribute('aria-label'));
    // The model's own pictures, then the best-selling build of each finish, drawn from its parts.
    expect(thumbnails).toHaveLength(model.gallery.length + model.colours.length);
    expect(thumbnails.slice(model.gallery.length)).toEqual(
      model.colours.map(({ colour }, index) =>
        expect.stringMatching(new RegExp(`^Show illustration ${model.gallery.length + index + 1} of .*, ${names[colour]} case$`)),
      ),
    );
    // The Colours section names each finish and offers it in the gallery, without drawing it again.
    const finishes = [...article.querySelectorAll('li[data-colour]')];
    expect(finishes.map((item) => item.getAttribute('data-colour'))).toEqual(model.colours.map(({ colour }) => colour));
    expect(finishes.map((item) => item.querySelector('button')?.textContent)).toEqual(
      model.colours.map(({ colour }) => `See ${names[colour]} in the gallery`),
    );
    expect(finishes.filter((item) => item.querySelector('img'))).toHaveLength(0);
  });

  it('puts a BreadcrumbList on listings', async () => {
    const { jsonLd } = await open('/gaming-pcs/by-budget');
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(breadcrumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/gaming-pcs`,
      `${ORIGIN}/gaming-pcs/by-budget`,
    ]);
  });

  it('renders account, checkout and customiser pages as a shell with the layout, not blank', async () => {
    for (const path of ['/account', '/checkout', '/custom-pc-builder/customiser']) {
      const { response, document } = await open(path);
      expect(response.status, path).toBe(200);
      expect(document.querySelector('header nav'), path).not.toBeNull();
      expect(document.querySelector('main#main'), path).not.toBeNull();
    }
  });
});

describe('status codes', () => {
  it('answers 404 for an unknown path, after the redirect lookup found none', async () => {
    const { response, title, document } = await open('/no-such-page');
    expect(response.status).toBe(404);
    expect(title).toBe('Page not found: /no-such-page | Rigsmith');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('answers 404 for an unknown model and for a route-validation failure', async () => {
    expect((await open('/models/no-such-model')).response.status).toBe(404);
    const invalid = await open('/models/Not%20A%20Slug');
    expect(invalid.response.status).toBe(404);
    expect(invalid.title).toMatch(/^Page Not Found: /);
  });

  it('answers a legacy path with the redirect itself', async () => {
    const response = await app.request('/fortnite-gaming-pc', { headers: page });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toMatch(/\/gaming-pcs\/games\/fortnite$/);
  });
});

describe('one domain per storefront (STOREFRONT_HOSTS)', () => {
  it('picks the storefront by Host, with no path prefix, and links every storefront by its own domain', async () => {
    const rendered = await open('/gaming-pcs', { target: hostApp, host: 'rigsmith.fr' });
    expect(rendered.response.status).toBe(200);
    expect(rendered.lang).toBe('fr-FR');
    expect(rendered.canonical).toBe('https://rigsmith.fr/gaming-pcs');
    expect(rendered.alternates).toEqual({
      'en-GB': 'https://rigsmith.co.uk/gaming-pcs',
      'fr-FR': 'https://rigsmith.fr/gaming-pcs',
      'it-IT': 'https://rigsmith.it/gaming-pcs',
      'es-ES': 'https://rigsmith.es/gaming-pcs',
      'de-DE': 'https://rigsmith.de/gaming-pcs',
      'x-default': 'https://rigsmith.co.uk/gaming-pcs',
    });
    // The browser learns the storefront from the page, since the path has no prefix.
    const data = JSON.parse(rendered.document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent ?? '{}');
    expect(data.storefront).toEqual({ id: 'fr', pathPrefix: '' });
    expect(rendered.text).toContain('€');
  });

  it('lists only its own storefront’s pages in its sitemap', async () => {
    const xml = await (await hostApp.request('/sitemap.xml', { headers: { Host: 'rigsmith.de' } })).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc!.startsWith('https://rigsmith.de/'))).toBe(true);
  });

  it('rejects a host map that misses a storefront or repeats a host', () => {
    expect(() => parseStorefrontHosts('uk=a.example,fr=b.example')).toThrow(/no host for it, es, de/);
    expect(() => parseStorefrontHosts('uk=a.example,fr=a.example,it=c.example,es=d.example,de=e.example')).toThrow(/share a host/);
    expect(() => parseStorefrontHosts('xx=a.example')).toThrow(/storefront=host/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the API and shoppers’ own pages, and names the sitemap', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/fr\/checkout$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every storefront’s public pages from the catalogue and the CMS, each with its alternates', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
    expect(document.querySelector('parsererror')).toBeNull();
    const locs = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
    for (const url of [`${ORIGIN}/`, `${ORIGIN}/fr`, `${ORIGIN}/models/vanguard`, `${ORIGIN}/de/games/cyberpunk-2077`, `${ORIGIN}/it/warranty`])
      expect(locs).toContain(url);
    expect(document.getElementsByTagName('url')[0]?.getElementsByTagName('xhtml:link')).toHaveLength(6);
  });
});

describe('a render’s data calls', () => {
  it('carry the page request’s connection and forwarding header, so per-address limits see the shopper', async () => {
    const calls: { forwardedFor: string | null; env: unknown }[] = [];
    const { render } = createPages({
      staticDir,
      publicUrl: ORIGIN,
      renderPage: async (input) => {
        await input.fetchApi(new Request(`${ORIGIN}/api/cms/pages/`));
        return { html: '<p>page</p>', head: { title: 'Page', description: 'A page.', jsonLd: [] }, data: {}, notFound: false } as unknown as Awaited<
          ReturnType<typeof renderPage>
        >;
      },
      fetchApi: (request, env) => {
        calls.push({ forwardedFor: request.headers.get('X-Forwarded-For'), env });
        return Promise.resolve(new Response('[]'));
      },
    });
    const site = new Hono<AppEnv>().get('*', (c) => render(c, () => Promise.resolve(c.text('shell'))));
    const connection = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const response = await site.request('/', { headers: { ...page, 'X-Forwarded-For': '203.0.113.9' } }, connection);
    expect(response.status).toBe(200);
    expect(calls).toEqual([{ forwardedFor: '203.0.113.9', env: connection }]);
  });
});

describe('the rendered-page cache', () => {
  /** A catalogue change feed the test moves by hand. */
  function handFeed() {
    let version = 0;
    let live = true;
    const changes: CatalogueChanges = { version: () => version, live: () => live, close: async () => {} };
    return { changes, change: () => (version += 1), setLive: (value: boolean) => (live = value) };
  }

  function countingApp(feed: ReturnType<typeof handFeed>, during?: (input: RenderPageInput, renders: number) => Promise<void>) {
    const counter = { renders: 0 };
    const { app: cached } = createTestApp(database.db, {
      staticDir,
      publicUrl: ORIGIN,
      catalogueChanges: feed.changes,
      renderPage: async (input) => {
        counter.renders += 1;
        await during?.(input, counter.renders);
        return renderPage(input);
      },
    });
    return { cached, counter };
  }
  const fetchPage = async (target: typeof app, path: string, cookie?: string) =>
    (await target.request(path, { headers: { ...page, ...(cookie ? { Cookie: cookie } : {}) } })).text();

  it('renders a page once and serves it again until the catalogue changes', async () => {
    const feed = handFeed();
    const { cached, counter } = countingApp(feed);
    const first = await fetchPage(cached, '/games');
    expect(await fetchPage(cached, '/games', 'rs_session=whatever')).toBe(first);
    expect(counter.renders).toBe(1);
    // The cookie banner's state is part of the page; another query is another page.
    await fetchPage(cached, '/games', 'rs_cookie_consent=all');
    await fetchPage(cached, '/games?page=2');
    expect(counter.renders).toBe(3);
    feed.change();
    await fetchPage(cached, '/games');
    expect(counter.renders).toBe(4);
  });

  it('keeps nothing while the change feed is down', async () => {
    const feed = handFeed();
    const { cached, counter } = countingApp(feed);
    feed.setLive(false);
    await fetchPage(cached, '/games');
    await fetchPage(cached, '/games');
    expect(counter.renders).toBe(2);
  });

  it('does not keep a page rendered across a change, or one whose data calls failed', async () => {
    const feed = handFeed();
    const { cached, counter } = countingApp(feed, async (input, renders) => {
      if (renders === 1) feed.change();
      // A refused data call (here a malformed one: 400) makes the page this request's alone.
      if (renders === 3) expect((await input.fetchApi(new Request(`${ORIGIN}/api/ecommerce/product/?ids=not-a-number`))).status).toBe(400);
    });
    await fetchPage(cached, '/games');
    await fetchPage(cached, '/games');
    expect(counter.renders).toBe(2);
    await fetchPage(cached, '/');
    await fetchPage(cached, '/');
    expect(counter.renders).toBe(4);
    await fetchPage(cached, '/');
    expect(counter.renders).toBe(4);
  });

  it('shows a committed price change on the next request (the database’s change feed)', async () => {
    const changes = await watchCatalogueChanges(database.handle, createLogger({ level: 'silent' }));
    const { app: cached } = createTestApp(database.db, { staticDir, renderPage, publicUrl: ORIGIN, catalogueChanges: changes });
    const priceOnPage = async () => {
      const html = await fetchPage(cached, '/models/vanguard');
      const { document } = new JSDOM(html).window;
      const product = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '') as Record<string, any>)
        .find((data) => data['@type'] === 'Product');
      return Number(product!.offers.price);
    };
    try {
      const before = await priceOnPage();
      expect(await priceOnPage()).toBe(before);
      const version = changes.version();
      await database.db.execute(sql`update product_prices set amount_minor = amount_minor + 10000 where currency = 'gbp'`);
      await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(version));
      expect(await priceOnPage()).toBe(before + 100);
    } finally {
      await database.db.execute(sql`update product_prices set amount_minor = amount_minor - 10000 where currency = 'gbp'`);
      await changes.close();
    }
  });
});

describe('the back office and search engines', () => {
  it('renders every /admin page, on every storefront, as noindex and nofollow, in the head and the header', async () => {
    for (const path of ['/admin', '/admin/reviews?status=hidden', '/admin/orders/48', '/fr/admin/team']) {
      const { response, document, canonical } = await open(path);
      expect(response.status, path).toBe(200);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex, nofollow');
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
      expect(canonical, path).toBeUndefined();
    }
    // A shop page keeps its canonical and gets no robots rule.
    const shop = await open('/gaming-pcs');
    expect(shop.document.querySelector('meta[name="robots"]')).toBeNull();
    expect(shop.response.headers.get('X-Robots-Tag')).toBeNull();
    // Only the back office: a CMS-like path that merely starts with "admin" is not it.
    expect((await open('/administration-guide')).response.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('keeps crawlers out of /admin on every storefront in robots.txt', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/de\/admin$/m);
  });
});
