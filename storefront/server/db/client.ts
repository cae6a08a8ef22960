import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { defaultDataDir } from '../paths';
import * as schema from './schema';

/**
 * The Drizzle handle every route and service takes. Typed on the base class so the same
 * code runs on embedded PGlite and on a PostgreSQL server (TOOLCHAIN "Server pitfalls").
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The concrete driver, for the one thing that differs between them: the migrator. */
export type DatabaseDriver =
  | { name: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { name: 'node-postgres'; db: NodePgDatabase<typeof schema> };

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
};

export const IN_MEMORY = 'memory://';

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url });
    const db = drizzleNodePostgres({ client: pool, schema });
    return { db, driver: { name: 'node-postgres', db }, close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? defaultDataDir;
  // PGlite creates its data directory but not the parents.
  if (dataDir !== IN_MEMORY) mkdirSync(dirname(dataDir), { recursive: true });
  const client = dataDir === IN_MEMORY ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  return { db, driver: { name: 'pglite', db }, close: () => client.close() };
}
