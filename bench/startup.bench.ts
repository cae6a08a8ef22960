/**
 * Start-up: how long the bundled server (storefront/dist/node/main.js, `npm start`) takes from
 * spawn to a 200 from /healthz, and its resident memory once idle, on PGlite:
 *
 * - first start on an empty data directory (the database prepared by a child process);
 * - restart on that database (prepared stamp current: no child, no seeding);
 * - memory://, which migrates and seeds inside the server, as every start did before the
 *   preparation moved to a child process: its RSS shows the heap seeding leaves behind
 *   (measured in the first round only).
 *
 * Baseline, measured in the same run: a node:http hello server, spawn to first 200.
 * Needs a build (`npm run build:server`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServerFile } from '../storefront/server/paths';
import { HELLO_SERVER, startServerProcess, waitUntilHealthy } from './server-process';

export type StartupResult = { scenario: string; startMs: number; rssMb: number };

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** Spawns, waits for the URL it logs, then polls /healthz until 200; returns the elapsed time. */
async function startAndMeasure(args: string[], env: NodeJS.ProcessEnv, idleMs: number): Promise<{ startMs: number; rssMb: number }> {
  const started = performance.now();
  const server = await startServerProcess(args, env);
  try {
    await waitUntilHealthy(server.base);
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, idleMs));
    return { startMs, rssMb: rssMb(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

export async function runStartupBench(options: { rounds: number; idleMs?: number; log?: (line: string) => void }): Promise<StartupResult[]> {
  if (!existsSync(builtServerFile)) throw new Error('No server bundle: run `npm run build:server` first.');
  const idleMs = options.idleMs ?? 3000;
  const serverEnv = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', MAILBOX: '' };
  const samples = new Map<string, Array<{ startMs: number; rssMb: number }>>();
  const add = (scenario: string, sample: { startMs: number; rssMb: number }) => {
    options.log?.(`${scenario}: ${sample.startMs.toFixed(0)} ms, ${sample.rssMb.toFixed(0)} MB`);
    samples.set(scenario, [...(samples.get(scenario) ?? []), sample]);
  };
  for (let round = 0; round < options.rounds; round++) {
    add('baseline: node:http hello', await startAndMeasure(['-e', HELLO_SERVER], {}, idleMs));
    const dir = mkdtempSync(join(tmpdir(), 'rigsmith-startup-'));
    try {
      const dataDir = join(dir, 'pglite');
      add('first start, empty data directory', await startAndMeasure([builtServerFile], { ...serverEnv, DATA_DIR: dataDir }, idleMs));
      add('restart on that database', await startAndMeasure([builtServerFile], { ...serverEnv, DATA_DIR: dataDir }, idleMs));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The old way of starting (seeding inside the server) is a reference, not a target: once is enough.
    if (round === 0)
      add('memory:// (seeded in the server)', await startAndMeasure([builtServerFile], { ...serverEnv, DATA_DIR: 'memory://' }, idleMs));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return [...samples].map(([scenario, list]) => ({ scenario, startMs: median(list.map((s) => s.startMs)), rssMb: median(list.map((s) => s.rssMb)) }));
}

export function formatStartupResults(results: StartupResult[], rounds: number): string {
  const baseline = results[0]!;
  const rows = results.map(
    (r) =>
      `| ${r.scenario} | ${r.startMs.toFixed(0)} | ${(r.startMs / baseline.startMs).toFixed(1)}× | ${r.rssMb.toFixed(0)} | ${(r.rssMb / baseline.rssMb).toFixed(1)}× |`,
  );
  return [
    `Median of ${rounds} rounds; RSS after 3 s idle.`,
    '',
    '| scenario | start to healthy ms | ÷ hello | idle RSS MB | ÷ hello |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
