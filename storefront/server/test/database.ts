import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, IN_MEMORY, type Database, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

export type TestDatabase = {
  db: Database;
  handle: DatabaseHandle;
  close: () => Promise<void>;
};

/**
 * A freshly migrated and seeded database for one test file. In-memory PGlite by default;
 * with TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:54329/postgres)
 * a database of its own on that server, dropped again on close, so files can run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ dataDir: IN_MEMORY });
    await prepare(handle);
    return { db: handle.db, handle, close: handle.close };
  }

  const name = `rigsmith_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // CREATE/DROP DATABASE cannot run inside a transaction or beside other statements.
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString() });
  try {
    await prepare(handle);
  } catch (error) {
    await handle.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    db: handle.db,
    handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
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
