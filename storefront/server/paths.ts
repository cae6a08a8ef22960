import { fileURLToPath } from 'node:url';

/** Where things live, relative to this file, so the server runs from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const builtAppDir = fileURLToPath(new URL('../dist/app', import.meta.url));
/** The server renderer, built from storefront/app/entry-server.tsx by `vite build`. */
export const builtRendererFile = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));
/** The curated catalogue's seed files (parts, builds, case models, ...), read-only at runtime. */
export const catalogueSeedDir = fileURLToPath(new URL('./db/seed/catalogue/', import.meta.url));
/** Case model gallery images, served by GET /api/ecommerce/models/{slug}/gallery/{file}. */
export const galleryDir = fileURLToPath(new URL('./db/seed/catalogue/gallery/', import.meta.url));
/** The games and their benchmark figures (games.json). */
export const gamesSeedDir = fileURLToPath(new URL('./db/seed/games/', import.meta.url));
/** The whole pc-part-dataset, beside the repository (db:import-parts and the benchmark). */
export const defaultPartDatasetDir = fileURLToPath(new URL('../../../shared/data/pc-part-dataset/', import.meta.url));
