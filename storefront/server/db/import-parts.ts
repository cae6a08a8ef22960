/**
 * Imports the whole pc-part-dataset (~64,000 parts) into the configured database, for
 * browsing at scale and for benchmarks; the shop's curated range comes from the seed.
 *
 *   npm run db:import-parts -- [dataset dir] [--gpus path/to/gpus.csv]
 *
 * The database is the server's: DATABASE_URL, else the PGlite data directory DATA_DIR
 * (<repo>/.data/pglite by default); it is migrated and seeded first. The dataset dir
 * defaults to ../shared/data/pc-part-dataset beside the repository.
 *
 * Each row goes through `partFromDataset` (db/seed/catalogue/dataset.ts); rows it cannot
 * express are skipped. Part ids are `ds-<file>-<line>`.
 * - Facts: what the row states and what follows from it; the curated facts
 *   (db/seed/catalogue/facts) of the same product override them; the rest stay null
 *   (unknown is not zero). The run ends with a table, per category, of how many imported
 *   parts every compatibility rule can check (`./seed/catalogue/imported.ts`); the others are
 *   unverified: never "compatible", never in a pre-built build.
 * - Prices: USD → pounds and euros incl. VAT by the seed's `pricesFromUsd` (×0.79, ×0.93,
 *   ending .99). A row without a price is imported as status 'archived' (not for sale).
 * - Stock: the dataset has none, and the shop does not invent any: imported parts have
 *   stock 0 and are ordered from the distributor on demand (IMPORTED_LEAD_TIME_DAYS).
 * - Graphics cards get their G3D Mark from the FPS dataset's gpus.csv when it is found
 *   (beside the part dataset, or --gpus), else 0.
 * Batched: BATCH_SIZE parts per transaction. Idempotent: a re-run replaces every `ds-*`
 * part (same product ids, so carts stay valid) and deletes those the dataset no longer has.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GpuSpecs } from '@rigsmith/kit/domain';
import { and, eq, inArray, like, lt, notExists, sql } from 'drizzle-orm';
import { refreshBuildFigures } from '../services/build-figures';
import { upsertParts, type PartOfferInput } from '../services/part-offers';
import { defaultDataDir, defaultPartDatasetDir } from '../paths';
import { createDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { buildComponents, parts, products } from './schema';
import { seedDatabase } from './seed';
import { refreshPlannerStatistics } from './statistics';
import { partFromDataset, readDataset, type DatasetCategory } from './seed/catalogue/dataset';
import { g3dMarkFor, readG3dMarks, type G3dMarks } from './seed/catalogue/g3d';
import { checkableTable, countCheckable, curatedFactsByRow, withCuratedFacts, type CheckableTally } from './seed/catalogue/imported';
import { pricesFromUsd } from './seed/catalogue/pricing';

/** Parts written per transaction. */
export const BATCH_SIZE = 1000;
/** Working days to get an imported part from the distributor. */
export const IMPORTED_LEAD_TIME_DAYS = 7;
/** Prefix of the ids of imported parts (partFromDataset). */
export const IMPORTED_PREFIX = 'ds-';

export type ImportReport = {
  /** Parts written (new or replaced). */
  imported: number;
  /** Of those, without a price: status 'archived'. */
  archived: number;
  /** Dataset rows partFromDataset could not express. */
  skipped: number;
  /** ds-* parts of an earlier import the dataset no longer has, deleted. */
  removed: number;
  /** Per category, parts written and those every compatibility rule can check. */
  checkable: CheckableTally;
};

export type ImportOptions = {
  /** gpus.csv of the FPS dataset, for graphics cards' G3D Mark; skipped when missing. */
  gpusCsv?: string;
  files?: readonly DatasetCategory[];
  batchSize?: number;
  onProgress?: (report: ImportReport) => void;
};

function offerFromDataset(part: PartOfferInput['part'], usdPrice: number | null, marks: G3dMarks | null): PartOfferInput {
  if (part.category === 'gpu' && marks) {
    const specs = part.specs as GpuSpecs;
    specs.g3dMark = g3dMarkFor(specs.chipset, specs.memoryGb, marks) ?? specs.g3dMark;
  }
  const priced = usdPrice !== null && usdPrice > 0;
  return {
    part,
    status: priced ? 'public' : 'archived',
    prices: priced ? pricesFromUsd(usdPrice) : null,
    stock: 0,
    leadTimeDays: IMPORTED_LEAD_TIME_DAYS,
    // The dataset says nothing of suppliers: no backorders until staff give a restock time.
    restockDays: null,
    position: null,
    source: { dataset: 'docyx/pc-part-dataset', usdPrice },
  };
}

