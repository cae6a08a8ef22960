/**
 * Reads pc-part-dataset (docyx/pc-part-dataset, MIT licence: PCPartPicker listings of July
 * 2025, one JSON object a line) and maps each row to the shop's `Part`. Pure apart from
 * `readDataset`; the wholesale import command and `curate.ts` both build on it.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Part } from '@rigsmith/kit/domain';
import { num, str, type Row } from './dataset-row';
import { specsFromRow } from './dataset-specs';

/** The dataset's files, without `.jsonl`. */
export const datasetCategories = [
  'case-accessory',
  'case-fan',
  'case',
  'cpu-cooler',
  'cpu',
  'fan-controller',
  'headphones',
  'internal-hard-drive',
  'keyboard',
  'memory',
  'monitor',
  'motherboard',
  'mouse',
  'optical-drive',
  'os',
  'power-supply',
  'speakers',
  'thermal-paste',
  'video-card',
  'webcam',
] as const;
export type DatasetCategory = (typeof datasetCategories)[number];

/** The shop's category for each dataset file; peripherals and odds and ends are accessories. */
export const datasetPartCategory = {
  'case-accessory': 'accessory',
  'case-fan': 'case-fan',
  case: 'case',
  'cpu-cooler': 'cooler',
  cpu: 'cpu',
  'fan-controller': 'accessory',
  headphones: 'accessory',
  'internal-hard-drive': 'storage',
  keyboard: 'accessory',
  memory: 'memory',
  monitor: 'monitor',
  motherboard: 'motherboard',
  mouse: 'accessory',
  'optical-drive': 'optical-drive',
  os: 'os',
  'power-supply': 'psu',
  speakers: 'accessory',
  'thermal-paste': 'accessory',
  'video-card': 'gpu',
  webcam: 'accessory',
} as const satisfies Record<DatasetCategory, Part['category']>;

/** Brands of more than one word, so "Cooler Master Hyper 212" is by Cooler Master, not Cooler. */
const multiWordBrands = [
  'be quiet!',
  'Cooler Master',
  'Creative Labs',
  'Fractal Design',
  'Lian Li',
  'Silicon Power',
  'Super Flower',
  'Thermal Grizzly',
  'Arctic Silver',
  'Western Digital',
];

export function brandOf(name: string): string {
  const multi = multiWordBrands.find((brand) => name.toLowerCase().startsWith(`${brand.toLowerCase()} `));
  return multi ?? name.split(/\s+/)[0] ?? name;
}

/**
 * Many rows share a name that leaves out what tells them apart (a "Sapphire PULSE" of
 * every Radeon, a "Samsung 990 Pro" of every size): add that, so a listing reads alone.
 */
export function displayName(file: DatasetCategory, row: Row, name: string): string {
  const has = (text: string) => name.toLowerCase().replace(/\s+/g, '').includes(text.toLowerCase().replace(/\s+/g, ''));
  switch (file) {
    case 'video-card': {
      const chipset = str(row, 'chipset');
      const model = chipset?.replace(/^(GeForce|Radeon)\s+/i, '').replace(/\s+(LHR|\d+\s?GB)$/gi, '');
      return chipset && model && !has(model) ? `${name} ${chipset}` : name;
    }
    case 'internal-hard-drive': {
      const capacity = num(row, 'capacity');
      if (capacity === null) return name;
      return `${name} ${capacity >= 1000 ? `${Math.round(capacity / 100) / 10} TB` : `${capacity} GB`}`;
    }
    case 'memory': {
      const speed = row.speed;
      const cas = num(row, 'cas_latency');
      if (!Array.isArray(speed)) return name;
      return `${name} DDR${speed[0]}-${speed[1]}${cas ? ` CL${cas}` : ''}`;
    }
    case 'power-supply': {
      const wattage = num(row, 'wattage');
      return wattage && !has(String(wattage)) ? `${name} ${wattage} W` : name;
    }
    case 'thermal-paste': {
      const amount = num(row, 'amount');
      return amount ? `${name} (${amount} g)` : name;
    }
    case 'cpu-cooler':
    case 'case-fan': {
      const size = num(row, 'size');
      return size && !has(String(size)) ? `${name} ${size} mm` : name;
    }
    default:
      return name;
  }
}

/**
 * One dataset row as a `Part`, with its USD price (often null in the dataset).
 *
 * `id` is `ds-<file>-<index>` (the zero-based line in the file), stable for one edition
 * of the dataset. Specs hold what the row gives plus safe derivations (see
 * `./dataset-specs.ts` for each category); facts the dataset cannot know take neutral
 * values: 0 for counts, sizes and watts, [] for lists, false for flags, null for
 * nullable facts, '' for unknown text. Those fields are listed per category in
 * `factsTheDatasetLacks`: a part imported wholesale is for browsing, and the
 * compatibility rules cannot vouch for it until someone fills them in.
 * `gpu.specs.g3dMark` is 0 too: fill it with `g3dMarkFor` from `./g3d.ts`.
 *
 * Returns null for a row without a name, and for a part the shop's types cannot express
 * (a CPU or board of an older socket, DDR3 memory, a 92 mm fan, a TFX power supply...).
 */
export function partFromDataset(file: DatasetCategory, row: unknown, index: number): { part: Part; usdPrice: number | null } | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  const fields = row as Row;
  const name = str(fields, 'name');
  if (!name) return null;
  const specs = specsFromRow[file](fields, name);
  if (!specs) return null;
  // The category and its specs come from the same file, so they always agree.
  const part = {
    id: `ds-${file}-${index}`,
    category: datasetPartCategory[file],
    name: displayName(file, fields, name),
    brand: brandOf(name),
    specs,
  } as Part;
  return { part, usdPrice: num(fields, 'price') };
}

/** Every row of the dataset, file by file and line by line, without loading a file whole. */
export async function* readDataset(
  dir: string,
  files: readonly DatasetCategory[] = datasetCategories,
): AsyncIterable<{ file: DatasetCategory; row: unknown; index: number }> {
  for (const file of files) {
    const lines = createInterface({ input: createReadStream(join(dir, `${file}.jsonl`)), crlfDelay: Infinity });
    let index = 0;
    for await (const line of lines) {
      if (line.trim()) {
        try {
          yield { file, row: JSON.parse(line) as unknown, index };
        } catch (error) {
          throw new Error(`${file}.jsonl line ${index + 1} is not JSON: ${(error as Error).message}`);
        }
      }
      index += 1;
    }
  }
}
