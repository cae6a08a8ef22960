/**
 * The embedded database's own thread (db/pglite-thread-client.ts starts it): PGlite runs
 * here, so while a query runs the server's main thread goes on with HTTP and JSON.
 *
 * The main thread speaks the PostgreSQL wire protocol to it through node-postgres over a
 * MessagePort, as it would to a PostgreSQL server. This side passes each batch of complete
 * frontend messages to PGlite's backend as they are (a transaction's deferred `begin` apart:
 * `runPending`) and posts back the raw answer, so no row is parsed twice. There is one session (the main thread's pool holds one connection),
 * so the frames of two queries never interleave.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { besidesBeginAnswer, DEFERRED_BEGIN, holdsError } from './pglite-wire';

export type PgliteThreadData = {
  dataDir: string;
  /** Channels the session LISTENs on, so their NOTIFYs reach the main thread's connection. */
  channels: readonly string[];
};

/** Main thread → this thread. */
export type ToPgliteThread = { kind: 'bytes'; data: Uint8Array } | { kind: 'reset' } | { kind: 'close' };
/** This thread → the main thread. */
export type FromPgliteThread = { kind: 'ready' } | { kind: 'bytes'; data: Uint8Array } | { kind: 'failed'; message: string } | { kind: 'closed' };

const TERMINATE = 0x58; // 'X': the client hangs up; the one backend session stays.

const port = parentPort!;
const { dataDir, channels } = workerData as PgliteThreadData;
const post = (message: FromPgliteThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let database: PGlite;
try {
  // PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory, and
  // three times the seeded shop's whole database: 32 MB keeps the hot catalogue in them.
  database = new PGlite(dataDir, { postgresqlconf: ['shared_buffers = 32MB'] });
  await database.waitReady;
  for (const channel of channels) await database.exec(`LISTEN ${channel}`);
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

let pending: Buffer = Buffer.alloc(0);
// Work runs one step at a time, in the order it arrived.
let queue: Promise<void> = Promise.resolve();
const then = (step: () => Promise<void>) => {
  queue = queue.then(step).catch((error: unknown) => {
    // PGlite itself failed (not a query error, which is an answer): nothing can go on.
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
};

/** The next complete frontend message in `pending`, or null until more bytes arrive. */
function nextMessage(): Buffer | null {
  if (pending.length < 5) return null;
  // A StartupMessage has no type byte: it opens with its length, whose first byte is 0.
  const length = pending[0] === 0 ? pending.readInt32BE(0) : 1 + pending.readInt32BE(1);
  if (pending.length < length) return null;
  const message = pending.subarray(0, length);
  pending = pending.subarray(length);
  return message;
}

async function runBatch(batch: readonly Buffer[]): Promise<void> {
  if (batch.length === 0) return;
  const answer = await database.execProtocolRaw(new Uint8Array(Buffer.concat(batch)));
  if (answer.length > 0) post({ kind: 'bytes', data: answer }, [answer.buffer as ArrayBuffer]);
}

async function runPending(): Promise<void> {
  let batch: Buffer[] = [];
  for (let message = nextMessage(); message; message = nextMessage()) {
    if (message[0] === TERMINATE) continue;
    if (!message.equals(DEFERRED_BEGIN)) {
      batch.push(message);
      continue;
    }
    // The client answered this `begin` already and sent the transaction's first statement
    // with it (pglite-thread-client.ts): its answer is passed on without what the client
    // answered, unless it is an error, which is answered for that statement in its place, the
    // statement not run.
    await runBatch(batch);
    batch = [];
    const answer = await database.execProtocolRaw(new Uint8Array(DEFERRED_BEGIN));
    if (holdsError(answer)) {
      pending = Buffer.alloc(0);
      post({ kind: 'bytes', data: answer }, [answer.buffer as ArrayBuffer]);
      return;
    }
    const besides = besidesBeginAnswer(answer);
    if (besides.length > 0) post({ kind: 'bytes', data: besides });
  }
  await runBatch(batch);
}

port.on('message', (message: ToPgliteThread) => {
  switch (message.kind) {
    case 'bytes':
      pending = Buffer.concat([pending, Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength)]);
      then(runPending);
      break;
    case 'reset':
      // A new connection (the pool dropped the last after an error) starts the same backend
      // session afresh: a transaction the last left open must not hold the new one's work, and
      // its prepared statements must go, since the new connection prepares them again under
      // the same names (db/named-statements.ts). LISTEN stays.
      pending = Buffer.alloc(0);
      then(async () => {
        if (database.isInTransaction()) await database.exec('ROLLBACK');
        await database.exec('DEALLOCATE ALL');
      });
      break;
    case 'close':
      then(async () => {
        await database.close();
        post({ kind: 'closed' });
      });
      break;
  }
});

post({ kind: 'ready' });
