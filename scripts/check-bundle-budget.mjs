// `npm test` step after the app build: fails when a route's first-load JavaScript (gzip) is over
// its budget (issue: first paint; ≤ 100 KB gz on the home and model pages) or when any one chunk
// is over 100 KB gz. Deterministic: it reads the built files, it times nothing.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetedRoutes, firstLoadFiles, readManifest, transferSizes } from './route-bundles.mjs';

const appDir = process.argv[2] ?? 'storefront/dist/app';
const CHUNK_BUDGET_KB = 100;
const kb = (bytes) => bytes / 1024;
const manifest = readManifest(appDir);

let passed = 0;
let failed = 0;
const check = (ok, line) => {
  console.log(`${ok ? '✓' : '✗'} ${line}`);
  if (ok) passed += 1;
  else failed += 1;
};

for (const { route, screen, messages, budgetKb } of budgetedRoutes) {
  const files = firstLoadFiles(manifest, screen, messages);
  const { raw, gzip, brotli } = transferSizes(appDir, files);
  check(
    kb(gzip) <= budgetKb,
    `${route}: ${files.length} files, ${kb(raw).toFixed(1)} KB raw, ${kb(gzip).toFixed(1)} KB gz, ${kb(brotli).toFixed(1)} KB br (budget ${budgetKb} KB gz)`,
  );
}

const assets = join(appDir, 'assets');
const oversized = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }))
  .filter(({ gzip }) => kb(gzip) > CHUNK_BUDGET_KB);
check(
  oversized.length === 0,
  `no chunk over ${CHUNK_BUDGET_KB} KB gz${oversized.map(({ file, gzip }) => `; ${file} is ${kb(gzip).toFixed(1)} KB`).join('')}`,
);

// Run on its own (not from npm test) the report folder may not exist yet.
mkdirSync('.reports', { recursive: true });
writeFileSync('.reports/bundle-budget.json', JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
