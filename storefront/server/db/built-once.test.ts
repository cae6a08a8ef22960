import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { builtOnce, builtOnceSql, rowOf } from './built-once';
import type { DatabaseHandle } from './client';
import { startPgliteThread } from './pglite-thread-client';

/**
 * A query built once runs with each call's values on the handle the call passes, the
 * database or a transaction's own connection, on every driver the server uses: PGlite in
 * process (tests), PGlite in its thread (the server) and PostgreSQL (TEST_DATABASE_URL).
 */

const things = pgTable('built_once_things', { id: integer('id').primaryKey(), name: text('name').notNull() });

let builds = 0;
const thingsByIds = builtOnce((db) => {
  builds += 1;
  return db
    .select({ id: things.id, name: things.name })
    .from(things)
    .where(sql`${things.id} = any(${sql.placeholder('ids')})`)
    .orderBy(things.id);
});
const rename = builtOnce((db) =>
  db
    .update(things)
    .set({ name: sql`${sql.placeholder('name')}` })
    .where(sql`${things.id} = any(${sql.placeholder('ids')})`)
    .returning({ id: things.id }),
);

const events = pgTable('built_once_events', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  note: text('note'),
});

/** A thing and its event written in one statement, both read back as rows. */
const addWithEvent = builtOnceSql(
  () => sql`with added as (
    insert into built_once_things (id, name) values (${sql.placeholder('id')}::integer, ${sql.placeholder('name')}::text) returning *
  ), logged as (
    insert into built_once_events (id, at, tags, note)
    select id, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('tags')}::jsonb, null from added returning *
  )
  select added.name, logged.* from added, logged`,
);

const drivers: [string, () => Promise<{ handle: DatabaseHandle; close: () => Promise<void> }>][] = [
  ['the test database (PGlite in process, or PostgreSQL)', async () => createTestDatabase({ empty: true })],
  [
    'PGlite in its own thread',
    async () => {
      const handle = await startPgliteThread({ dataDir: 'memory://', channels: [] });
      return { handle, close: handle.close };
    },
  ],
];

describe.each(drivers)('builtOnce on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await open());
    await handle.db.execute(sql`create table built_once_things (id integer primary key, name text not null)`);
    await handle.db.execute(sql`create table built_once_events (id integer primary key, at timestamptz not null, tags jsonb not null, note text)`);
    await handle.db.insert(things).values([1, 2, 3, 4].map((id) => ({ id, name: `thing ${id}` })));
  }, 120_000);
  afterAll(() => close());

  it('answers each call with its own values, id lists of any length, from SQL built once', async () => {
    const before = builds;
    expect(await thingsByIds(handle.db, { ids: [2] })).toEqual([{ id: 2, name: 'thing 2' }]);
    expect((await thingsByIds(handle.db, { ids: [4, 1, 3] })).map((row) => row.id)).toEqual([1, 3, 4]);
    expect(await thingsByIds(handle.db, { ids: [] })).toEqual([]);
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it("runs on a transaction's own connection: it sees the transaction's writes, and a rollback undoes its own", async () => {
    const seen = await handle.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 5, name: 'thing 5' });
      return thingsByIds(tx, { ids: [5] });
    });
    expect(seen).toEqual([{ id: 5, name: 'thing 5' }]);

    await expect(
      handle.db.transaction(async (tx) => {
        expect(await rename(tx, { ids: [1, 2], name: 'renamed' })).toHaveLength(2);
        expect((await thingsByIds(tx, { ids: [1, 2] })).map((row) => row.name)).toEqual(['renamed', 'renamed']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await thingsByIds(handle.db, { ids: [1, 2] })).map((row) => row.name)).toEqual(['thing 1', 'thing 2']);
  });

  it('runs a statement written as SQL on the handle passed, its rows decoded as Drizzle decodes a table', async () => {
    const at = new Date('2026-11-28T10:00:00.123Z');
    await expect(
      handle.db.transaction(async (tx) => {
        const [row] = await addWithEvent(tx, { id: 10, name: 'thing 10', at: at.toISOString(), tags: JSON.stringify(['a', 'b']) });
        expect(row!.name).toBe('thing 10');
        expect(rowOf(events, row!)).toEqual({ id: 10, at, tags: ['a', 'b'], note: null });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await thingsByIds(handle.db, { ids: [10] })).toEqual([]);
    const [row] = await addWithEvent(handle.db, { id: 11, name: 'thing 11', at: at.toISOString(), tags: '[]' });
    expect(rowOf(events, row!)).toEqual({ id: 11, at, tags: [], note: null });
    expect(await thingsByIds(handle.db, { ids: [11] })).toEqual([{ id: 11, name: 'thing 11' }]);
  });
});
