/**
 * How fast the compatibility engine (kit/src/domain/compat) is, as ratios
 * against baselines measured in the same run — no absolute thresholds:
 *
 * 1. a full-build check (`checkCompatibility` on each of the 25 pre-built builds) against
 *    serialising the same build with `JSON.stringify` (what saving a draft costs anyway);
 * 2. "only compatible" over a whole category of the full catalogue (the curated parts plus
 *    every part `npm run db:import-parts` imports, mapped by the importer's own
 *    `partFromDataset`, no database) against the plain category list, both for the
 *    prepared `compatibilityFilter` and for the naive way (the whole build checked again
 *    for every part, `compatibilityFilterByFullCheck`).
 *
 * See bench/README.md.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPartsOf, checkCompatibility, compatibilityFilter, type BuildParts, type BuildSlot, type Part } from '@rigsmith/kit/domain';
import { compatibilityFilterByFullCheck } from '../kit/src/domain/compat/engine';
import { catalogueSeedDir } from '../storefront/server/paths';
import { partFromDataset, readDataset } from '../storefront/server/db/seed/catalogue/dataset';

export type CompatBenchOptions = {
  datasetDir: string;
  iterations: number;
  warmup: number;
  log?: (line: string) => void;
};

export type Timing = { median: number; p95: number; runs: number };

/** A part as a listing sees it: live (public, priced) or not. */
type Listed = { part: Part; live: boolean };

export type CheckResult = { builds: number; check: Timing; baseline: Timing };
export type FilterResult = {
  slot: BuildSlot;
  /** Parts of the category in the whole catalogue, live ones, and live ones that fit. */
  total: number;
  live: number;
  compatible: number;
  plain: Timing;
  prepared: Timing;
  naive: Timing;
};
export type CompatBenchResult = {
  parts: number;
  loadSeconds: number;
  reference: string;
  checks: CheckResult;
  filters: FilterResult[];
  naiveIterations: number;
};

/** The categories the customiser steps through, filtered against the reference build. */
export const filteredSlots: readonly BuildSlot[] = ['cpu', 'motherboard', 'memory', 'gpu', 'storage', 'cooler', 'case', 'psu', 'case-fan', 'monitor'];
/** The build whose other parts constrain each category: a mid-range AM5 build with a 5070. */
export const referenceBuild = 'RS-VANGUARD-5070';

function quantile(sorted: readonly number[], q: number): number {
  const rank = q * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Median and p95 of one op in ms: each sample times `batch` calls and divides. */
function measure(op: () => unknown, iterations: number, warmup: number, batch = 1): Timing {
  let sink = 0;
  for (let i = 0; i < warmup * batch; i += 1) sink += op() ? 1 : 0;
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    for (let call = 0; call < batch; call += 1) sink += op() ? 1 : 0;
    times.push((performance.now() - started) / batch);
  }
  if (sink < 0) console.log(sink); // keeps the results alive for the optimiser
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs: iterations };
}

type CatalogueEntry = Part & { offer: { status: string; stock: number } };
type BuildEntry = { reference: string; components: { partId: string; amount: number }[] };

/** The curated catalogue and every dataset part the importer would write, by category. */
async function loadCatalogue(datasetDir: string): Promise<{ byCategory: Map<BuildSlot, Listed[]>; curated: Map<string, Part>; count: number }> {
  const entries = JSON.parse(await readFile(join(catalogueSeedDir, 'parts.json'), 'utf8')) as CatalogueEntry[];
  const curated = new Map<string, Part>();
  const byCategory = new Map<BuildSlot, Listed[]>();
  const add = (part: Part, live: boolean) => {
    let list = byCategory.get(part.category);
    if (!list) byCategory.set(part.category, (list = []));
    list.push({ part, live });
  };
  for (const { id, category, name, brand, specs, offer } of entries) {
    const part = { id, category, name, brand, specs } as Part;
    curated.set(id, part);
    add(part, offer.status === 'public');
  }
  let count = entries.length;
  for await (const { file, row, index } of readDataset(datasetDir)) {
    const mapped = partFromDataset(file, row, index);
    if (!mapped) continue;
    // As the importer: a part without a price is archived, not listed.
    add(mapped.part, mapped.usdPrice !== null && mapped.usdPrice > 0);
    count += 1;
  }
  return { byCategory, curated, count };
}

