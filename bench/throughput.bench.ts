/**
 * Throughput under load: the bundled server (storefront/dist/node/main.js, `npm start`) on a
 * fresh database, driven by the load generator (load/generator.ts) with a fixed number of
 * keep-alive connections, each one shopper:
 *
 * - **listing**: GET the builds listing of 20 the /gaming-pcs page asks for (anonymous);
 * - **add-to-cart**: a signed-in shopper adds a pre-built build to the cart (then removes the
 *   line, so the amount limit is never hit; only the add is counted);
 * - **checkout**: add → `to_order` → pay with the sandbox's test card; counted in orders.
 *
 * Baseline, measured in the same run and interleaved (hello, scenario, hello, …): a node:http
 * server answering a fixed JSON body, at the same number of connections. PGlite on a fresh data
 * directory under the temp dir; PostgreSQL too with DATABASE_URL or `--postgres` (a throwaway
 * server from scripts/postgres.mjs). Needs a build (`npm run build:server`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../storefront/server/db/client';
import { prepareEmbeddedDatabase } from '../storefront/server/db/prepare-embedded';
import { builtServerFile } from '../storefront/server/paths';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../storefront/server/test/accounts';
import { startPostgres } from '../scripts/postgres.mjs';
import { runLoad, type LoadResult } from './load/generator';
import { LISTING_PATH, type ScenarioName, type ShopData, type Shopper } from './load/scenarios';
import { postmasterPid, processTreeCpuSeconds } from './process-cpu';
import { HELLO_SERVER, startServerProcess, waitUntilHealthy, type ServerProcess } from './server-process';

export type ThroughputOptions = {
  connections: readonly number[];
  scenarios?: readonly Exclude<ScenarioName, 'hello'>[];
  /** Measure PGlite (the default); false with `postgres` measures PostgreSQL alone. */
  pglite?: boolean;
  durationMs: number;
  /** A request unanswered this long counts as a timeout error. */
  timeoutMs?: number;
  threads?: number;
  /** Measure PostgreSQL as well: this server's URL, or 'throwaway' for one of scripts/postgres.mjs. */
  postgres?: string | 'throwaway';
  /** A throwaway PostgreSQL is reached through its Unix socket rather than TCP on 127.0.0.1. */
  postgresSocket?: boolean;
  /** Node's options for the shop's server (`--cpu-prof`, which NODE_OPTIONS refuses). */
  serverNodeArgs?: readonly string[];
  /** More environment for the shop's server (MAX_IN_FLIGHT…). */
  serverEnv?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
};

/**
 * `healthMs`: the slowest /healthz answer while the scenario ran (Infinity: one got none in time).
 * `cpu`: milliseconds of CPU per unit (an order for checkout) the shop's processes used (PGlite
 * included: it is a thread of the shop) and the PostgreSQL server's (NaN: not measured).
 */
export type ThroughputRow = {
  engine: string;
  result: LoadResult;
  hello: LoadResult;
  healthMs: number;
  cpu: { shopMs: number; databaseMs: number };
};

/** What a load balancer sees: /healthz asked every half second while `work` runs. */
async function slowestHealthCheck<T>(base: string, timeoutMs: number, work: Promise<T>): Promise<[T, number]> {
  let done = false;
  let slowest = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const ok = await fetch(new URL('/healthz', base), { signal: AbortSignal.timeout(timeoutMs) }).then(
        (r) => r.ok,
        () => false,
      );
      slowest = Math.max(slowest, ok ? performance.now() - started : Number.POSITIVE_INFINITY);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  try {
    return [await work, slowest];
  } finally {
    done = true;
    await probing;
  }
}

/** Access tokens live 5 minutes (services/auth/access-tokens.ts): sign in again well before. */
const SIGN_IN_AGAIN_AFTER_MS = 3 * 60 * 1000;

/** A real place of the bundled list, so the address check passes. */
const DELIVERY_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 7123 456123',
  line1: '12 Example Street',
  line2: '',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
};

