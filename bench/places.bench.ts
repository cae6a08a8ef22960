/**
 * The address autocomplete over the embedded places (storefront/server/services/places*):
 * per country, the memory and time to load and index its file, then each keystroke of
 * shoppers typing real towns and postcodes, timed three ways in the same run:
 *
 * - baseline: a linear scan of the same places with their keys worked out in advance (what
 *   the directory did before the index: every place compared on every keystroke);
 * - index: `bundledPlaceDirectory.search` (sorted keys and binary search);
 * - HTTP: `GET /api/geo/places/` through `app.request()`, what the address form waits for.
 *
 * Reports median and p95 and the ratio index ÷ baseline. See bench/README.md.
 */
import { statSync } from 'node:fs';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CountryCode } from '@rigsmith/kit/domain';
import { createApp } from '../storefront/server/app';
import { createDatabase, IN_MEMORY } from '../storefront/server/db/client';
import { migrateDatabase } from '../storefront/server/db/migrate';
import { createLogger } from '../storefront/server/logger';
import { createListPlaceDirectory, PLACE_SEARCH_DEFAULT, placeKey, postcodeKey } from '../storefront/server/services/places';
import { placeFiles, placesDir, readPlaceRows, type PlaceRow } from '../storefront/server/services/places-data';

/** What shoppers type, a keystroke at a time: a big city, a village, a postcode, an accent left out. */
export const typedPlaces: Record<CountryCode, readonly string[]> = {
  GB: ['London', 'Manchester', 'SE1 7PB', 'KW15 1AB', 'EC2R 8AH'],
  FR: ['Paris', 'Saint-Etienne', 'Ailleville', '75008', '13001', 'Bar'],
  IT: ['Roma', 'Forli', 'Moncenisio', '00184', '20121'],
  ES: ['Madrid', 'Malaga', 'Sitges', '28013', '08870'],
  DE: ['Berlin', 'Muenchen', 'Heustreu', '10115', '97618'],
};

/** Every prefix of every typed text, from two characters (the form's minimum) on. */
export function keystrokes(texts: readonly string[]): string[] {
  return texts.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)));
}

/** The linear scan the index replaced: every place's keys compared, then ranked. */
function linearSearch(rows: readonly PlaceRow[]) {
  const keyed = rows.map(([city, postcode], importance) => ({
    cityKey: placeKey(city),
    code: postcodeKey(postcode),
    importance,
    row: rows[importance]!,
  }));
  return (query: string, limit: number) => {
    const key = placeKey(query);
    const compact = postcodeKey(query);
    const found: { rank: number; importance: number; row: PlaceRow }[] = [];
    for (const entry of keyed) {
      const rank =
        entry.cityKey === key ? 0 : entry.code === compact ? 1 : entry.cityKey.startsWith(key) ? 2 : entry.code.startsWith(compact) ? 3 : -1;
      if (rank >= 0) found.push({ rank, importance: entry.importance, row: entry.row });
    }
    return found.sort((a, b) => a.rank - b.rank || a.importance - b.importance).slice(0, limit);
  };
}

const gc = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();
const heapUsed = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

function quantiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time(samples: number, warmup: number, queries: readonly string[], call: (query: string) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const query = queries[i % queries.length]!;
    const start = performance.now();
    await call(query);
    if (i >= warmup) out.push(performance.now() - start);
  }
  return out;
}

export type PlacesBenchRow = {
  country: CountryCode;
  places: number;
  fileKb: number;
  loadMs: number;
  heapMb: number;
  keystrokes: number;
  baseline: { median: number; p95: number };
  index: { median: number; p95: number };
  http: { median: number; p95: number };
};

export async function runPlacesBench(options: { iterations: number; warmup: number; log: (line: string) => void }): Promise<PlacesBenchRow[]> {
  const database = createDatabase({ dataDir: IN_MEMORY });
  await migrateDatabase(database);
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const results: PlacesBenchRow[] = [];
  try {
    for (const country of Object.keys(typedPlaces) as CountryCode[]) {
      const rows = await readPlaceRows(country);
      const { size } = statSync(new URL(placeFiles[country], placesDir));
      // A fresh directory per country, so its load and index are measured cold.
      const before = heapUsed();
      const directory = createListPlaceDirectory(readPlaceRows);
      const loadStart = performance.now();
      await directory.warm([country]);
      const loadMs = performance.now() - loadStart;
      const heapMb = (heapUsed() - before) / 2 ** 20;

      const app = createApp({ db: database.db, logger: createLogger({ level: 'warn', destination: quiet }), placeDirectory: directory });
      const queries = keystrokes(typedPlaces[country]);
      const linear = linearSearch(rows);
      const samples = options.iterations * 5;
      options.log(`${country}: ${rows.length} places, ${queries.length} keystrokes, ${samples} samples each`);
      const baseline = await time(samples, options.warmup, queries, (query) => linear(query, PLACE_SEARCH_DEFAULT));
      const index = await time(samples, options.warmup, queries, (query) => directory.search(query, country, PLACE_SEARCH_DEFAULT));
      const http = await time(samples, options.warmup, queries, async (query) => {
        const response = await app.request(`/api/geo/places/?q=${encodeURIComponent(query)}&place_country=${country}`);
        await response.arrayBuffer();
      });
      results.push({
        country,
        places: rows.length,
        fileKb: size / 1024,
        loadMs,
        heapMb,
        keystrokes: queries.length,
        baseline: quantiles(baseline),
        index: quantiles(index),
        http: quantiles(http),
      });
    }
  } finally {
    await database.close();
  }
  return results;
}

export function formatPlacesResults(results: PlacesBenchRow[], options: { iterations: number; warmup: number }): string {
  const f = (n: number, digits = 3) => n.toFixed(digits);
  return [
    `${options.iterations * 5} timed keystrokes per country and way, after ${options.warmup} warm-up ones; times in ms (median / p95); ratio = index ÷ baseline.`,
    '',
    '| country | places | file kB | load + index ms | heap MB | baseline median | baseline p95 | index median | index p95 | ratio median | ratio p95 | HTTP median | HTTP p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (row) =>
        `| ${row.country} | ${row.places} | ${f(row.fileKb, 0)} | ${f(row.loadMs, 0)} | ${f(row.heapMb, 1)} | ${f(row.baseline.median)} | ${f(row.baseline.p95)} | ${f(row.index.median)} | ${f(row.index.p95)} | ${f(row.index.median / row.baseline.median, 2)}× | ${f(row.index.p95 / row.baseline.p95, 2)}× | ${f(row.http.median, 2)} | ${f(row.http.p95, 2)} |`,
    ),
  ].join('\n');
}
