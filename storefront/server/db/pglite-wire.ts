/**
 * PostgreSQL wire-protocol bytes both sides of the embedded database's thread agree on
 * (db/pglite-thread-client.ts, db/pglite-thread.ts). Its own module: the thread's module
 * runs PGlite when loaded, so the main thread must not import it.
 */

/** One protocol message: its type byte, its length (itself included), its body. */
function message(type: string, body: string): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

/**
 * Drizzle's `begin` for a transaction without options, a simple Query as node-postgres writes
 * it. The client answers it at once and sends it with the transaction's first statement,
 * where the thread runs it on its own.
 */
export const DEFERRED_BEGIN = message('Q', 'begin\0');

/** What PostgreSQL answers that `begin`: CommandComplete "BEGIN", then ReadyForQuery in a transaction ('T'). */
export const BEGIN_ANSWER = Buffer.concat([message('C', 'BEGIN\0'), message('Z', 'T')]);

/** A run of backend messages, each as its type byte and its whole bytes. */
function* messagesOf(answer: Uint8Array): Generator<{ type: number; bytes: Buffer }> {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let at = 0; at + 5 <= view.length;) {
    const end = at + 1 + view.readInt32BE(at + 1);
    yield { type: view[at]!, bytes: view.subarray(at, end) };
    at = end;
  }
}

const ERROR_RESPONSE = 0x45; // 'E'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'

/** Whether a run of backend messages holds an ErrorResponse. */
export function holdsError(answer: Uint8Array): boolean {
  for (const { type } of messagesOf(answer)) if (type === ERROR_RESPONSE) return true;
  return false;
}

/**
 * A deferred `begin`'s answer less what the client answered already (its CommandComplete and
 * ReadyForQuery): anything else PGlite said with it (a notice) still reaches the client.
 */
export function besidesBeginAnswer(answer: Uint8Array): Buffer {
  const kept: Buffer[] = [];
  for (const { type, bytes } of messagesOf(answer)) if (type !== COMMAND_COMPLETE && type !== READY_FOR_QUERY) kept.push(bytes);
  return Buffer.concat(kept);
}
