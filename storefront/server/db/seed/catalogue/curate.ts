/**
 * Writes the curated catalogue from the dataset and the hand-written facts, so it can be
 * checked and regenerated rather than edited by hand:
 *
 *   node --import tsx storefront/server/db/seed/catalogue/curate.ts [pc-part-dataset dir] [gpus.csv]
 *
 * parts.json: each part in ./facts found by its exact name in the dataset, its specs
 * derived by `partFromDataset` and completed from the facts, its prices from the USD
 * price (`./pricing.ts`). builds.json: ./facts/builds.ts priced from those parts. The
 * shop never reads the dataset at run time (a fresh clone may not have it): both outputs
 * are committed. Both are checked with ./validate.ts before they are written.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { isDigitalPart } from '@rigsmith/kit/domain';
import { partFromDataset, readDataset, type DatasetCategory } from './dataset';
import { factsTheDatasetLacks } from './dataset-specs';
import { buildFacts, partFacts } from './facts';
import type { BuildFact } from './facts/builds';
import type { PartFact } from './facts/types';
import { g3dMarkFor, readG3dMarks, type G3dMarks } from './g3d';
import { buildPrice, pricesFromUsd } from './pricing';
import type { Build, CatalogueEntry } from './schema';
import { catalogueFiles, checkBuilds, checkParts } from './validate';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const defaultDatasetDir = here('../../../../../../shared/data/pc-part-dataset');
const defaultG3dCsv = here('../../../../../../shared/data/pc-game-fps-dataset/gpus.csv');

type Rows = Map<DatasetCategory, unknown[]>;

async function readRows(dir: string, files: DatasetCategory[]): Promise<Rows> {
  const rows: Rows = new Map(files.map((file) => [file, []]));
  for await (const { file, row, index } of readDataset(dir, files)) rows.get(file)![index] = row;
  return rows;
}

/** Same stock and lead time on every run, without a table of them: a hash of the id. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function findRow(fact: PartFact, rows: Rows): { row: Record<string, unknown>; index: number } {
  const candidates = rows.get(fact.file) ?? [];
  const index = candidates.findIndex((row) => {
    const fields = row as Record<string, unknown> | undefined;
    if (fields?.name !== fact.source) return false;
    return Object.entries(fact.where ?? {}).every(([key, value]) => isDeepStrictEqual(fields[key], value));
  });
  if (index < 0) throw new Error(`${fact.id}: no ${fact.file} row named "${fact.source}" with ${JSON.stringify(fact.where ?? {})}`);
  return { row: candidates[index] as Record<string, unknown>, index };
}

/** Parts every build is assembled from: the workshop keeps more of them. */
const coreCategories = new Set(['cpu', 'motherboard', 'memory', 'gpu', 'storage', 'cooler', 'case', 'psu']);

/**
 * Units on the shelf when the shop opens, as a PC workshop stocks: a licence is digital
 * (no stock: `isDigitalPart`); a core part 20–79 units plus 30 for each pre-built build
 * that uses it, so the bestsellers last; anything else 8–52. Archived parts have none.
 */
function openingStock(fact: PartFact, status: string, h: number, buildUses: number): number {
  if (status === 'archived' || isDigitalPart(fact.category)) return 0;
  return coreCategories.has(fact.category) ? 20 + (h % 60) + 30 * buildUses : 8 + (h % 45);
}

/**
 * Working days for the supplier's units to arrive and ship, as a PC workshop's distributors
 * deliver (5–12), or null when they take no backorders: a part curated as sold out
 * (`offer.stock: 0`), a licence (never short), an archived part (no longer sold).
 */
function restockDays(fact: PartFact, status: string, h: number): number | null {
  if (fact.offer?.restockDays !== undefined) return fact.offer.restockDays;
  if (fact.offer?.stock === 0 || status !== 'public' || isDigitalPart(fact.category)) return null;
  return 5 + ((h >>> 16) % 8);
}

export function curatePart(fact: PartFact, rows: Rows, marks: G3dMarks, buildUses = 0): CatalogueEntry {
  const { row, index } = findRow(fact, rows);
  const mapped = partFromDataset(fact.file, row, index);
  if (!mapped) throw new Error(`${fact.id}: the dataset row cannot be mapped to a part`);
  // Lighting comes from accessory rows: none of the derived specs apply.
  const derived = mapped.part.category === fact.category ? mapped.part.specs : {};
  const specs: Record<string, unknown> = { ...derived, ...fact.specs };
  if (fact.category === 'gpu') {
    const mark = g3dMarkFor(String(specs.chipset), Number(specs.memoryGb), marks);
    if (mark === null) throw new Error(`${fact.id}: no G3D Mark for ${String(specs.chipset)}`);
    specs.g3dMark = mark;
  }
  const missing = (factsTheDatasetLacks[fact.category] as readonly string[]).filter((key) => !(key in fact.specs) && key !== 'g3dMark');
  if (missing.length > 0) throw new Error(`${fact.id}: the facts must give ${missing.join(', ')}`);
  const usd = fact.usd ?? mapped.usdPrice;
  if (usd === null) throw new Error(`${fact.id}: the dataset has no price; give a street price (usd)`);
  const h = hash(fact.id);
  const status = fact.offer?.status ?? 'public';
  return {
    id: fact.id,
    category: fact.category,
    name: fact.name ?? mapped.part.name,
    brand: fact.brand ?? mapped.part.brand,
    specs,
    offer: {
      prices: pricesFromUsd(usd),
      stock: fact.offer?.stock ?? openingStock(fact, status, h, buildUses),
      leadTimeDays: fact.offer?.leadTimeDays ?? 1 + ((h >>> 8) % 5),
      restockDays: restockDays(fact, status, h),
      status,
    },
    source: { dataset: 'pc-part-dataset', name: fact.source },
  } as CatalogueEntry;
}

export function priceBuild(fact: BuildFact, parts: ReadonlyMap<string, CatalogueEntry>): Build {
  const lines = fact.components.map(([partId, amount = 1]) => {
    const part = parts.get(partId);
    if (!part) throw new Error(`${fact.reference}: unknown part ${partId}`);
    return { partId, amount, prices: part.offer.prices };
  });
  return {
    reference: fact.reference,
    name: fact.name,
    model: fact.model,
    category: fact.category,
    components: lines.map(({ partId, amount }) => ({ partId, amount })),
    prices: buildPrice(lines),
    discount: fact.discount ?? null,
    bestsellerRank: fact.bestsellerRank,
  };
}

async function main(): Promise<void> {
  const [datasetDir = defaultDatasetDir, g3dCsv = defaultG3dCsv] = process.argv.slice(2);
  const files = [...new Set(partFacts.map((fact) => fact.file))];
  const [rows, marks] = await Promise.all([readRows(datasetDir, files), readG3dMarks(g3dCsv)]);
  const buildUses = new Map<string, number>();
  for (const build of buildFacts) for (const [partId] of build.components) buildUses.set(partId, (buildUses.get(partId) ?? 0) + 1);
  const parts = partFacts.map((fact) => curatePart(fact, rows, marks, buildUses.get(fact.id) ?? 0));
  const byId = new Map(parts.map((part) => [part.id, part]));
  const builds = buildFacts.map((fact) => priceBuild(fact, byId));

  // The other files are hand-written: `validate.ts` checks them with these.
  const problems = [...checkParts(parts).problems, ...checkBuilds(builds, parts).problems];
  if (problems.length > 0) {
    console.error(`Not written: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(catalogueFiles.parts, json(parts));
  await writeFile(catalogueFiles.builds, json(builds));
  console.log(`Wrote ${parts.length} parts and ${builds.length} builds.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
