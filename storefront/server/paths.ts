import { fileURLToPath } from 'node:url';

/**
 * The repository root, from this module's URL. Run from source this file is
 * storefront/server/paths.ts; bundled (storefront/build/server-bundle.mjs) it is inlined into
 * storefront/dist/node/main.js, and the bundler defines how far up the root is from there.
 */
declare const SERVER_BUNDLE_REPO_ROOT: string | undefined;
const rootUrl = new URL(typeof SERVER_BUNDLE_REPO_ROOT === 'string' ? SERVER_BUNDLE_REPO_ROOT : '../../', import.meta.url);
const fromRoot = (path: string) => fileURLToPath(new URL(path, rootUrl));

/** Where things live, relative to the repository, so the server runs from any working directory. */
export const repoRoot = fromRoot('./');
export const defaultDataDir = fromRoot('.data/pglite');
export const migrationsFolder = fromRoot('storefront/server/db/migrations');
export const builtAppDir = fromRoot('storefront/dist/app');
/** The server renderer, built from storefront/app/entry-server.tsx by `vite build`. */
export const builtRendererFile = fromRoot('storefront/dist/server/entry-server.js');
/** The bundled server (storefront/build/server-bundle.mjs), which `npm start` runs. */
export const builtServerFile = fromRoot('storefront/dist/node/main.js');
/** The curated catalogue's seed files (parts, builds, case models, ...), read-only at runtime. */
export const catalogueSeedDir = fromRoot('storefront/server/db/seed/catalogue/');
/** Case model gallery images, served by GET /api/ecommerce/models/{slug}/gallery/{file}. */
export const galleryDir = fromRoot('storefront/server/db/seed/catalogue/gallery/');
/** The games and their benchmark figures (games.json). */
export const gamesSeedDir = fromRoot('storefront/server/db/seed/games/');
/** The embedded place lists, one Brotli-compressed file per country (services/places-data.ts). */
export const placesSeedDir = fromRoot('storefront/server/db/seed/places/');
/** The whole pc-part-dataset, beside the repository (db:import-parts and the benchmark). */
export const defaultPartDatasetDir = fromRoot('../shared/data/pc-part-dataset/');
