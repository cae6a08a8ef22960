/**
 * Reading the pc-game-fps-dataset (emilioagustin83/pc-game-fps-dataset, CC BY 4.0, figures by
 * PCGameBenchmarks, https://pcgamebenchmarks.com): one `games.csv` row into a `GameBenchmark`.
 * Pure: the caller reads the files (see storefront/server/db/seed/games/derive-games.ts).
 */
import type { GameBenchmark } from './types';

/**
 * Each `fps_1080p_high_<gpu>` column of games.csv and the gpus.csv row (by `name`) whose
 * G3D Mark it is read at. Where gpus.csv has variants, the plain desktop card is meant
 * (the dataset's GPU pages: /gpu/geforce-rtx-3060, not -12gb or -8gb).
 */
export const referenceGpuColumns = [
  { column: 'fps_1080p_high_iris_xe', gpu: 'Intel Iris Xe' },
  { column: 'fps_1080p_high_radeon_780m', gpu: 'Radeon 780M' },
  { column: 'fps_1080p_high_gtx_1650', gpu: 'GeForce GTX 1650' },
  { column: 'fps_1080p_high_gtx_1660_super', gpu: 'GeForce GTX 1660 SUPER' },
  { column: 'fps_1080p_high_rtx_3060', gpu: 'GeForce RTX 3060' },
  { column: 'fps_1080p_high_rx_7600', gpu: 'Radeon RX 7600' },
  { column: 'fps_1080p_high_rtx_4060', gpu: 'GeForce RTX 4060' },
  { column: 'fps_1080p_high_rtx_5060', gpu: 'GeForce RTX 5060' },
  { column: 'fps_1080p_high_rtx_4070', gpu: 'GeForce RTX 4070' },
  { column: 'fps_1080p_high_rx_7800_xt', gpu: 'Radeon RX 7800 XT' },
  { column: 'fps_1080p_high_rtx_5070', gpu: 'GeForce RTX 5070' },
  { column: 'fps_1080p_high_rtx_4090', gpu: 'GeForce RTX 4090' },
] as const;

/** Kebab-case ASCII slug of a game's name ("Baldur's Gate III" → "baldurs-gate-iii"). */
export function gameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function optionalNumber(row: Readonly<Record<string, string>>, column: string): number | null {
  const cell = row[column]?.trim() ?? '';
  if (cell === '') return null;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new Error(`${row.name ?? 'a game'}: ${column} is not a number: "${cell}"`);
  return value;
}

/**
 * One games.csv row (keyed by the header) as a `GameBenchmark`, each reference figure with
 * its GPU's G3D Mark from `g3dMarkByGpu` (gpus.csv `name` → `g3d_mark`). Empty cells are
 * skipped. The slug is `gameSlug(name)`; making slugs unique across games is the caller's job.
 * Throws on a malformed number or a reference GPU missing from `g3dMarkByGpu`.
 */
export function gameBenchmarkFromRow(row: Readonly<Record<string, string>>, g3dMarkByGpu: ReadonlyMap<string, number>): GameBenchmark {
  const name = row.name?.trim() ?? '';
  if (name === '') throw new Error('games.csv row without a name');
  const referenceFps: GameBenchmark['referenceFps'] = [];
  for (const { column, gpu } of referenceGpuColumns) {
    const fps = optionalNumber(row, column);
    if (fps === null) continue;
    const g3dMark = g3dMarkByGpu.get(gpu);
    if (g3dMark === undefined) throw new Error(`gpus.csv has no "${gpu}" (for ${column})`);
    referenceFps.push({ gpu, g3dMark, fps });
  }
  const engineFpsCap = optionalNumber(row, 'engine_fps_cap');
  return {
    slug: gameSlug(name),
    name,
    releaseYear: optionalNumber(row, 'release_year'),
    referenceFps,
    engineFpsCap: engineFpsCap !== null && engineFpsCap > 0 ? engineFpsCap : null,
    minimumG3dMark: optionalNumber(row, 'min_gpu_g3d'),
    recommendedG3dMark: optionalNumber(row, 'rec_gpu_g3d'),
  };
}
