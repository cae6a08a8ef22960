/**
 * Runs the benchmarks (not part of `npm test`):
 *
 *   npm run bench -- [--only listing|compat|places|security|startup|throughput|fps] [--iterations 100] [--warmup 20] [--dataset path/to/pc-part-dataset] [--explain]
 *                    [--load-threads 1] [--load-seconds 5] [--load-timeout 10] [--connections 10,50,200] [--postgres [--postgres-socket]]
 *                    [--server-env MAX_IN_FLIGHT=16,MAX_QUEUE=64] [--scenarios listing,add-to-cart,checkout] [--no-pglite]
 *                    [--server-node-args '--cpu-prof --cpu-prof-dir=/tmp/profiles']
 *
 * Runs the compatibility engine's benchmark, then the catalogue listing's, then the address
 * autocomplete's, then the security measurements, then start-up time and memory (or only
 * the one `--only` names), then throughput under load. With
 * DATABASE_URL set (or, for throughput, `--postgres`: a throwaway server), PostgreSQL is measured as well as PGlite.
 * `--load-threads N` runs the load generator in N worker threads (a bigger machine).
 * `--scenarios` and `--no-pglite` narrow a throughput run (profiling one path on PostgreSQL).
 * `--postgres-socket` reaches the throwaway PostgreSQL through its Unix socket, not TCP.
 * `--explain` prints the EXPLAIN ANALYZE of every query behind each measured call, on the
 * full catalogue.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultPartDatasetDir } from '../storefront/server/paths';
import { formatResults, runCatalogueListingBench } from './catalogue-listing.bench';
import { formatCompatResults, runCompatBench } from './compat.bench';
import { formatFpsErrorReport, fpsErrorReport } from './fps-error';
import { formatPlacesResults, runPlacesBench } from './places.bench';
import { formatSecurityResults, runSecurityBench } from './security.bench';
import { formatStartupResults, runStartupBench } from './startup.bench';
import { formatThroughputResults, runThroughputBench } from './throughput.bench';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

// 100 timed calls after 20 warm-up ones keep medians steady while the whole run stays near 10 minutes on 2 cores.
const iterations = Number(option('iterations', '100'));
const warmup = Number(option('warmup', '20'));
const datasetDir = resolve(option('dataset', defaultPartDatasetDir));
const only = option('only', 'all');
if (!Number.isInteger(iterations) || iterations < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error('--iterations must be 1 or more and --warmup 0 or more');
  process.exit(2);
}
if (!['all', 'listing', 'compat', 'places', 'security', 'startup', 'throughput', 'fps'].includes(only)) {
  console.error('--only must be listing, compat, places, security, startup, throughput or fps');
  process.exit(2);
}
const loadThreads = Number(option('load-threads', '1'));
const loadSeconds = Number(option('load-seconds', '5'));
const loadTimeoutSeconds = Number(option('load-timeout', '10'));
const connections = option('connections', '10,50,200').split(',').map(Number);
// The shop server's environment for the throughput run, e.g. MAX_QUEUE=100000 to see it without load shedding.
const serverEnv = Object.fromEntries(
  option('server-env', '')
    .split(',')
    .filter(Boolean)
    // At the first `=` only: NODE_OPTIONS=--cpu-prof-dir=/tmp/profiles profiles the server.
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const throughputScenarios = option('scenarios', 'listing,add-to-cart,checkout').split(',');
const isScenario = (name: string): name is 'listing' | 'add-to-cart' | 'checkout' => ['listing', 'add-to-cart', 'checkout'].includes(name);
if (
  !Number.isInteger(loadThreads) ||
  loadThreads < 1 ||
  !(loadSeconds > 0) ||
  !(loadTimeoutSeconds > 0) ||
  !connections.every((n) => Number.isInteger(n) && n > 0) ||
  !throughputScenarios.every(isScenario)
) {
  console.error(
    '--load-threads must be 1 or more, --load-seconds and --load-timeout more than 0, --connections a list of counts such as 10,50,200, --scenarios a list of listing, add-to-cart, checkout',
  );
  process.exit(2);
}
if (['all', 'listing', 'compat'].includes(only) && !existsSync(datasetDir)) {
  console.error(`No pc-part-dataset at ${datasetDir}: pass --dataset <dir>.`);
  process.exit(2);
}

// The FPS error table first: it is cheap (no database, no timing) and prints the same every run.
if (only === 'all' || only === 'fps') {
  console.log('\nFPS estimates against published benchmark figures\n');
  console.log(formatFpsErrorReport(fpsErrorReport()));
}

if (only === 'all' || only === 'compat') {
  const compat = await runCompatBench({ datasetDir, iterations, warmup, log: (line) => console.error(line) });
  console.log('\nCompatibility engine: full-build check and "only compatible" filtering\n');
  console.log(formatCompatResults(compat, { iterations, warmup }));
}

if (only === 'all' || only === 'listing') {
  const results = await runCatalogueListingBench({
    datasetDir,
    iterations,
    warmup,
    databaseUrl: process.env.DATABASE_URL || undefined,
    log: (line) => console.error(line),
  });

  console.log('\nCatalogue listing: curated catalogue vs full dataset import\n');
  console.log(formatResults(results, { iterations, warmup }));

  if (process.argv.includes('--explain')) {
    for (const result of results) {
      for (const { call, query, plan } of result.plans) {
        console.log(`\n### ${result.engine}: ${call}\n\n${query}\n\n${plan}`);
      }
    }
  }
}

if (only === 'all' || only === 'places') {
  const places = await runPlacesBench({ iterations, warmup, log: (line) => console.error(line) });
  console.log('\nAddress autocomplete: the embedded places, index vs linear scan\n');
  console.log(formatPlacesResults(places, { iterations, warmup }));
}

if (only === 'all' || only === 'security') {
  const results = await runSecurityBench({ floodSize: 60, floodRounds: 5, timingTries: iterations, log: (line) => console.error(line) });
  console.log('\nSecurity: sign-in during a flood, and answers that must not tell who has an account\n');
  console.log(formatSecurityResults(results));
}

if (only === 'all' || only === 'startup') {
  const rounds = 3;
  const results = await runStartupBench({ rounds, log: (line) => console.error(line) });
  console.log('\nStart-up: the bundled server on PGlite, spawn to healthy and idle memory\n');
  console.log(formatStartupResults(results, rounds));
}

if (only === 'all' || only === 'throughput') {
  const postgres = process.env.DATABASE_URL || (process.argv.includes('--postgres') ? 'throwaway' : undefined);
  const options = {
    connections,
    scenarios: throughputScenarios.filter(isScenario),
    pglite: !process.argv.includes('--no-pglite'),
    durationMs: loadSeconds * 1000,
    timeoutMs: loadTimeoutSeconds * 1000,
    threads: loadThreads,
    postgres,
    postgresSocket: process.argv.includes('--postgres-socket'),
    serverEnv,
    serverNodeArgs: option('server-node-args', '').split(' ').filter(Boolean),
  };
  const rows = await runThroughputBench({ ...options, log: (line) => console.error(line) });
  console.log('\nThroughput: the bundled server under load, against node:http hello at the same connections\n');
  console.log(formatThroughputResults(rows, options));
}
