/**
 * Parts imported wholesale from pc-part-dataset: the curated facts laid over the rows they
 * describe, and how many of the imported parts the compatibility rules can fully check
 * (SPEC §8: a part missing a fact a rule reads is unverified, kept out of "only compatible"
 * and of pre-built builds). The import prints the tally; so does this file on its own,
 * without a database:
 *
 *   node --import tsx storefront/server/db/seed/catalogue/imported.ts [pc-part-dataset dir]
 */
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { isFullyCheckable, partCategories, type Part, type PartCategory } from '@rigsmith/kit/domain';
import { partFromDataset, readDataset, type DatasetCategory } from './dataset';
import { partFacts } from './facts';
import type { PartFact } from './facts/types';

const key = (file: DatasetCategory, name: string) => `${file}\u0000${name}`;

/** The curated facts by dataset file and row name, for `withCuratedFacts`. */
export function curatedFactsByRow(facts: readonly PartFact[] = partFacts): ReadonlyMap<string, readonly PartFact[]> {
  const index = new Map<string, PartFact[]>();
  for (const fact of facts) {
    const list = index.get(key(fact.file, fact.source)) ?? [];
    list.push(fact);
    index.set(key(fact.file, fact.source), list);
  }
  return index;
}

/**
 * The imported part with the curated facts of the same product laid over what the row
 * gives (the curated facts win: they come from the maker's page). A row matches a fact by
 * its name and the fact's `where` fields, as `curate.ts` finds the curated rows. Facts of
 * another category (lighting curated from accessory rows) do not apply.
 */
export function withCuratedFacts(part: Part, file: DatasetCategory, row: unknown, index: ReadonlyMap<string, readonly PartFact[]>): Part {
  const fields = row as Record<string, unknown>;
  const fact = index
    .get(key(file, String(fields.name)))
    ?.find(
      (candidate) =>
        candidate.category === part.category &&
        Object.entries(candidate.where ?? {}).every(([field, value]) => isDeepStrictEqual(fields[field], value)),
    );
  return fact ? ({ ...part, specs: { ...part.specs, ...fact.specs } } as Part) : part;
}

/** Per category: parts imported, and of those the ones every rule can judge. */
export type CheckableTally = Partial<Record<PartCategory, { parts: number; checkable: number }>>;

export function countCheckable(tally: CheckableTally, part: Part): void {
  const entry = (tally[part.category] ??= { parts: 0, checkable: 0 });
  entry.parts += 1;
  if (isFullyCheckable(part)) entry.checkable += 1;
}

/** The tally as a Markdown table, categories in the shop's order, with a total line. */
export function checkableTable(tally: CheckableTally): string {
  const lines = ['| category | imported | fully checkable | share |', '| --- | ---: | ---: | ---: |'];
  const share = (checkable: number, parts: number) => `${parts === 0 ? 0 : Math.round((checkable / parts) * 100)} %`;
  let parts = 0;
  let checkable = 0;
  for (const category of partCategories) {
    const entry = tally[category];
    if (!entry) continue;
    parts += entry.parts;
    checkable += entry.checkable;
    lines.push(`| ${category} | ${entry.parts} | ${entry.checkable} | ${share(entry.checkable, entry.parts)} |`);
  }
  lines.push(`| all | ${parts} | ${checkable} | ${share(checkable, parts)} |`);
  return lines.join('\n');
}

/** The tally over a dataset directory, the way the import maps each row, without a database. */
export async function checkableInDataset(dir: string, files?: readonly DatasetCategory[]): Promise<CheckableTally> {
  const index = curatedFactsByRow();
  const tally: CheckableTally = {};
  for await (const { file, row, index: line } of readDataset(dir, files)) {
    const mapped = partFromDataset(file, row, line);
    if (mapped) countCheckable(tally, withCuratedFacts(mapped.part, file, row, index));
  }
  return tally;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../../../../../../shared/data/pc-part-dataset', import.meta.url));
  console.log(checkableTable(await checkableInDataset(dir)));
}