/** Reads the dataset in `dir` and writes every part it can express, BATCH_SIZE per transaction. */
export async function importDatasetParts(db: Database, dir: string, options: ImportOptions = {}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const gpusCsv = options.gpusCsv ?? join(dirname(resolve(dir)), 'pc-game-fps-dataset', 'gpus.csv');
  const marks = existsSync(gpusCsv) ? await readG3dMarks(gpusCsv) : null;
  // Every part of this run is stamped with the run's start; older ds-* parts are stale.
  const runStartedAt = new Date();
  const report: ImportReport = { imported: 0, archived: 0, skipped: 0, removed: 0, checkable: {} };
  const curated = curatedFactsByRow();

  let batch = new Map<string, PartOfferInput>();
  const flush = async () => {
    if (batch.size === 0) return;
    const inputs = [...batch.values()];
    batch = new Map();
    await db.transaction(async (tx) => {
      await upsertParts(tx, inputs, runStartedAt);
    });
    report.imported += inputs.length;
    report.archived += inputs.filter((input) => input.status === 'archived').length;
    options.onProgress?.(report);
  };

  for await (const { file, row, index } of readDataset(dir, options.files)) {
    const mapped = partFromDataset(file, row, index);
    if (!mapped) {
      report.skipped += 1;
      continue;
    }
    const part = withCuratedFacts(mapped.part, file, row, curated);
    countCheckable(report.checkable, part);
    // A later row with the same id replaces the earlier (ids are per line, so only on a bad file).
    batch.set(part.id, offerFromDataset(part, mapped.usdPrice, marks));
    if (batch.size >= batchSize) await flush();
  }
  await flush();

  // ds-* parts this run did not write are gone from the dataset: delete them, except any
  // a build uses (a staff-made build might), which stay as they were.
  const stale = db
    .select({ id: parts.productId })
    .from(parts)
    .innerJoin(products, eq(products.id, parts.productId))
    .where(
      and(
        like(parts.partId, `${IMPORTED_PREFIX}%`),
        lt(products.updatedAt, runStartedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(buildComponents)
            .where(eq(buildComponents.partId, parts.productId)),
        ),
      ),
    );
  const removed = await db.delete(products).where(inArray(products.id, stale)).returning({ id: products.id });
  report.removed = removed.length;

  // Builds using an imported part (none of the curated ones do) get fresh figures.
  const affected = await db
    .selectDistinct({ id: buildComponents.buildId })
    .from(buildComponents)
    .innerJoin(parts, eq(parts.productId, buildComponents.partId))
    .where(like(parts.partId, `${IMPORTED_PREFIX}%`));
  if (affected.length > 0) await refreshBuildFigures(db, { buildIds: affected.map((row) => row.id) });
  await refreshPlannerStatistics(db);
  return report;
}

async function main(argv: readonly string[]) {
  const gpusFlag = argv.indexOf('--gpus');
  const gpusCsv = gpusFlag >= 0 ? argv[gpusFlag + 1] : undefined;
  const dir = resolve(argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--gpus') ?? defaultPartDatasetDir);
  if (!existsSync(dir)) throw new Error(`No dataset at ${dir}: pass the pc-part-dataset folder.`);

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || defaultDataDir;
  const database = createDatabase({ url: databaseUrl, dataDir });
  try {
    console.log(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite at ${dataDir}`);
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const started = performance.now();
    const report = await importDatasetParts(database.db, dir, {
      gpusCsv,
      onProgress: (progress) => process.stdout.write(`\r${progress.imported} parts written…`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\rImported ${report.imported} parts from ${dir} in ${seconds} s ` +
        `(${report.archived} without a price, archived; ${report.skipped} rows skipped; ${report.removed} stale parts removed).`,
    );
    console.log(`\nImported parts the compatibility rules can fully check:\n\n${checkableTable(report.checkable)}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
