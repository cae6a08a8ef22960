// The server's build: `vite build` (the app and its server renderer) and an esbuild bundle of
// storefront/server/main.ts, so `npm start` runs plain JavaScript (no TypeScript compiler at
// run time) and skips both builds when no source changed since the last one.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What the builds read: a change to any of these (tests and docs aside) means a rebuild. */
export const buildInputs = ['storefront/app', 'storefront/server', 'storefront/build', 'kit/src', 'vite.config.ts', 'kit-aliases.ts', 'tsconfig.json', 'package-lock.json'];

/** What the builds write; a missing one means a rebuild too. */
export const buildOutputs = ['storefront/dist/app/index.html', 'storefront/dist/server/entry-server.js', 'storefront/dist/node/main.js'];

export const stampFile = 'storefront/dist/.build-stamp';

const isTestFile = (name) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name);

/**
 * A fingerprint of the build's inputs from their paths, sizes and modification times: a stat
 * per file (about a thousand), so checking costs milliseconds where a build costs seconds.
 */
export function sourceFingerprint(root = repoRoot, inputs = buildInputs) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else if (!isTestFile(path) && !path.endsWith('.md')) {
      hash.update(`${relative(root, path)}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest('hex');
}

/** Whether the last build is current: its outputs are there and its inputs unchanged. */
export function buildIsCurrent(root = repoRoot, fingerprint = sourceFingerprint(root)) {
  if (!buildOutputs.every((output) => existsSync(join(root, output)))) return false;
  const stamp = join(root, stampFile);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

/** Bundles the server: our source (and the kit's, by tsconfig paths) into one file, npm packages left to node_modules. */
export async function bundleServer({ root = repoRoot, outfile = 'storefront/dist/node/main.js' } = {}) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: ['storefront/server/main.ts'],
    outfile,
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
  const fingerprint = sourceFingerprint(root);
  if (buildIsCurrent(root, fingerprint)) {
    log('build: up to date, reusing storefront/dist');
    return false;
  }
  log('build: sources changed, building the app and the server');
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) throw new Error(`vite build failed (exit ${vite.status})`);
  await bundleServer({ root });
  mkdirSync(join(root, 'storefront/dist'), { recursive: true });
  writeFileSync(join(root, stampFile), `${fingerprint}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuilt();
