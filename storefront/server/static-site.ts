import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { isApiPath } from './errors';
import { BACK_OFFICE_ROBOTS, isBackOfficePage } from './pages/back-office';
import { createPages, type PagesOptions } from './pages/pages';

/** Vite puts a content hash in every file name under /assets, so they never change. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files name the current assets: always revalidate. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built shop (storefront/dist/app) on the API's port. Paths that a browser
 * navigates to (GET, accepts text/html, not /api/) are pages: rendered on the server when
 * there is a renderer (pages/pages.ts: status, head and content), else index.html for the
 * SPA's router to draw; a missing asset or any other request falls through to the JSON 404.
 */
export function createStaticSite(staticDir: string, pageRendering?: Omit<PagesOptions, 'staticDir'>) {
  // The build wrote a .br and a .gz beside each text file (storefront/build/precompressAssets.ts).
  const hashedAssets = cached(serveStatic<AppEnv>({ root: staticDir, precompressed: true }), HASHED_ASSET_CACHE);
  const otherFiles = cached(serveStatic<AppEnv>({ root: staticDir, precompressed: true }), REVALIDATE);
  const indexHtml = cached(serveStatic<AppEnv>({ root: staticDir, path: 'index.html', precompressed: true }), REVALIDATE);
  const isAsset = (path: string) => path.startsWith('/assets/');
  const pages = pageRendering ? createPages({ staticDir, ...pageRendering }) : null;

  const site = new Hono<AppEnv>();
  if (pages) site.route('/', pages.routes);
  return site
    .use('*', (c, next) => {
      // Source maps and the build's manifest stay on the server: they would publish the source.
      if (isApiPath(c.req.path) || isPrivateBuildFile(c.req.path)) return next();
      // A directory (the home page above all) is a page, not index.html as a file.
      if (pages && c.req.path.endsWith('/')) return next();
      return isAsset(c.req.path) ? hashedAssets(c, next) : otherFiles(c, next);
    })
    .get('*', (c, next) => {
      const navigation = (c.req.header('Accept') ?? '').includes('text/html');
      if (!navigation || isApiPath(c.req.path) || isAsset(c.req.path)) return next();
      // The header covers the app shell too (no renderer, or a failed render), not only the rendered head.
      if (isBackOfficePage(c.req.path)) c.header('X-Robots-Tag', BACK_OFFICE_ROBOTS);
      return pages ? pages.render(c, () => indexHtml(c, next)) : indexHtml(c, next);
    });
}

/** Files of the build that are for the server and developers only. */
function isPrivateBuildFile(path: string): boolean {
  return /\.map(?:\.(?:br|gz))?$/.test(path) || path.startsWith('/.vite/');
}

/**
 * Sets Cache-Control on the file a static handler found. (Its `onFound` hook runs after
 * the response is built in @hono/node-server 2, too late to add a header.)
 */
function cached(serve: MiddlewareHandler<AppEnv>, cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const response = await serve(c, next);
    // Not found: `serve` handed over to `next`, whose result is not a file response.
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}
