import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CHANNEL } from '../services/catalogue-changes';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { startPgliteThread } from './pglite-thread-client';
import { siteSettings } from './schema';

/**
 * The server's embedded database runs in a thread of its own and is reached through
 * node-postgres (db/pglite-thread-client.ts): the same answers as PGlite in-process, one
 * session shared in turn, and the main thread free while a query runs.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await startPgliteThread({ dataDir: 'memory://', channels: [CATALOGUE_CHANNEL] });
  await migrateDatabase(handle);
}, 120_000);
afterAll(() => handle.close());

/** The rows of a raw query (node-postgres answers a QueryResult). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const rows = async (query: ReturnType<typeof sql>) => rowsOf(await handle.db.execute(query));

describe('PGlite in its own thread', () => {
  it('answers queries with parameters and types, and goes on after a failed one', async () => {
    expect(await rows(sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    expect(await rows(sql`select ${41}::int + 1 as answer, ${'text'}::text as word, ${true}::boolean as yes`)).toEqual([
      { answer: 42, word: 'text', yes: true },
    ]);
    await expect(handle.db.execute(sql`select no_such_column`)).rejects.toThrow(/no_such_column/);
    await handle.db.insert(siteSettings).values({ slug: 'thread-test', value: '1' });
    expect(
      await handle.db
        .select()
        .from(siteSettings)
        .where(sql`${siteSettings.slug} = 'thread-test'`),
    ).toEqual([{ slug: 'thread-test', value: '1', valueByCurrency: null }]);
  });

  it('gives a transaction the session to itself, and rolls back a failed one', async () => {
    const order: string[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(siteSettings).values({ slug: 'thread-tx', value: 'a' });
      order.push('tx wrote');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('tx ends');
    });
    // Queued behind the transaction: it sees the committed row.
    const outside = rows(sql`select value from site_settings where slug = 'thread-tx'`).then((found) => {
      order.push('outside read');
      return found;
    });
    await transaction;
    expect(await outside).toEqual([{ value: 'a' }]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(siteSettings).values({ slug: 'thread-rolled-back', value: 'x' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows(sql`select slug from site_settings where slug = 'thread-rolled-back'`)).toEqual([]);
  });

  it("sends a transaction's begin with its first statement: one message to the thread per statement and the commit", async () => {
    await rows(sql`select 1 as warm`); // the pool's connection open already
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as first`);
        await tx.execute(sql`select ${2}::int as second`);
      });
      expect(posted).toHaveBeenCalledTimes(3);
    } finally {
      posted.mockRestore();
    }
  });

  it("answers a transaction's begin at once, and a begin PGlite refuses fails the statement sent with it", async () => {
    if (handle.driver.name !== 'pglite-thread') throw new Error('expected the thread');
    const client = await handle.driver.pool.connect();
    try {
      // Uppercase: not deferred, answered by PGlite itself.
      await client.query('BEGIN');
      await expect(client.query('select no_such_column')).rejects.toThrow(/no_such_column/);
      // In the aborted transaction PGlite refuses a `begin` too: the client has answered it
      // already, so the refusal must come back for the statement it was sent with.
      await expect(client.query('begin')).resolves.toMatchObject({ command: 'BEGIN' });
      await expect(client.query("select 'after a refused begin' as note")).rejects.toThrow(/current transaction is aborted/);
      await client.query('rollback');
      // A deferred begin opens a transaction the next statement runs in.
      await client.query('begin');
      await client.query("insert into site_settings (slug, value) values ('thread-deferred-begin', 'x')");
      // What else PGlite says of a deferred begin still arrives: here, its warning that a
      // transaction is open already.
      const notices: Array<string | undefined> = [];
      const heard = (notice: { message?: string }) => notices.push(notice.message);
      client.on('notice', heard);
      await client.query('begin');
      await client.query('select 1');
      client.off('notice', heard);
      expect(notices).toEqual(['there is already a transaction in progress']);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await rows(sql`select slug from site_settings where slug = 'thread-deferred-begin'`)).toEqual([]);
    expect(await rows(sql`select ${3}::int as goes_on`)).toEqual([{ goes_on: 3 }]);
  });

  it('prepares a statement with parameters once and reuses it (db/named-statements.ts)', async () => {
    for (const value of [1, 2, 3]) await rows(sql`select ${value}::int * 7 as product`);
    const prepared = await rows(sql`select name, statement from pg_prepared_statements where statement like ${'select $1::int * 7%'}`);
    expect(prepared).toEqual([{ name: expect.stringMatching(/^rigsmith_\d+$/), statement: 'select $1::int * 7 as product' }]);
  });

  it('prepares the same statement again after an error made the pool open a new connection', async () => {
    const twice = () => rows(sql`select ${5}::int * 11 as product`);
    expect(await twice()).toEqual([{ product: 55 }]);
    await expect(handle.db.execute(sql`select ${1}::int / 0`)).rejects.toThrow(/Failed query/);
    expect(await twice()).toEqual([{ product: 55 }]);
  });

  it('passes on the NOTIFYs of the channels it listens to', async () => {
    if (handle.driver.name !== 'pglite-thread') throw new Error('expected the thread');
    const heard: string[] = [];
    const stop = handle.driver.onNotification((channel) => heard.push(channel));
    await handle.db
      .update(siteSettings)
      .set({ value: '2' })
      .where(sql`${siteSettings.slug} = 'thread-test'`);
    await handle.db.execute(sql`select pg_notify('some_other_channel', '')`);
    stop();
    // The catalogue tables' statement trigger (migration 0008), not the channel nobody listens to.
    expect(heard).toEqual([CATALOGUE_CHANNEL]);
  });

  it('leaves the main thread free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    // In-process PGlite blocks the event loop for the whole query: no tick at all.
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });
});

describe('PGlite in its own thread, on disk', () => {
  it('keeps what was written across a close and a reopen', { timeout: 120_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'rigsmith-thread-')), 'pglite');
    try {
      const first = await startPgliteThread({ dataDir });
      await first.db.execute(sql`create table kept (id serial primary key, note text)`);
      await first.db.execute(sql`insert into kept (note) values ('hello')`);
      await first.close();
      const again = await startPgliteThread({ dataDir });
      expect(rowsOf(await again.db.execute(sql`select id, note from kept`))).toEqual([{ id: 1, note: 'hello' }]);
      await again.close();
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
