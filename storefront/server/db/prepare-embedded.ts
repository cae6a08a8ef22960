import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint } from '../../build/fingerprint.mjs';
import { repoRoot } from '../paths';
import type { SeedReport } from './seed';

/**
 * An embedded database on disk is migrated and seeded by db/prepare.ts in a child process, so
 * the server's own PGlite never grows the WASM heap seeding needs (it never shrinks). Once
 * prepared, a stamp in the data directory records what from: while the migrations and seed
 * files are unchanged a restart skips the child (re-running the seed takes seconds).
 */

/** Inside PGlite's data directory, so a deleted database takes its stamp with it. */
export const preparedStampName = 'rigsmith-prepared';

const preparationInputs = [
  'storefront/server/db/migrations',
  'storefront/server/db/seed',
  'storefront/server/db/seed.ts',
  'storefront/server/db/schema',
];

/** A stat fingerprint of what migrating and seeding read. */
export function preparationKey(root = repoRoot): string {
  return sourceFingerprint(root, preparationInputs);
}

export function isPrepared(dataDir: string, key = preparationKey()): boolean {
  const stamp = join(dataDir, preparedStampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === key;
}

/** db/prepare.ts beside this module when run from source, the bundle's prepare.js beside main.js when bundled. */
function prepareScript(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? './prepare.ts' : './prepare.js', import.meta.url));
}

/** Prepares the database at dataDir unless its stamp is current; resolves with what was seeded, or undefined when skipped. */
export async function prepareEmbeddedDatabase(dataDir: string): Promise<SeedReport | undefined> {
  const key = preparationKey();
  if (isPrepared(dataDir, key)) return undefined;
  // The parent's flags carry over (tsx's loader when run from source).
  const child = spawn(process.execPath, [...process.execArgv, prepareScript(), dataDir, key], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code})`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as SeedReport;
}
