import type { Database } from './client';

/** What Drizzle's query builders offer once built (select, insert, update, delete, relational queries). */
type Preparable<Result> = { prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<Result> } };

/** The arguments of `PgSession.prepareQuery` (its SQL text and parameters, selected fields, row mapper). */
type PrepareArgs = unknown[];
type Session = { prepareQuery(...args: PrepareArgs): { execute(placeholders?: Record<string, unknown>): Promise<unknown> } };

const sessionOf = (db: Database) => (db as unknown as { session: Session }).session;

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
