import { getTableColumns, type Query, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** What Drizzle's query builders offer once built (select, insert, update, delete, relational queries). */
type Preparable<Result> = { prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<Result> } };

/** The arguments of `PgSession.prepareQuery` (its SQL text and parameters, selected fields, row mapper). */
type PrepareArgs = unknown[];
type Session = { prepareQuery(...args: PrepareArgs): { execute(placeholders?: Record<string, unknown>): Promise<unknown> } };

const sessionOf = (db: Database) => (db as unknown as { session: Session }).session;
const dialectOf = (db: Database) => (db as unknown as { dialect: { sqlToQuery(sql: SQL): Query } }).dialect;

/**
 * A query whose SQL is built once per process and run on whatever handle each call passes:
 * the database, or a transaction's own connection (a statement prepared on the database
 * handle with `.prepare()` would run outside the caller's transaction, and on the embedded
 * database wait for it). Building SQL with Drizzle's query builder is about a fifth of the
 * server's CPU under load (bench/README.md, throughput), and the hot reads run on every cart
 * call and order.
 *
 * `build` writes the query with `sql.placeholder(name)` for every value that changes per call
 * (an id list as `= any(placeholder)`, so one SQL text serves any length); the values are the
 * driver's, not the column's encoding (a Date as its ISO string). Each call hands the recorded
 * SQL and row mapping to the handle's own session (`PgSession.prepareQuery`, the step every
 * Drizzle builder ends in), so both drivers, transactions and the slow-query log work as for
 * any other query.
 */
export function builtOnce<Result>(build: (db: Database) => Preparable<Result>) {
  let recorded: { args: PrepareArgs; after: Record<string, unknown> } | undefined;
  return (db: Database, placeholders: Record<string, unknown>): Promise<Result> => {
    recorded ??= record(db, build);
    const query = sessionOf(db).prepareQuery(...recorded.args);
    // What the builder sets on its prepared query afterwards (a select's nullable joins).
    Object.assign(query, recorded.after);
    return query.execute(placeholders) as Promise<Result>;
  };
}

/** Builds the query on a copy of `db` whose session only records what it is asked to prepare. */
function record<Result>(db: Database, build: (db: Database) => Preparable<Result>) {
  let args: PrepareArgs | undefined;
  const prepared: Record<string, unknown> = {
    setToken() {
      return prepared;
    },
  };
  const recording: Session = {
    prepareQuery: (...given) => {
      args = given;
      return prepared as unknown as ReturnType<Session['prepareQuery']>;
    },
  };
  const recordingDb = Object.create(db as object, { session: { value: Object.assign(Object.create(sessionOf(db)), recording) } }) as Database;
  build(recordingDb).prepare('built_once');
  if (!args) throw new Error('builtOnce: the query was not prepared through its session');
  // The statement's name is the connection's business (db/named-statements.ts names it by its text).
  args[2] = undefined;
  const { setToken: _setToken, ...after } = prepared;
  return { args, after };
}

/**
 * A statement written as SQL, built once per process and run on the handle each call passes,
 * as `builtOnce` does for a builder: for what Drizzle's builders cannot say in one statement
 * (an insert whose rows feed other inserts through data-modifying CTEs), so a write that took
 * several round trips takes one. `build` marks every per-call value `sql.placeholder(name)`,
 * given as the driver's value (a Date as its ISO string, JSON as its text, each with a cast).
 * Answers the rows as the driver gives them, by column name: `rowOf` reads a table's.
 */
export function builtOnceSql(build: () => SQL) {
  let query: Query | undefined;
  return async (db: Database, placeholders: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    query ??= dialectOf(db).sqlToQuery(build());
    // Without selected fields both drivers answer their raw result, dates as the text the database sent.
    const result = (await sessionOf(db).prepareQuery(query, undefined, undefined, false).execute(placeholders)) as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  };
}

/** A row of `table` from a raw row holding its columns by name, each decoded as Drizzle decodes it. */
export function rowOf<Table extends PgTable>(table: Table, raw: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}
