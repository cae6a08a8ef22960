import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, repoRoot } from '../paths';
import { createDatabase, IN_MEMORY, type Database, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase, type SeedOptions } from '../db/seed';

export type TestDatabase = {
  db: Database;
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL (with TEST_DATABASE_URL), so a test can open a second instance's pool on it. */
  url?: string;
  close: () => Promise<void>;
};

/**
 * A freshly migrated and seeded database for one test file (the seed files' catalogue, or
 * `options.catalogue`). In-memory PGlite by default;
 * with TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:54329/postgres)
 * a database of its own on that server, dropped again on close, so files can run in parallel.
 */
export type TestDatabaseOptions = SeedOptions & {
  /** Leave the database empty: no migrations, no seed (for migration tests). */
  empty?: boolean;
  /** Sees every query the database runs (to count what a request does). */
  queryLogger?: DatabaseOptions['queryLogger'];
};

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (options.empty) {
      const handle = createDatabase({ dataDir: IN_MEMORY, queryLogger: options.queryLogger });
      return { db: handle.db, handle, close: handle.close };
    }
    const handle = createDatabase({ dataDir: IN_MEMORY, loadDataDir: await seededPglite(options), queryLogger: options.queryLogger });
    return { db: handle.db, handle, close: handle.close };
  }

  const name = `rigsmith_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // CREATE/DROP DATABASE cannot run inside a transaction or beside other statements.
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString(), queryLogger: options.queryLogger });
  try {
    await prepare(handle, options);
  } catch (error) {
    await handle.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    db: handle.db,
    handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * A copy of the migrations as they were before the migration `tag` (the journal cut there,
 * its SQL files gone), for a test that migrates a database an older schema made: migrate an
 * `empty` database with it, write rows the old way, then migrate it the whole way. Remove
 * the folder after (`rmSync(folder, { recursive: true, force: true })`).
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'rigsmith-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  if (!journal.entries.some((entry) => entry.tag === tag)) throw new Error(`No migration ${tag}`);
  for (const entry of journal.entries.filter((entry) => entry.tag >= tag)) rmSync(join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function prepare(handle: DatabaseHandle, options: TestDatabaseOptions) {
  if (options.empty) return;
  await migrateDatabase(handle);
  await seedDatabase(handle.db, options);
}

/** Runs one statement on the PostgreSQL server itself (CREATE/DROP DATABASE cannot share a transaction). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What a seeded database is made from: the server's code, migrations and seed data, and the kit's domain (build figures). */
const seedSources = [join(repoRoot, 'storefront/server'), join(repoRoot, 'kit/src/domain')];

/**
 * A dump of an in-memory PGlite migrated and seeded with `options`, made once and kept in the
 * temp folder under a hash of the PGlite version, the options (the catalogue given) and every
 * source the seed runs (`seedSources`, tests aside), so each test file loads it (~0.5 s)
 * instead of running initdb, the migrations and the seed (~2–4 s on two cores). Each file
 * gets its own copy, so what one test writes no other sees.
 */
async function seededPglite(options: SeedOptions): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(pgliteVersion()).update(JSON.stringify(options.catalogue ?? null));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(path).update(readFileSync(path));
    }
  };
  for (const root of seedSources) walk(root);
  const file = join(tmpdir(), `rigsmith-pglite-seeded-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const handle = createDatabase({ dataDir: IN_MEMORY });
    try {
      await prepare(handle, options);
      if (handle.driver.name !== 'pglite') throw new Error('expected PGlite');
      const dump = await handle.driver.client.dumpDataDir('none');
      // Written aside and renamed, so a test file running alongside never reads half a dump.
      const partial = `${file}.${process.pid}.${randomUUID()}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** The installed PGlite's version (its package.json is not exported, so found from its entry point). */
function pgliteVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
  }
  throw new Error('Cannot find the version of @electric-sql/pglite');
}

/** Waits until a statement of `db`'s database waits for a row lock (PostgreSQL): a request blocked behind a test's own lock. */
export async function waitForLockWaiter(db: Database): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const result = (await db.execute(
      sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    if (result.rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no statement came to wait for the lock');
}
