/**
 * Page speed of the built shop (not part of `npm test`; results in bench/README.md):
 *
 *   npm run build:app && node --import tsx bench/page-speed.ts [--runs 5] [--pages home,listing,model,customiser] [--save DIR]
 *     [--throttling simulate|devtools] [--copy-encoding identity|gzip]
 *
 * 1. JS budget: what each first route downloads (gzip and brotli, read from Vite's manifest
 *    as the `npm test` budget does), against a minimal React app (createRoot + one heading)
 *    built by Vite in the same run: React's floor.
 * 2. Lighthouse (mobile preset, the `lighthouse` package, Chromium at CHROME_PATH or
 *    /usr/bin/chromium) on home, listing, a model page and the customiser, each run
 *    interleaved with a static copy of the same page: its rendered DOM saved without scripts,
 *    served by a plain static server (its CSS, fonts and images from the same build). Medians,
 *    and the page's LCP as a ratio of its static copy's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { budgetedRoutes, firstLoadFiles, readManifest, transferSizes } from '../scripts/route-bundles.mjs';
import { builtAppDir, repoRoot } from '../storefront/server/paths';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const runs = Number(option('runs', '5'));
// `--save DIR`: every run's Lighthouse report as JSON, to read its audits (render-blocking
// resources, the LCP element and its breakdown, the requests before it).
const saveDir = option('save', '');
const shopPort = Number(option('port', '3520'));
// `--throttling devtools`: the slow network and CPU applied to the browser, and the metrics
// observed, rather than Lighthouse's default simulation from an unthrottled load (slower,
// noisier, but no model: what a phone on that network would see).
const throttling = option('throttling', 'simulate');
if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling is simulate or devtools');
const throttlingMethod: 'simulate' | 'devtools' = throttling;
// `--copy-encoding gzip`: the static copies gzipped, as a static server configured for it
// sends them; by default they go uncompressed, the baseline every entry in bench/README.md used.
const copyEncoding = option('copy-encoding', 'identity');
if (copyEncoding !== 'identity' && copyEncoding !== 'gzip') throw new Error('--copy-encoding is identity or gzip');
const staticPort = shopPort + 1;
const shop = `http://127.0.0.1:${shopPort}`;
const copies = `http://127.0.0.1:${staticPort}`;

const allPages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/gaming-pcs' },
  { name: 'model', path: '/models/vanguard' },
  { name: 'customiser', path: '/custom-pc-builder/customiser' },
] as const;
// `--pages customiser` (or `home,model`): only those pages, for a shorter A/B of one screen.
const only = option('pages', allPages.map(({ name }) => name).join(',')).split(',');
const pages = allPages.filter(({ name }) => only.includes(name));
if (pages.length !== only.length) throw new Error(`--pages names ${allPages.map(({ name }) => name).join(', ')}`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** React's floor: a Vite build of createRoot and one heading, in a temporary directory. */
async function minimalReactApp(): Promise<{ gzip: number; brotli: number; raw: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'rigsmith-react-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>floor</title><div id="root"></div><script type="module" src="./main.jsx"></script></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: { react: join(repoRoot, 'node_modules/react'), 'react-dom': join(repoRoot, 'node_modules/react-dom') } },
    build: { outDir: join(dir, 'dist'), manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = Object.values(manifest)
    .map((entry) => entry.file)
    .filter((file) => file.endsWith('.js'));
  const sizes = transferSizes(join(dir, 'dist'), files);
  rmSync(dir, { recursive: true, force: true });
  return sizes;
}

function jsBudgetReport(floor: { gzip: number; brotli: number }) {
  const manifest = readManifest(builtAppDir);
  const lines = ['| first route | files | raw | gzip | brotli | gzip ÷ React floor |', '|---|---|---|---|---|---|'];
  for (const { route, screen, messages } of budgetedRoutes) {
    const files = firstLoadFiles(manifest, screen, messages);
    const sizes = transferSizes(builtAppDir, files);
    lines.push(
      `| \`${route}\` | ${files.length} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} | ${(sizes.gzip / floor.gzip).toFixed(2)}× |`,
    );
  }
  return lines.join('\n');
}

async function startShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'storefront/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(shopPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await fetch(`${shop}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The shop did not start in two minutes');
}

