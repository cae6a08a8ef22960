/**
 * How the parts listing scales from the curated catalogue (~300 parts) to the whole
 * pc-part-dataset (~55,000 parts imported): each call through `app.request()`, timed
 * after a warm-up, on the curated catalogue first (the baseline) and then, in the same
 * run and the same database, after `importDatasetParts`. Reports median and p95 per call
 * and the ratio full / curated: no absolute thresholds, the machine is whatever it is.
 * "Only compatible" is measured as pairs: each customiser step's plain category
 * list and the same with `compatible_with` (a pre-built build's parts), reported as the
 * ratio of the two on each catalogue.
 *
 * Runs on in-memory PGlite, and also on PostgreSQL when DATABASE_URL is set (in a
 * database of its own on that server, dropped afterwards). See bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../storefront/server/app';
import { createDatabase, IN_MEMORY, type DatabaseHandle } from '../storefront/server/db/client';
import { importDatasetParts } from '../storefront/server/db/import-parts';
import { migrateDatabase } from '../storefront/server/db/migrate';
import { seedDatabase } from '../storefront/server/db/seed';
import { buildComponents, products } from '../storefront/server/db/schema';
import { createLogger } from '../storefront/server/logger';

/** A call measured; an 'only compatible' one names the plain call it is compared with. */
export type ListingCall = { name: string; path: string; plainOf?: string };

/** The calls measured: the configurator's busiest lists. */
export const listingCalls: readonly ListingCall[] = [
  { name: 'gpu, cheapest first, in stock, page 3', path: '/api/ecommerce/parts/?category=gpu&sort=price_asc&in_stock=true&page=3' },
  { name: 'gpu, cheapest first, page 3', path: '/api/ecommerce/parts/?category=gpu&sort=price_asc&page=3' },
  { name: 'cpu, search "ryzen"', path: '/api/ecommerce/parts/?category=cpu&search=ryzen' },
];

/** The build "only compatible" is measured against, as the customiser would send it. */
export const COMPATIBLE_BASE = 'RS-VANGUARD-5070';

/** Steps of the customiser measured with and without "only compatible": the slot replaced, or (drives) a part added. */
const compatibleSteps = [
  { category: 'cpu', change: 'replace' },
  { category: 'motherboard', change: 'replace' },
  { category: 'memory', change: 'replace' },
  { category: 'gpu', change: 'replace' },
  { category: 'storage', change: 'add' },
  { category: 'case', change: 'replace' },
  { category: 'psu', change: 'replace' },
] as const;

/**
 * Each step twice: the plain category list (cheapest first, first page) and the same with
 * `compatible_with` = COMPATIBLE_BASE's parts, whose product ids only exist once seeded.
 */
async function compatibleListingCalls(db: DatabaseHandle['db']): Promise<ListingCall[]> {
  const [base] = await db.select({ id: products.id }).from(products).where(eq(products.reference, COMPATIBLE_BASE));
  if (!base) throw new Error(`No build ${COMPATIBLE_BASE} in the seed`);
  const lines = await db.select().from(buildComponents).where(eq(buildComponents.buildId, base.id));
  const build = lines.map((line) => (line.amount === 1 ? `${line.partId}` : `${line.partId}:${line.amount}`)).join(',');
  return compatibleSteps.flatMap(({ category, change }) => {
    const plain = { name: `${category}, cheapest first`, path: `/api/ecommerce/parts/?category=${category}&sort=price_asc` };
    const compatible = {
      name: `${category}, cheapest first, only compatible (${change})`,
      path: `${plain.path}&compatible_with=${build}&slot_change=${change}`,
      plainOf: plain.name,
    };
    return [plain, compatible];
  });
}

export type Timing = { median: number; p95: number; runs: number };
export type CallResult = { call: string; path: string; plainOf?: string; curated: Timing; full: Timing; curatedCount: number; fullCount: number };
export type EngineResult = {
  engine: 'PGlite' | 'PostgreSQL';
  imported: number;
  importSeconds: number;
  calls: CallResult[];
  /** EXPLAIN ANALYZE of the queries behind each call, on the full catalogue. */
  plans: { call: string; query: string; plan: string }[];
};

export type BenchOptions = {
  datasetDir: string;
  iterations: number;
  warmup: number;
  /** A PostgreSQL server to run on as well (a fresh database is made there). */
  databaseUrl?: string;
  log?: (line: string) => void;
};

