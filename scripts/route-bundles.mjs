// What each route's first load downloads, read from Vite's manifest (storefront/dist/app/.vite/manifest.json):
// the entries (index.html's first script, and the app it imports) and everything they import
// statically, the route's screen chunk and its static imports,
// and the storefront's strings: the shell's group and the route's (storefront/app/i18n/messageGroups.ts). Used by the size budget (scripts/check-bundle-budget.mjs)
// and the page-speed benchmark's JS report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The screens whose first load is budgeted, by the module that holds each (manifest keys are
 * relative to storefront/app). Budgets are the measured sizes rounded up a little (to the next
 * KB, or to the next tenth where the room is small), so growth fails the build. The target is
 * 100 KB gz on the home and model pages, whose budgets are their sizes rounded up to the next
 * tenth of a KB (home 96.9 KB, model page 97.6 KB, with the entry's ICU worker and hydration
 * scope, and the first script that starts the app after the first paint): bench/README.md
 * "page-speed" says where the bytes go. The listing's is as tight (107.6 KB).
 */
export const budgetedRoutes = [
  { route: '/', screen: 'screens/HomeScreen.tsx', messages: 'home', budgetKb: 96.9 },
  { route: '/models/:slug', screen: 'screens/models/ModelScreen.tsx', messages: 'model', budgetKb: 97.7 },
  { route: '/gaming-pcs', screen: 'screens/GamingPcsScreen.tsx', messages: 'listing', budgetKb: 107.7 },
  { route: '/games/:slug', screen: 'screens/games/GameScreen.tsx', budgetKb: 162 },
  { route: '/{cms page}', screen: 'screens/cms/ContentScreen.tsx', budgetKb: 112 },
  { route: '/custom-pc-builder/customiser', screen: 'screens/configurator/CustomiserScreen.tsx', budgetKb: 168.2 },
  { route: '/checkout/payment', screen: 'screens/checkout/PaymentScreen.tsx', budgetKb: 168 },
];

/** Every chunk a manifest entry pulls in by static imports, the entry's own file first. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function readManifest(appDir) {
  return JSON.parse(readFileSync(join(appDir, '.vite', 'manifest.json'), 'utf8'));
}

/** Chunk files of one locale's groups of strings (storefront/build/messageGroups.ts). */
function messageChunkKeys(manifest, groups, locale) {
  const keys = Object.keys(manifest).filter((key) => groups.some((group) => key.endsWith(`virtual:rigsmith-messages/${group}/${locale}`)));
  if (keys.length !== groups.length) throw new Error(`The Vite manifest lacks a message group of ${groups.join(', ')} for ${locale}`);
  return keys;
}

/** The JS files a first load of `screen` downloads, each once; `messages` is the route's group of strings. */
export function firstLoadFiles(manifest, screen, messages = 'rest', locale = 'en-GB') {
  // index.html's first script and the app it imports after the first paint (vite.config.ts).
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('The Vite manifest has no entry');
  if (!manifest[screen]) throw new Error(`The Vite manifest has no chunk for ${screen}: is the screen still lazy-loaded?`);
  const keys = new Set(staticClosure(manifest, screen));
  for (const entry of entries) staticClosure(manifest, entry, keys);
  for (const key of messageChunkKeys(manifest, ['shell', messages], locale)) staticClosure(manifest, key, keys);
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of files under `appDir`, summed. */
export function transferSizes(appDir, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(appDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}
