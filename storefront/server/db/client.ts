import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { defaultDataDir } from '../paths';
import { nameStatements } from './named-statements';
import * as schema from './schema';

/**
 * The Drizzle handle every route and service takes. Typed on the base class so the same
 * code runs on embedded PGlite and on a PostgreSQL server (PgDatabase<PgQueryResultHKT>
 * is what the PGlite and node-postgres drivers share).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The concrete driver, for what differs between them: the migrator, the startup lock and
 * how NOTIFYs arrive. 'pglite-thread' is PGlite in a thread of its own, reached through
 * node-postgres (db/pglite-thread-client.ts): what the server runs on an embedded database.
 */
export type DatabaseDriver =
  | { name: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite }
  | { name: 'node-postgres'; db: NodePgDatabase<typeof schema>; pool: pg.Pool }
  | {
      name: 'pglite-thread';
      db: NodePgDatabase<typeof schema>;
      pool: pg.Pool;
      /** Calls `listener` with the channel of each NOTIFY the session LISTENs to; answers how to stop. */
      onNotification: (listener: (channel: string) => void) => () => void;
    };

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Closes PGlite or ends the pool. PGlite must be closed, or serial ids jump on the next start. */
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL URL (DATABASE_URL); wins over dataDir. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Sees every query and its parameters (the benchmark uses it to EXPLAIN what the routes run). */
  queryLogger?: QueryLogger;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
};

export const IN_MEMORY = 'memory://';

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url });
    // An idle connection the server drops (restart, failover) is removed from the pool and
    // the next query opens another; without a listener the 'error' would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    nameStatements(pool);
    const db = drizzleNodePostgres({ client: pool, schema, logger: options.queryLogger });
    return { db, driver: { name: 'node-postgres', db, pool }, close: () => endPool(pool) };
  }

  const dataDir = options.dataDir ?? defaultDataDir;
  // PGlite creates its data directory but not the parents.
  if (dataDir !== IN_MEMORY) mkdirSync(dirname(dataDir), { recursive: true });
  const loaded = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const client = dataDir === IN_MEMORY ? new PGlite(loaded) : new PGlite(dataDir, loaded);
  const db = drizzlePglite({ client, schema, logger: options.queryLogger });
  return { db, driver: { name: 'pglite', db, client }, close: () => client.close() };
}

/**
 * `pool.end()` resolves once it has asked every connection to close, not once they have:
 * wait for each to go, so that whatever comes next (a test dropping its database) does not
 * cut a connection still saying goodbye.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