/** The shop's database, opened by the bench only while the server is not holding it (PGlite). */
async function withDatabase<T>(target: { url?: string; dataDir?: string }, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = createDatabase(target);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Accounts straight in the database (at the tests' cheap scrypt cost, so signing in is quick), and stock enough for every order. */
async function prepareShop(db: Database, accounts: number): Promise<TestUser[]> {
  await db.execute(sql`update parts set stock = 1000000`);
  const users: TestUser[] = [];
  for (let i = 0; i < accounts; i++) users.push(await createTestUser(db, { fullName: 'Ada Lovelace' }));
  return users;
}

async function postJson(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs every account in through the API (one at a time: sign-ins queue per address) and gives each a delivery address once. */
function shoppersOf(base: string, users: readonly TestUser[]) {
  const shoppers: Shopper[] = [];
  let signedInAt = Number.NEGATIVE_INFINITY;
  return async (): Promise<Shopper[]> => {
    if (performance.now() - signedInAt < SIGN_IN_AGAIN_AFTER_MS) return shoppers;
    signedInAt = performance.now();
    for (const [i, user] of users.entries()) {
      const { access } = (await postJson(base, '/api/auth/login/', { email: user.email, password: TEST_PASSWORD, remember_me: false })) as {
        access: string;
      };
      const addressId =
        shoppers[i]?.addressId ?? ((await postJson(base, '/api/account/shipping_address/', DELIVERY_ADDRESS, access)) as { id: number }).id;
      shoppers[i] = { token: access, addressId };
    }
    return shoppers;
  };
}

async function findShopData(base: string): Promise<ShopData> {
  const response = await fetch(new URL(`${LISTING_PATH}&in_stock=true`, base));
  const listing = (await response.json()) as { items: Array<{ id: number }> };
  if (!listing.items[0]) throw new Error('No build in stock in the listing');
  return { buildId: listing.items[0].id };
}

async function measureEngine(
  engine: string,
  shop: ServerProcess,
  postmaster: number | undefined,
  hello: ServerProcess,
  users: readonly TestUser[],
  options: ThroughputOptions,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  const shopData = await findShopData(shop.base);
  const shoppers = shoppersOf(shop.base, users);
  const common = { shop: shopData, threads: options.threads, durationMs: options.durationMs, timeoutMs: options.timeoutMs };
  for (const connections of options.connections) {
    for (const scenario of options.scenarios ?? (['listing', 'add-to-cart', 'checkout'] as const)) {
      const baseline = await runLoad({ ...common, base: hello.base, scenario: 'hello', connections });
      const signedIn = scenario === 'listing' ? undefined : (await shoppers()).slice(0, connections);
      const cpuBefore = { shop: processTreeCpuSeconds(shop.child.pid), database: processTreeCpuSeconds(postmaster) };
      const [result, healthMs] = await slowestHealthCheck(
        shop.base,
        options.timeoutMs ?? 10_000,
        runLoad({ ...common, base: shop.base, scenario, connections, shoppers: signedIn }),
      );
      const perUnit = (before: number, after: number) => ((after - before) * 1000) / result.units;
      const cpu = {
        shopMs: perUnit(cpuBefore.shop, processTreeCpuSeconds(shop.child.pid)),
        databaseMs: perUnit(cpuBefore.database, processTreeCpuSeconds(postmaster)),
      };
      options.log?.(
        `${engine} ${scenario} @${connections}: ${result.unitsPerSecond.toFixed(1)}/s (hello ${baseline.unitsPerSecond.toFixed(0)}/s), p95 ${result.p95.toFixed(0)} ms, non-2xx ${result.non2xx}, errors ${result.errors}, /healthz ≤ ${healthMs.toFixed(0)} ms, CPU per unit: shop ${cpu.shopMs.toFixed(1)} ms, database ${cpu.databaseMs.toFixed(1)} ms`,
      );
      rows.push({ engine, result, hello: baseline, healthMs, cpu });
    }
  }
  return rows;
}

const SHOP_ENV = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', MAILBOX: '', SMTP_URL: '' };

export async function runThroughputBench(options: ThroughputOptions): Promise<ThroughputRow[]> {
  const accounts = Math.max(...options.connections);
  const hello = await startServerProcess(['-e', HELLO_SERVER]);
  const rows: ThroughputRow[] = [];
  try {
    if (options.pglite !== false) {
      const dir = mkdtempSync(join(tmpdir(), 'rigsmith-throughput-'));
      try {
        const dataDir = join(dir, 'pglite');
        options.log?.('PGlite: preparing a fresh database…');
        await prepareEmbeddedDatabase(dataDir);
        const users = await withDatabase({ dataDir }, (db) => prepareShop(db, accounts));
        const shop = await startServerProcess([...(options.serverNodeArgs ?? []), builtServerFile], {
          ...SHOP_ENV,
          ...options.serverEnv,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
        });
        try {
          await waitUntilHealthy(shop.base);
          rows.push(...(await measureEngine('PGlite', shop, undefined, hello, users, options)));
        } finally {
          await shop.stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    if (options.postgres) {
      const throwaway = options.postgres === 'throwaway' ? await startPostgres() : undefined;
      try {
        const url = (options.postgresSocket ? throwaway?.socketUrl : throwaway?.url) ?? options.postgres;
        options.log?.('PostgreSQL: migrating and seeding…');
        // The server migrates and seeds PostgreSQL itself as it starts.
        const shop = await startServerProcess([...(options.serverNodeArgs ?? []), builtServerFile], {
          ...SHOP_ENV,
          ...options.serverEnv,
          DATABASE_URL: url,
        });
        try {
          await waitUntilHealthy(shop.base);
          const users = await withDatabase({ url }, (db) => prepareShop(db, accounts));
          rows.push(
            ...(await measureEngine(
              options.postgresSocket && throwaway ? 'PostgreSQL (Unix socket)' : 'PostgreSQL',
              shop,
              postmasterPid(throwaway?.dataDir),
              hello,
              users,
              options,
            )),
          );
        } finally {
          await shop.stop();
        }
      } finally {
        throwaway?.stop();
      }
    }
  } finally {
    await hello.stop();
  }
  return rows;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
const cpuMs = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

export function formatThroughputResults(
  rows: readonly ThroughputRow[],
  options: Pick<ThroughputOptions, 'durationMs' | 'threads' | 'timeoutMs' | 'serverEnv'>,
): string {
  const env = Object.entries(options.serverEnv ?? {}).map(([name, value]) => `${name}=${value}`);
  const lines = rows.map(({ engine, result: r, hello, healthMs, cpu }) => {
    const ratio = r.unitsPerSecond > 0 ? `1/${Math.round(hello.unitsPerSecond / r.unitsPerSecond).toLocaleString('en-GB')}` : '0';
    const unit = r.scenario === 'checkout' ? 'orders/s' : 'req/s';
    const statuses = Object.entries(r.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    return `| ${engine} | ${r.scenario} | ${r.connections} | ${r.unitsPerSecond.toFixed(1)} ${unit} | ${hello.unitsPerSecond.toFixed(0)} | ${ratio} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${r.non2xx}${statuses ? ` (${statuses})` : ''} | ${r.errors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} | ${Number.isFinite(healthMs) ? healthMs.toFixed(0) : 'timed out'} | ${cpuMs(cpu.shopMs)} / ${cpuMs(cpu.databaseMs)} |`;
  });
  return [
    `Iterations start for ${(options.durationMs / 1000).toFixed(0)} s and those under way finish, ${options.threads ?? 1} generator thread(s), a request unanswered in ${((options.timeoutMs ?? 10_000) / 1000).toFixed(0)} s counts as a timeout error${env.length ? `; server with ${env.join(' ')}` : ''}.`,
    'Rate: units (an order for checkout) per second from the first request to the last answer; latency of a unit in ms.',
    'CPU per unit: ms of CPU the shop’s processes (PGlite’s thread included) / the PostgreSQL server used per unit while the scenario ran.',
    '',
    '| engine | scenario | connections | rate | hello req/s | ÷ hello | p50 / p95 / p99 ms | non-2xx | errors | slowest /healthz ms | CPU ms per unit, shop / database |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
    ...stepLines(rows),
  ].join('\n');
}

/** Each step's latency in a scenario of several (checkout: add, to_order, pay), so a slow unit says which request it waited on. */
function stepLines(rows: readonly ThroughputRow[]): string[] {
  const several = rows.filter(({ result }) => Object.keys(result.steps).length > 1);
  if (several.length === 0) return [];
  return [
    '',
    'Steps, p50 / p95 / p99 ms:',
    '',
    ...several.map(
      ({ engine, result }) =>
        `- ${engine} ${result.scenario} @${result.connections}: ${Object.entries(result.steps)
          .map(([step, latency]) => `${step} ${ms(latency.p50)} / ${ms(latency.p95)} / ${ms(latency.p99)}`)
          .join('; ')}`,
    ),
  ];
}