export async function runCompatBench(options: CompatBenchOptions): Promise<CompatBenchResult> {
  const log = options.log ?? (() => {});
  const { iterations, warmup } = options;
  log('compat: loading the curated catalogue and the dataset…');
  const started = performance.now();
  const { byCategory, curated, count } = await loadCatalogue(options.datasetDir);
  const loadSeconds = (performance.now() - started) / 1000;

  const buildEntries = JSON.parse(await readFile(join(catalogueSeedDir, 'builds.json'), 'utf8')) as BuildEntry[];
  const builds = buildEntries.map(({ reference, components }) => ({
    reference,
    build: buildPartsOf(components.map(({ partId, amount }) => ({ part: curated.get(partId)!, amount }))).build,
  }));

  log(`compat: full-build checks on ${builds.length} builds`);
  let next = 0;
  const nextBuild = () => builds[(next = (next + 1) % builds.length)]!.build;
  const batch = builds.length * 40;
  const checks: CheckResult = {
    builds: builds.length,
    baseline: measure(() => JSON.stringify(nextBuild()).length, iterations, warmup, batch),
    check: measure(() => checkCompatibility(nextBuild()).length, iterations, warmup, batch),
  };

  const reference: BuildParts = builds.find((entry) => entry.reference === referenceBuild)!.build;
  // The naive way checks the whole build for every part: fewer rounds, or it takes minutes.
  const naiveIterations = Math.max(5, Math.min(iterations, 20));
  const filters: FilterResult[] = [];
  for (const slot of filteredSlots) {
    const list = byCategory.get(slot) ?? [];
    log(`compat: "only compatible" ${slot} (${list.length} parts)`);
    const plainList = () => list.filter((entry) => entry.live);
    const prepared = () => {
      const fits = compatibilityFilter(reference, slot);
      return list.filter((entry) => entry.live && fits(entry.part));
    };
    const naive = () => {
      const fits = compatibilityFilterByFullCheck(reference, slot);
      return list.filter((entry) => entry.live && fits(entry.part));
    };
    // The two ways must agree, or the comparison means nothing.
    const fast = prepared();
    const slow = naive();
    if (fast.length !== slow.length || fast.some((entry, index) => entry !== slow[index])) {
      throw new Error(`compatibilityFilter and the full check disagree on ${slot}`);
    }
    filters.push({
      slot,
      total: list.length,
      live: plainList().length,
      compatible: fast.length,
      plain: measure(plainList, iterations, warmup),
      prepared: measure(prepared, iterations, warmup),
      naive: measure(naive, naiveIterations, Math.min(warmup, 3)),
    });
  }
  return { parts: count, loadSeconds, reference: referenceBuild, checks, filters, naiveIterations };
}

const us = (ms: number) => (ms * 1000).toFixed(2);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The results as Markdown tables (what bench/README.md keeps). */
export function formatCompatResults(result: CompatBenchResult, options: Pick<CompatBenchOptions, 'iterations' | 'warmup'>): string {
  const { checks } = result;
  const lines = [
    `${result.parts} parts (curated + dataset) loaded in ${result.loadSeconds.toFixed(1)} s. ` +
      `${options.iterations} timed samples after ${options.warmup} warm-up ones; times in µs (median / p95).`,
    '',
    `Full-build check, over the ${checks.builds} pre-built builds (each sample ${checks.builds * 40} checks):`,
    '',
    '| op | median µs | p95 µs | ratio median |',
    '|---|---:|---:|---:|',
    `| baseline: \`JSON.stringify(build)\` | ${us(checks.baseline.median)} | ${us(checks.baseline.p95)} | 1.00× |`,
    `| \`checkCompatibility(build)\` | ${us(checks.check.median)} | ${us(checks.check.p95)} | ${ratio(checks.check.median, checks.baseline.median)} |`,
    '',
    `"Only compatible" over each whole category, against ${result.reference} (the slot replaced); ` +
      `baseline = the plain list of live parts; naive = whole build checked per part (${result.naiveIterations} samples):`,
    '',
    '| category | parts (live → compatible) | plain median µs | prepared median µs | prepared p95 µs | naive median µs | prepared ÷ plain | naive ÷ plain | naive ÷ prepared |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const filter of result.filters) {
    lines.push(
      `| ${filter.slot} | ${filter.total} (${filter.live} → ${filter.compatible}) | ${us(filter.plain.median)} | ${us(filter.prepared.median)} | ` +
        `${us(filter.prepared.p95)} | ${us(filter.naive.median)} | ${ratio(filter.prepared.median, filter.plain.median)} | ` +
        `${ratio(filter.naive.median, filter.plain.median)} | ${ratio(filter.naive.median, filter.prepared.median)} |`,
    );
  }
  return lines.join('\n');
}
