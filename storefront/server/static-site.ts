import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { isApiPath } from './errors';

/** Vite puts a content hash in every file name under /assets, so they never change. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files name the current assets: always revalidate. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built shop (storefront/dist/app) on the API's port. Unknown paths that a
 * browser navigates to (GET, accepts text/html, not /api/) get index.html so the SPA's
 * router can draw them, including its own "Page not found"; a missing asset or any
 * other request falls through to the JSON 404.
 */
export function createStaticSite(staticDir: string) {
  // The build wrote a .br and a .gz beside each text file (storefront/build/precompressAssets.ts).
  const hashedAssets = cached(serveStatic<AppEnv>({ root: staticDir, precompressed: true }), HASHED_ASSET_CACHE);
  const otherFiles = cached(serveStatic<AppEnv>({ root: staticDir, precompressed: true }), REVALIDATE);
  const indexHtml = cached(serveStatic<AppEnv>({ root: staticDir, path: 'index.html', precompressed: true }), REVALIDATE);
  const isAsset = (path: string) => path.startsWith('/assets/');

  return new Hono<AppEnv>()
    .use('*', (c, next) => {
      // Source maps and the build's manifest stay on the server: they would publish the source.
      if (isApiPath(c.req.path) || isPrivateBuildFile(c.req.path)) return next();
      return isAsset(c.req.path) ? hashedAssets(c, next) : otherFiles(c, next);
    })
    .get('*', (c, next) => {
      const navigation = (c.req.header('Accept') ?? '').includes('text/html');
      if (!navigation || isApiPath(c.req.path) || isAsset(c.req.path)) return next();
      return indexHtml(c, next);
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