function quantile(sorted: readonly number[], q: number): number {
  const rank = q * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

type App = ReturnType<typeof createApp>;

async function measure(app: App, path: string, iterations: number, warmup: number): Promise<{ timing: Timing; count: number }> {
  let count = 0;
  const once = async () => {
    const started = performance.now();
    const response = await app.request(path, { headers: { Accept: 'application/json' } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`);
    count = (JSON.parse(body) as { count: number }).count;
    return elapsed;
  };
  for (let i = 0; i < warmup; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  return { timing: { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs: iterations }, count };
}

/** Queries the app ran, captured by the database's query logger (for EXPLAIN). */
class QueryCapture {
  queries: { query: string; params: unknown[] }[] = [];
  recording = false;
  logQuery(query: string, params: unknown[]) {
    if (this.recording) this.queries.push({ query, params });
  }
}

/** Writes the parameters into the statement, for an EXPLAIN that both engines run alike. */
function inline(query: string, params: readonly unknown[]): string {
  return query.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

async function explain(handle: DatabaseHandle, query: string): Promise<string> {
  const result = await handle.db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${query}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function runOn(
  engine: EngineResult['engine'],
  open: (capture: QueryCapture) => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>,
  options: BenchOptions,
): Promise<EngineResult> {
  const log = options.log ?? (() => {});
  const capture = new QueryCapture();
  const { handle, dispose } = await open(capture);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const app = createApp({ db: handle.db, logger: createLogger({ level: 'warn', destination: quiet }) });

    const measured = [...listingCalls, ...(await compatibleListingCalls(handle.db))];
    log(`${engine}: curated catalogue`);
    const curated = [];
    for (const call of measured) curated.push(await measure(app, call.path, options.iterations, options.warmup));

    log(`${engine}: importing ${options.datasetDir}…`);
    const started = performance.now();
    const report = await importDatasetParts(handle.db, options.datasetDir);
    const importSeconds = (performance.now() - started) / 1000;
    await handle.db.execute(sql`analyze`);

    log(`${engine}: full catalogue (${report.imported} parts imported)`);
    const calls: CallResult[] = [];
    for (const [index, call] of measured.entries()) {
      const full = await measure(app, call.path, options.iterations, options.warmup);
      calls.push({
        call: call.name,
        path: call.path,
        ...(call.plainOf ? { plainOf: call.plainOf } : {}),
        curated: curated[index]!.timing,
        full: full.timing,
        curatedCount: curated[index]!.count,
        fullCount: full.count,
      });
    }

    const plans: EngineResult['plans'] = [];
    for (const call of measured) {
      capture.queries = [];
      capture.recording = true;
      await app.request(call.path);
      capture.recording = false;
      for (const { query, params } of capture.queries) {
        const sql = inline(query, params);
        plans.push({ call: call.name, query: sql, plan: await explain(handle, sql) });
      }
    }
    return { engine, imported: report.imported, importSeconds, calls, plans };
  } finally {
    await dispose();
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function runCatalogueListingBench(options: BenchOptions): Promise<EngineResult[]> {
  const results: EngineResult[] = [];
  results.push(
    await runOn(
      'PGlite',
      async (capture) => {
        const handle = createDatabase({ dataDir: IN_MEMORY, queryLogger: capture });
        return { handle, dispose: handle.close };
      },
      options,
    ),
  );
  if (options.databaseUrl) {
    const serverUrl = options.databaseUrl;
    results.push(
      await runOn(
        'PostgreSQL',
        async (capture) => {
          const name = `rigsmith_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
          await onServer(serverUrl, `CREATE DATABASE "${name}"`);
          const url = new URL(serverUrl);
          url.pathname = `/${name}`;
          const handle = createDatabase({ url: url.toString(), queryLogger: capture });
          return {
            handle,
            dispose: async () => {
              await handle.close();
              await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            },
          };
        },
        options,
      ),
    );
  }
  return results;
}

const ms = (value: number) => value.toFixed(2);

/** The results as a Markdown table (what bench/README.md keeps). */
export function formatResults(results: readonly EngineResult[], options: Pick<BenchOptions, 'iterations' | 'warmup'>): string {
  const lines = [
    `${options.iterations} timed calls each after ${options.warmup} warm-up calls; times in ms (median / p95); ratio = full ÷ curated.`,
    '',
    '| engine | call | items (curated → full) | curated median | curated p95 | full median | full p95 | ratio median | ratio p95 |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    for (const call of result.calls) {
      lines.push(
        `| ${result.engine} | ${call.call} | ${call.curatedCount} → ${call.fullCount} | ${ms(call.curated.median)} | ${ms(call.curated.p95)} | ` +
          `${ms(call.full.median)} | ${ms(call.full.p95)} | ${(call.full.median / call.curated.median).toFixed(2)}× | ` +
          `${(call.full.p95 / call.curated.p95).toFixed(2)}× |`,
      );
    }
  }
  lines.push('');
  for (const result of results) {
    lines.push(`${result.engine}: ${result.imported} dataset parts imported in ${result.importSeconds.toFixed(1)} s.`);
  }
  lines.push(
    '',
    `"Only compatible" against ${COMPATIBLE_BASE} vs the plain category list (median ms; ratio = only compatible ÷ plain):`,
    '',
    '| engine | step | items curated (plain → compatible) | curated plain | curated compatible | ratio | items full (plain → compatible) | full plain | full compatible | ratio |',
    '|---|---|---|---:|---:|---:|---|---:|---:|---:|',
  );
  for (const result of results) {
    for (const call of result.calls) {
      const plain = call.plainOf ? result.calls.find((other) => other.call === call.plainOf) : undefined;
      if (!plain) continue;
      lines.push(
        `| ${result.engine} | ${call.call.replace(', cheapest first, only compatible', '')} | ${plain.curatedCount} → ${call.curatedCount} | ` +
          `${ms(plain.curated.median)} | ${ms(call.curated.median)} | ${(call.curated.median / plain.curated.median).toFixed(2)}× | ` +
          `${plain.fullCount} → ${call.fullCount} | ${ms(plain.full.median)} | ${ms(call.full.median)} | ${(call.full.median / plain.full.median).toFixed(2)}× |`,
      );
    }
  }
  return lines.join('\n');
}
