import { fileURLToPath } from 'node:url';

/** Where things live, relative to this file, so the server runs from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const builtAppDir = fileURLToPath(new URL('../dist/app', import.meta.url));
