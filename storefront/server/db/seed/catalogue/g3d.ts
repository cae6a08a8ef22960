/**
 * PassMark G3D Mark of a graphics chip, from pc-game-fps-dataset `gpus.csv`
 * (emilioagustin83/pc-game-fps-dataset, CC BY 4.0, attribution to PCGameBenchmarks).
 * The FPS estimator scales its reference figures by this score.
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../csv';
import { chipsetFamily } from './gpu-reference';

export type G3dMarks = ReadonlyMap<string, number>;

/** Desktop GPUs only: a laptop chip of the same name scores lower. */
export async function readG3dMarks(csvPath: string): Promise<G3dMarks> {
  const [header, ...rows] = parseCsv(await readFile(csvPath, 'utf8'));
  const name = header?.indexOf('name') ?? -1;
  const type = header?.indexOf('type') ?? -1;
  const mark = header?.indexOf('g3d_mark') ?? -1;
  const marks = new Map<string, number>();
  for (const row of rows) {
    const score = Number(row[mark]);
    if (row[type] !== 'Desktop' || !row[name] || !Number.isFinite(score)) continue;
    marks.set(row[name], score);
  }
  return marks;
}

/**
 * The score for a dataset chipset and memory size. The two datasets name chips
 * differently ('Radeon RX 9060 XT' with 16 GB is 'Radeon RX 9060 XT 16GB' in gpus.csv;
 * 'GeForce RTX 3080 10GB' is 'GeForce RTX 3080'), so try the family with the memory
 * size first (the 8 and 16 GB RTX 4060 Ti score differently), then the exact name, then
 * the family alone. Null when none is listed.
 */
export function g3dMarkFor(chipset: string, memoryGb: number, marks: G3dMarks): number | null {
  const family = chipsetFamily(chipset);
  for (const candidate of [`${family} ${memoryGb}GB`, chipset, family]) {
    const score = marks.get(candidate);
    if (score !== undefined) return score;
  }
  return null;
}
