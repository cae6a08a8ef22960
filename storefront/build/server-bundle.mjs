// The server's build: `vite build` (the app and its server renderer) and an esbuild bundle of
// storefront/server/main.ts, so `npm start` runs plain JavaScript (no TypeScript compiler at
// run time) and skips both builds when no source changed since the last one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint } from './fingerprint.mjs';

export { sourceFingerprint };

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What the builds read: a change to any of these (tests and docs aside) means a rebuild. */
export const buildInputs = [
  'storefront/app',
  'storefront/server',
  'storefront/build',
  'kit/src',
  'vite.config.ts',
  'kit-aliases.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** What the builds write; a missing one means a rebuild too. */
export const buildOutputs = [
  'storefront/dist/app/index.html',
  'storefront/dist/server/entry-server.js',
  'storefront/dist/node/main.js',
  'storefront/dist/node/prepare.js',
  'storefront/dist/node/pglite-thread.js',
];

export const stampFile = 'storefront/dist/.build-stamp';

/** Whether the last build is current: its outputs are there and its inputs unchanged. */
export function buildIsCurrent(root = repoRoot, fingerprint = sourceFingerprint(root, buildInputs)) {
  if (!buildOutputs.every((output) => existsSync(join(root, output)))) return false;
  const stamp = join(root, stampFile);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

/**
 * Bundles the server (main.js), the embedded database's preparation (prepare.js, which
 * main.js runs in a child process) and its thread (pglite-thread.js): our source and the
 * kit's (by tsconfig paths), npm packages left to node_modules.
 */
export async function bundleServer({ root = repoRoot, outdir = 'storefront/dist/node' } = {}) {
  const { build } = await import('esbuild');
  // Chunk names change with their content: clear out the last build's.
  rmSync(join(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'storefront/server/main.ts',
      prepare: 'storefront/server/db/prepare.ts',
      'pglite-thread': 'storefront/server/db/pglite-thread.ts',
    },
    outdir,
    // Shared code in chunks beside the entries, at the depth paths.ts counts on. Splitting also
    // sidesteps esbuild leaving the kit's lazily initialised modules uninitialised in a
    // second, unsplit bundle (prepare.js failed on an undefined localeTags).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // PGlite, pino and the rest find their own files (WASM, workers) relative to their packages.
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
    // storefront/server/paths.ts finds the repository from its own URL: three levels up from
    // the bundle (storefront/dist/<dir>/main.js).
    define: { SERVER_BUNDLE_REPO_ROOT: JSON.stringify('../../../') },
  });
}

/** Builds the app, its renderer and the server bundle unless the last build is current. */
export async function ensureBuilt({ root = repoRoot, log = console.error } = {}) {
  const fingerprint = sourceFingerprint(root, buildInputs);
  if (buildIsCurrent(root, fingerprint)) {
    log('build: up to date, reusing storefront/dist');
    return false;
  }
  log('build: sources changed, building the app and the server');
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) throw new Error(`vite build failed (exit ${vite.status})`);
  await bundleServer({ root });
  mkdirSync(join(root, 'storefront/dist'), { recursive: true });
  writeFileSync(join(root, stampFile), `${fingerprint}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuilt();