/** Each page's rendered DOM once hydrated, without scripts (module, data and preload tags). */
async function saveStaticCopies(dir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // A first visit, as Lighthouse's own is (no cookies): the cookie banner is in both, so the
  // copy's picture sits where the shop's does.
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const { name, path } of pages) {
    await page.goto(`${shop}${path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('[role="status"][data-state="closed"]').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), html);
  }
  await browser.close();
}

const types: Record<string, string> = { '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.js': 'text/javascript' };

/** A plain static server: the saved pages at /{name}/, the build's files, images proxied from the shop. */
function serveCopies(dir: string): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', copies);
    if (url.pathname.startsWith('/api/')) {
      const upstream = httpRequest(`${shop}${url.pathname}${url.search}`, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.end();
      return;
    }
    const file = url.pathname.endsWith('/') ? join(dir, normalize(url.pathname), 'index.html') : join(builtAppDir, normalize(url.pathname));
    try {
      const body = readFileSync(file);
      const type = types[extname(file)] ?? 'text/html; charset=utf-8';
      if (copyEncoding === 'gzip' && !file.endsWith('.woff2') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
        res.end(gzipSync(body));
        return;
      }
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  }).listen(staticPort, '127.0.0.1');
}

type Sample = { score: number; seo: number; lcp: number; cls: number; tbt: number; interactive: number };

async function measure(url: string, port: number, report?: string, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'], throttlingMethod });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run whose trace Lighthouse could not read (NO_NAVSTART, seen on a session's first page
  // under load) has no metrics: its NaNs would make every median of the page NaN. Run it again.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`${url}: ${result.lhr.runtimeError.code}, running it again`);
    return measure(url, port, report, attempt + 1);
  }
  if (saveDir && report) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${report}.json`), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    interactive: audits.interactive?.numericValue ?? Number.NaN,
  };
}

const floor = await minimalReactApp();
console.log(`\nReact floor (createRoot + one heading, Vite build): ${kb(floor.raw)} raw, ${kb(floor.gzip)} gz, ${kb(floor.brotli)} br\n`);
console.log(jsBudgetReport(floor));

const server = await startShop();
const copiesDir = mkdtempSync(join(tmpdir(), 'rigsmith-static-copies-'));
let staticServer: Server | undefined;
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags: chromiumArgs });
try {
  await saveStaticCopies(copiesDir);
  staticServer = serveCopies(copiesDir);
  const samples = new Map<string, { page: Sample[]; copy: Sample[] }>(pages.map(({ name }) => [name, { page: [], copy: [] }]));
  for (let run = 1; run <= runs; run += 1) {
    for (const { name, path } of pages) {
      // Interleaved: the page, then its static copy, so both see the same machine load.
      samples.get(name)!.page.push(await measure(`${shop}${path}`, chrome.port, `${name}-${run}`));
      samples.get(name)!.copy.push(await measure(`${copies}/${name}/`, chrome.port, `${name}-copy-${run}`));
      console.error(`run ${run}/${runs}: ${name}`);
    }
  }
  const how = `${throttlingMethod === 'devtools' ? 'throttling applied (devtools)' : 'simulated throttling'}, copies ${copyEncoding === 'gzip' ? 'gzipped' : 'uncompressed'}`;
  console.log(`\nLighthouse ${runs} runs, mobile preset, ${how}, medians (page | static copy)\n`);
  console.log('| page | score | SEO | LCP | LCP ÷ static copy | CLS | TBT | TTI | static copy: score, LCP |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { name, path } of pages) {
    const { page, copy } = samples.get(name)!;
    const m = (list: Sample[], key: keyof Sample) => median(list.map((sample) => sample[key]));
    console.log(
      `| \`${path}\` | ${m(page, 'score')} | ${m(page, 'seo')} | ${(m(page, 'lcp') / 1000).toFixed(2)} s | ${(m(page, 'lcp') / m(copy, 'lcp')).toFixed(2)}× | ${m(page, 'cls').toFixed(3)} | ${Math.round(m(page, 'tbt'))} ms | ${(m(page, 'interactive') / 1000).toFixed(2)} s | ${m(copy, 'score')}, ${(m(copy, 'lcp') / 1000).toFixed(2)} s |`,
    );
  }
} finally {
  chrome.kill();
  staticServer?.close();
  server.kill('SIGTERM');
  rmSync(copiesDir, { recursive: true, force: true });
}
