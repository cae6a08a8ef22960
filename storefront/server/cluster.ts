import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from './logger';

/**
 * Several server processes sharing one port (WORKERS), so a PostgreSQL-backed shop uses
 * every core: Node's cluster module hands each new connection to a worker in turn.
 * Nothing a request relies on lives in one process alone — sessions, rate limits and
 * idempotency keys are rows, caches are invalidated by the database's NOTIFY
 * (services/catalogue-changes.ts), migrations wait on an advisory lock
 * (db/startup-lock.ts) — so any worker may answer any request. PGlite is one process's
 * own database, so on it the shop runs a single process.
 */

/** More than this is a typo, not a machine. */
const MAX_WORKERS = 256;

/**
 * How many server processes to run: WORKERS when set (a whole number, at least 1); by
 * default one per core on PostgreSQL and one on PGlite. WORKERS above 1 without
 * DATABASE_URL is an error rather than silently one process.
 */
export function serverProcessCount(
  env: { WORKERS?: string | undefined; DATABASE_URL?: string | undefined },
  cores = availableParallelism(),
): { count: number } | { error: string } {
  const onPostgres = Boolean(env.DATABASE_URL);
  if (env.WORKERS === undefined || env.WORKERS === '') return { count: onPostgres ? cores : 1 };
  const count = Number(env.WORKERS);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) return { error: `WORKERS must be a whole number from 1 to ${MAX_WORKERS}` };
  if (count > 1 && !onPostgres) return { error: 'WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process' };
  return { count };
}

/** A worker that dies sooner than this after starting counts towards a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** This many early deaths in a row and the shop gives up (a bad config, a database gone). */
const MAX_EARLY_EXITS = 5;
const RESTART_DELAY_MS = 1_000;

/**
 * Runs `count` workers of this same script and keeps them running: a worker that dies is
 * replaced (unless they keep dying at start-up), and SIGTERM/SIGINT is passed on so each
 * finishes its requests (main.ts `stop`). Resolves with the exit code for this process
 * once every worker has stopped.
 */
export function superviseWorkers(count: number, logger: Logger): Promise<number> {
  return new Promise((resolve) => {
    const startedAt = new Map<Worker, number>();
    let earlyExits = 0;
    let stopping = false;
    let exitCode = 0;

    const fork = () => startedAt.set(cluster.fork(), Date.now());
    const running = () => Object.keys(cluster.workers ?? {}).length;

    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (running() === 0) resolve(exitCode);
        return;
      }
      logger.error({ worker: worker.id, code, signal }, 'a server process stopped unexpectedly');
      earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
      if (earlyExits >= MAX_EARLY_EXITS) {
        logger.fatal({ earlyExits }, 'server processes keep stopping as they start: giving up');
        stopping = true;
        exitCode = 1;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        if (running() === 0) resolve(exitCode);
        return;
      }
      setTimeout(fork, RESTART_DELAY_MS).unref();
    });

    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, workers: running() }, 'stopping the server processes');
      // SIGTERM whatever came: a Ctrl+C reached the workers already as SIGINT, and a second
      // SIGINT would cut a worker off instead of letting it finish its requests.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      if (running() === 0) resolve(exitCode);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);

    logger.info({ workers: count }, 'starting server processes');
    for (let index = 0; index < count; index++) fork();
  });
}
