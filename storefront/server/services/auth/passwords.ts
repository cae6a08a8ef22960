import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createFairQueue } from './hash-queue';

/**
 * Password hashing ("Passwords"): scrypt at the OWASP ASVS 5.0 parameters
 * (N=2^17, r=8, p=1). `crypto.scrypt` runs on libuv's thread pool, so a hash (240–700 ms on
 * these cores) never blocks the event loop for other requests; a fair queue (hash-queue.ts)
 * caps how many run at once, because each one holds 128 × N × r bytes (128 MiB) of memory,
 * and takes the clients waiting in turn, so one address's flood cannot starve the others.
 *
 * Hashes are stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so verifying
 * reads the cost from the hash itself and old hashes keep working if the cost is raised.
 */

export type ScryptCost = {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
};

/** OWASP ASVS 5.0 / OWASP Password Storage Cheat Sheet minimum for scrypt. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Node's default `maxmem` is 32 MiB; N=2^17, r=8 needs 128 MiB, so allow twice that. */
const MAX_MEMORY = 256 * 1024 * 1024;
/**
 * One hash at a time per process, each holding 128 MiB. The server runs a process per core
 * (ARCHITECTURE "Scale"), and scrypt is memory-bound: two side by side took 2.2 s each
 * where one alone took 0.7 s (bench/security.bench.ts), so a second slot only made an
 * honest sign-in that got it wait longer than queueing for the first.
 */
const MAX_CONCURRENT_HASHES = 1;

/** Parses the encoded form; null when it is not one of ours (then verification fails). */
function parseHash(encoded: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const hash = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || hash.length === 0) return null;
  return { cost: { N, r, p }, salt, hash };
}

/**
 * Who a hash is run for, for the fair queue: the client's address for sign-ins and
 * password changes, this name for the shop's own work (dummy hashes, tests).
 */
export const SHOP_ITSELF = 'shop';

/** Each address may have this many checks waiting; a flood beyond it is refused, not queued. */
export const MAX_WAITING_HASHES_PER_CLIENT = 4;

const hashQueue = createFairQueue({
  concurrency: MAX_CONCURRENT_HASHES,
  maxWaitingPerOwner: MAX_WAITING_HASHES_PER_CLIENT,
  uncappedOwner: SHOP_ITSELF,
});

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number, client: string): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return hashQueue.run(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hashes a password with a fresh salt; `cost` defaults to the OWASP parameters. */
export async function hashPassword(password: string, cost: Partial<ScryptCost> = {}, client = SHOP_ITSELF): Promise<string> {
  const full = { ...DEFAULT_SCRYPT_COST, ...cost };
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, full, KEY_LENGTH, client);
  return ['scrypt', full.N, full.r, full.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `encoded`, compared in constant time; false for a malformed
 * hash. Rejects with HashQueueFull when `client` already has too many checks waiting.
 */
export async function verifyPassword(password: string, encoded: string, client = SHOP_ITSELF): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost, parsed.hash.length, client);
  return timingSafeEqual(candidate, parsed.hash);
}

/** The cost a stored hash was made with (null if it is not a scrypt hash of ours). */
export function hashCost(encoded: string): ScryptCost | null {
  return parseHash(encoded)?.cost ?? null;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of a random password at the given cost, made once per cost. Login verifies an
 * unknown email's password against it, so "no such account" takes as long as "wrong
 * password" and the answer's timing does not reveal which emails are registered.
 */
export function dummyHash(cost: Partial<ScryptCost> = {}): Promise<string> {
  const full = { ...DEFAULT_SCRYPT_COST, ...cost };
  const key = `${full.N}:${full.r}:${full.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), full);
    dummyHashes.set(key, hash);
    hash.catch(() => dummyHashes.delete(key));
  }
  return hash;
}
