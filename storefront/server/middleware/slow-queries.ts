import { AsyncLocalStorage } from 'node:async_hooks';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

/**
 * Logs every database statement of a request that takes `thresholdMs` or more (SLOW_QUERY_MS),
 * with the request's logger, so the line carries its request id. Only the statement text is
 * logged: Drizzle sends values as parameters, and parameters hold personal data, so they never are.
 * On PGlite the time includes waiting for its one connection, which is what the request felt.
 */

/** Slower than a page's whole budget of queries on these machines (bench/README.md): worth a look. */
export const DEFAULT_SLOW_QUERY_MS = 500;

type Watch = { logger: Logger; thresholdMs: number };

/** Statements have no handle on their request: it follows them through their promises. */
const currentRequest = new AsyncLocalStorage<Watch>();

/** Long statements (a VALUES list per part) are cut: the start says which one it is. */
const MAX_STATEMENT_CHARS = 2000;

type QueryRunner = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

let timing = false;

/**
 * Drizzle has no hook around a statement's execution; every driver's prepared query (PGlite and
 * node-postgres, in a transaction or not) runs through `queryWithCache`, so it is timed there, once per process.
 */
function timeStatements(): void {
  if (timing) return;
  timing = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryRunner };
  const run = prototype.queryWithCache;
  prototype.queryWithCache = async function (this: unknown, queryString, params, query) {
    const watch = currentRequest.getStore();
    if (!watch) return run.call(this, queryString, params, query);
    const started = performance.now();
    try {
      return await run.call(this, queryString, params, query);
    } finally {
      const durationMs = performance.now() - started;
      if (durationMs >= watch.thresholdMs) {
        watch.logger.warn({ statement: queryString.slice(0, MAX_STATEMENT_CHARS), duration_ms: Math.round(durationMs * 10) / 10 }, 'slow query');
      }
    }
  } satisfies QueryRunner;
}

/** Runs after requestLog, whose logger carries the request id. */
export function slowQueryLog(thresholdMs: number) {
  timeStatements();
  return createMiddleware<AppEnv>((c, next) => currentRequest.run({ logger: c.get('logger'), thresholdMs }, next));
}
