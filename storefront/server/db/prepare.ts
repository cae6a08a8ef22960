/**
 * Migrates and seeds an embedded (PGlite) database in a short-lived process of its own, then
 * exits: seeding grows PGlite's WASM heap by hundreds of megabytes, and a WASM heap never
 * shrinks, so the server opens the prepared database afterwards with a heap that stays small.
 *
 *   node storefront/dist/node/prepare.js <dataDir> <key>   (bundled; main.ts runs it)
 *
 * Writes the seed report as one JSON line on stdout, then the key into the data directory's
 * stamp (prepare-embedded.ts), so the next start knows the database is ready.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from './client';
import { preparedStampName } from './prepare-embedded';
import { migrateDatabase } from './migrate';
import { seedDatabase, seededRows } from './seed';
import { refreshPlannerStatistics } from './statistics';

const [dataDir, key] = process.argv.slice(2);
if (!dataDir || !key) {
  console.error('usage: prepare <PGlite data directory> <preparation key>');
  process.exit(2);
}
const database = createDatabase({ dataDir });
try {
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db);
  // A database an older version seeded has never had its statistics gathered (the seed
  // gathers them only when it writes); a new version's migrations may have changed tables.
  if (seededRows(seeded) === 0) await refreshPlannerStatistics(database.db);
  process.stdout.write(`${JSON.stringify(seeded)}\n`);
} finally {
  await database.close();
}
writeFileSync(join(dataDir, preparedStampName), `${key}\n`);
