// The second brand, examples/brand-site, on @rigsmith/kit as npm would publish it:
//
//   node scripts/brand-site.mjs install   pack the kit (built again when its source changed) and install the tarball
//   node scripts/brand-site.mjs build     + typecheck the site against the tarball's types, `vite build`
//   node scripts/brand-site.mjs test      + the Playwright smoke test (writes .reports/brand-site.json)
//   node scripts/brand-site.mjs start     + the shop API and the site on two origins, until Ctrl-C
//
// The example is not a root workspace: the kit reaches it as a tarball, never as kit/src. Only
// the tarball and the example's own dependency (its font) are installed there; React, SWR and
// Vite resolve from the repository's node_modules, so the root install stays as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'examples/brand-site');
const bin = (name) => join(root, 'node_modules/.bin', name);

/** The two origins: the shop's API and the brand site (defaults clear of the shop's 3000 and Playwright's 3100). */
const shopPort = Number(process.env.BRAND_SHOP_PORT ?? (process.argv[2] === 'start' ? 3000 : 3201));
const sitePort = Number(process.env.BRAND_SITE_PORT ?? (process.argv[2] === 'start' ? 5180 : 3202));
const shopUrl = `http://127.0.0.1:${shopPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (status !== 0) {
    console.error(`brand site: "${command} ${args.join(' ')}" failed (${status})`);
    process.exit(status ?? 1);
  }
}

/** The newest modification time under a folder (or of a file). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** kit/dist when it is older than what builds it; `npm test` has just built it in "kit package checks". */
function buildKitIfStale() {
  const built = join(root, 'kit/dist/index.js');
  const sources = ['kit/src', 'kit/package.json', 'tsup.config.ts'].map((path) => newest(join(root, path)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  run(bin('tsup'), []);
}

function install() {
  buildKitIfStale();
  const packDir = join(site, '.pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  run('npm', ['pack', '--workspace', 'kit', '--pack-destination', packDir, '--silent']);
  const [tarball] = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  // A fixed name, so the example's package.json can point at it whatever the kit's version.
  renameSync(join(packDir, tarball), join(packDir, 'rigsmith-kit.tgz'));
  // A changed tarball under the same name must be unpacked again.
  rmSync(join(site, 'node_modules/@rigsmith/kit'), { recursive: true, force: true });
  // --omit=dev and --legacy-peer-deps: React, SWR, Vite and the types come from the repository's
  // node_modules (Node resolves upwards); the kit's own dependencies are installed from its
  // tarball's package.json, which proves it declares every one it imports.
  run('npm', ['install', '--no-package-lock', '--omit=dev', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: site });
}

function build() {
  install();
  run(bin('tsc'), ['-p', 'examples/brand-site/tsconfig.json']);
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: site, env: { ...process.env, VITE_SHOP_URL: shopUrl } });
}

const command = process.argv[2];
if (command === 'install') install();
else if (command === 'build') build();
else if (command === 'test') {
  build();
  run(bin('playwright'), ['test', '--config', 'examples/brand-site/playwright.config.ts'], {
    env: { ...process.env, BRAND_SHOP_PORT: String(shopPort), BRAND_SITE_PORT: String(sitePort) },
  });
} else if (command === 'start') {
  build();
  // The shop from source on a fresh in-memory database, allowing the site's origin.
  const shopEnv = { PORT: String(shopPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', CORS_ORIGINS: siteUrl };
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'storefront/server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...shopEnv } }),
    spawn(bin('vite'), ['preview', '--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'], { cwd: site, stdio: 'inherit' }),
  ];
  console.log(`\nVoltline at ${siteUrl}, the shop's API at ${shopUrl} (Ctrl-C stops both)\n`);
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  children.forEach((child) => child.on('exit', stop));
} else if (command !== undefined) {
  console.error('usage: node scripts/brand-site.mjs install|build|test|start');
  process.exit(2);
}
