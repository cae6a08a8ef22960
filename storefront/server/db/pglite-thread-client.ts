import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import { nameStatements } from './named-statements';
import type { FromPgliteThread, PgliteThreadData, ToPgliteThread } from './pglite-thread';
import { BEGIN_ANSWER, DEFERRED_BEGIN } from './pglite-wire';
import * as schema from './schema';

/**
 * Embedded PGlite in a thread of its own (db/pglite-thread.ts), reached through
 * node-postgres as PostgreSQL is: the server's main thread keeps serving HTTP while a
 * query runs, and both databases go through one driver path. The pool holds ONE
 * connection — PGlite has one session — so queries queue in the pool, a transaction has
 * the session to itself until it ends, and (as with PGlite in-process) code inside a
 * transaction must use the transaction, not the pool.
 */

/**
 * The thread: the bundle's pglite-thread.js beside main.js, or from source pglite-thread.ts
 * behind tsx's loader, which a worker does not inherit from its parent.
 */
function startThread(data: PgliteThreadData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData: data });
  const script = new URL('./pglite-thread.ts', import.meta.url).href;
  const loader = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * One connection's byte stream to the thread, in the shape node-postgres drives a socket.
 * node-postgres writes a query as five frames (Parse, Bind, Describe, Execute, Sync) in one
 * go: they leave as one message, so the thread runs them in one call to PGlite.
 *
 * A transaction's `begin` is answered here at once and leaves with the transaction's first
 * statement: the one session is held from `begin` to `commit`, and a round trip through the
 * thread for an answer that never varies was one of each transaction's few (a checkout has
 * three). Should PGlite refuse the `begin`, the thread answers its error for that statement
 * instead of running it (db/pglite-thread.ts), so nothing runs outside the transaction.
 */
class ThreadConnection extends Duplex {
  private outgoing: Buffer[] = [];
  private begun = false;
  constructor(
    private readonly send: (message: ToPgliteThread) => void,
    private readonly onGone: (connection: ThreadConnection) => void,
  ) {
    super();
  }
  private flush = () => {
    if (this.outgoing.length === 0) return;
    if (this.begun) this.outgoing.unshift(DEFERRED_BEGIN);
    const data = this.outgoing.length === 1 ? this.outgoing[0]! : Buffer.concat(this.outgoing);
    this.outgoing = [];
    if (!this.begun && data.equals(DEFERRED_BEGIN)) {
      this.begun = true;
      this.push(BEGIN_ANSWER);
      return;
    }
    this.begun = false;
    this.send({ kind: 'bytes', data });
  };
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.outgoing.push(chunk) === 1) queueMicrotask(this.flush);
    done();
  }
  override _read(): void {}
  override _final(done: (error?: Error | null) => void): void {
    if (this.outgoing.length > 0) this.flush();
    this.onGone(this);
    this.push(null);
    done();
  }
  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.onGone(this);
    done(error);
  }
}

export type PgliteThreadOptions = {
  dataDir: string;
  /** Channels whose NOTIFYs the server wants (services/catalogue-changes.ts). */
  channels?: readonly string[];
  queryLogger?: QueryLogger;
};

/** Starts the thread, opens PGlite at `dataDir` there, and answers a handle once it is ready. */
export async function startPgliteThread({ dataDir, channels = [], queryLogger }: PgliteThreadOptions): Promise<DatabaseHandle> {
  const worker = startThread({ dataDir, channels });
  const send = (message: ToPgliteThread) => worker.postMessage(message);

  let current: ThreadConnection | null = null;
  let closed: () => void = () => {};
  const whenClosed = new Promise<void>((resolve) => (closed = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPgliteThread) => {
      switch (message.kind) {
        case 'ready':
          return resolve();
        case 'bytes':
          current?.push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
          return;
        case 'failed':
          current?.destroy(new Error(`the embedded database failed: ${message.message}`));
          return reject(new Error(`the embedded database failed: ${message.message}`));
        case 'closed':
          return closed();
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      current?.destroy(new Error(`the embedded database's thread stopped (exit ${code})`));
      reject(new Error(`the embedded database's thread stopped (exit ${code})`));
      closed();
    });
  });
  await ready;

  const gone = (connection: ThreadConnection) => {
    if (current === connection) current = null;
  };
  // Each new connection starts the one session afresh. Sent when the pool opens it rather
  // than when the last one goes: the pool may open the next before the last has finished going.
  const connect = () => {
    send({ kind: 'reset' });
    return (current = new ThreadConnection(send, gone));
  };
  const pool = new pg.Pool({
    max: 1,
    // PGlite's one role and database.
    user: 'postgres',
    database: 'template1',
    stream: connect,
  });
  nameStatements(pool);
  const db = drizzleNodePostgres({ client: pool, schema, logger: queryLogger });
  // Every connection the pool opens passes its NOTIFYs on (one at a time, but a query error makes the pool open another).
  const listeners = new Set<(channel: string) => void>();
  pool.on('connect', (client) => client.on('notification', (message) => listeners.forEach((listener) => listener(message.channel))));

  return {
    db,
    driver: {
      name: 'pglite-thread',
      db,
      pool,
      onNotification: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    close: async () => {
      await pool.end();
      // PGlite must be closed, or serial ids jump on the next start.
      send({ kind: 'close' });
      await whenClosed;
      await worker.terminate();
    },
  };
}
