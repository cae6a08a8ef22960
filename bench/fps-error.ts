/**
 * How far the shop's FPS estimates are from published benchmark figures: for each case below
 * (a graphics card, a game, a resolution and the review's preset and test processor), the
 * estimate the shop would show (the point estimate behind `estimateFps`, with the card's
 * score and the processor found the way the shop finds them) against the review's average
 * FPS, as a markdown table with the median absolute percentage error and the worst case.
 *
 *   node --import tsx bench/fps-error.ts          # or: npm run bench -- --only fps
 *
 * No database, no dataset: it reads the curated catalogue (parts.json) and the shop's games
 * (games.json), so `fps-error.test.ts` can hold the median in `npm test`.
 *
 * The published figures were transcribed from memory of the cited reviews (there was no
 * network access when the table was written): they are rounded to whole FPS, may be off by
 * 10 % or more, and must be re-checked against the cited pages before anyone quotes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cpuFactor,
  gpuChipsetKey,
  gpuGamingScore,
  pointEstimateFps,
  type CpuForEstimate,
  type GameBenchmark,
  type GraphicsPreset,
  type Resolution,
} from '@rigsmith/kit/domain';
import { catalogueSeedDir, gamesSeedDir } from '../storefront/server/paths';

/** Where a published figure comes from: the review and the page the chart is on. */
const sources = {
  tpu5090:
    'TechPowerUp, "NVIDIA GeForce RTX 5090 Founders Edition Review" (Jan 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu5080:
    'TechPowerUp, "NVIDIA GeForce RTX 5080 Founders Edition Review" (Jan 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu9070xt: 'TechPowerUp, "Sapphire Radeon RX 9070 XT Nitro+ Review" (Mar 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu5070:
    'TechPowerUp, "NVIDIA GeForce RTX 5070 Founders Edition Review" (Mar 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu5060ti: 'TechPowerUp, "NVIDIA GeForce RTX 5060 Ti 16 GB Review" (Apr 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu9060xt: 'TechPowerUp, "AMD Radeon RX 9060 XT 16 GB Review" (Jun 2025), the game\'s page; Ryzen 7 9800X3D, highest preset, ray tracing off',
  tpu4070super:
    'TechPowerUp, "NVIDIA GeForce RTX 4070 Super Founders Edition Review" (Jan 2024), "Cyberpunk 2077" page; Core i9-13900K, highest preset, ray tracing off',
  tpu4090: 'TechPowerUp, "NVIDIA GeForce RTX 4090 Founders Edition Review" (Oct 2022), "Red Dead Redemption 2" page; Ryzen 7 5800X, maximum settings',
  tpu4060: 'TechPowerUp, "MSI GeForce RTX 4060 Gaming X Review" (Jun 2023), "Red Dead Redemption 2" page; Core i9-13900K, maximum settings',
  hubStarfield: 'Hardware Unboxed, "Starfield GPU Benchmark" (Sep 2023), Ultra preset charts; Ryzen 7 7800X3D',
  hubHogwarts: 'Hardware Unboxed, "Hogwarts Legacy GPU Benchmark" (Feb 2023), Ultra preset, ray tracing off; Ryzen 7 7700X',
} as const;

/** One published figure: a card (catalogue chipset), a game (games.json slug) and a setting. */
export type FpsCase = {
  gpu: string;
  game: string;
  resolution: Resolution;
  preset: GraphicsPreset;
  /**
   * Catalogue id of the review's test processor, or the nearest the catalogue has (a stand-in
   * is named in `cpuNote`): the 13900K and 14900K differ by a few per cent in games.
   */
  cpu: string;
  cpuNote?: string;
  /** Published average FPS, whole. */
  fps: number;
  source: keyof typeof sources;
};

const X3D9 = 'cpu-amd-ryzen-7-9800x3d';
const X3D7 = 'cpu-amd-ryzen-7-7800x3d';
const I9 = 'cpu-intel-core-i9-14900k';
const R7_5700X = 'cpu-amd-ryzen-7-5700x';

/**
 * The cases: ten cards from the RTX 4060 to the RTX 5090 and RX 9060 XT to RX 9070 XT, nine
 * games from 2018 to 2024, at the resolutions each review charts. The reviews' "highest
 * preset" is the estimator's `ultra`.
 */
export const fpsCases: readonly FpsCase[] = [
  // Cyberpunk 2077 (2020): the reviews' most cited raster chart.
  { gpu: 'GeForce RTX 5090', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 86, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 66, source: 'tpu5090' },
  { gpu: 'GeForce RTX 5080', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 54, source: 'tpu5080' },
  { gpu: 'GeForce RTX 5070 Ti', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 47, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070 XT', game: 'cyberpunk-2077', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 46, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070 XT', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 92, source: 'tpu9070xt' },
  { gpu: 'Radeon RX 9070', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 83, source: 'tpu9070xt' },
  { gpu: 'GeForce RTX 5070', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 78, source: 'tpu5070' },
  { gpu: 'GeForce RTX 5060 Ti', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 58, source: 'tpu5060ti' },
  { gpu: 'Radeon RX 9060 XT', game: 'cyberpunk-2077', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 56, source: 'tpu9060xt' },
  {
    gpu: 'GeForce RTX 4070 SUPER',
    game: 'cyberpunk-2077',
    resolution: '1440p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 80,
    source: 'tpu4070super',
  },
  { gpu: 'GeForce RTX 4060', game: 'cyberpunk-2077', resolution: '1080p', preset: 'ultra', cpu: X3D9, fps: 66, source: 'tpu5060ti' },
  // Baldur's Gate 3 (2023)
  { gpu: 'GeForce RTX 5090', game: 'baldurs-gate-iii', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 145, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'baldurs-gate-iii', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 112, source: 'tpu5090' },
  { gpu: 'GeForce RTX 5070', game: 'baldurs-gate-iii', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 118, source: 'tpu5070' },
  // God of War Ragnarök (2022 on PC 2024)
  { gpu: 'GeForce RTX 5090', game: 'god-of-war-ragnarok', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 128, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'god-of-war-ragnarok', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 98, source: 'tpu5090' },
  { gpu: 'Radeon RX 9070 XT', game: 'god-of-war-ragnarok', resolution: '1440p', preset: 'ultra', cpu: X3D9, fps: 122, source: 'tpu9070xt' },
  // Ghost of Tsushima (2020 on PC 2024)
  { gpu: 'GeForce RTX 5090', game: 'ghost-of-tsushima', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 120, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'ghost-of-tsushima', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 93, source: 'tpu5090' },
  // Black Myth: Wukong (2024), native, no upscaling
  { gpu: 'GeForce RTX 5090', game: 'black-myth-wukong', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 57, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 'black-myth-wukong', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 43, source: 'tpu5090' },
  // S.T.A.L.K.E.R. 2 (2024), native, no upscaling
  { gpu: 'GeForce RTX 5090', game: 's-t-a-l-k-e-r-2-heart-of-chornobyl', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 61, source: 'tpu5090' },
  { gpu: 'GeForce RTX 4090', game: 's-t-a-l-k-e-r-2-heart-of-chornobyl', resolution: '4k', preset: 'ultra', cpu: X3D9, fps: 47, source: 'tpu5090' },
  {
    gpu: 'GeForce RTX 5070',
    game: 's-t-a-l-k-e-r-2-heart-of-chornobyl',
    resolution: '1440p',
    preset: 'ultra',
    cpu: X3D9,
    fps: 52,
    source: 'tpu5070',
  },
  // Red Dead Redemption 2 (2018 on PC 2019)
  {
    gpu: 'GeForce RTX 4090',
    game: 'red-dead-redemption-2',
    resolution: '4k',
    preset: 'ultra',
    cpu: R7_5700X,
    cpuNote: 'test CPU Ryzen 7 5800X; 5700X stands in',
    fps: 104,
    source: 'tpu4090',
  },
  {
    gpu: 'GeForce RTX 4090',
    game: 'red-dead-redemption-2',
    resolution: '1440p',
    preset: 'ultra',
    cpu: R7_5700X,
    cpuNote: 'test CPU Ryzen 7 5800X; 5700X stands in',
    fps: 148,
    source: 'tpu4090',
  },
  {
    gpu: 'GeForce RTX 4060',
    game: 'red-dead-redemption-2',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 78,
    source: 'tpu4060',
  },
  {
    gpu: 'GeForce RTX 3060',
    game: 'red-dead-redemption-2',
    resolution: '1080p',
    preset: 'ultra',
    cpu: I9,
    cpuNote: 'test CPU Core i9-13900K; 14900K stands in',
    fps: 66,
    source: 'tpu4060',
  },
  // Starfield (2023)
  { gpu: 'GeForce RTX 4090', game: 'starfield', resolution: '4k', preset: 'ultra', cpu: X3D7, fps: 72, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 4090', game: 'starfield', resolution: '1440p', preset: 'ultra', cpu: X3D7, fps: 96, source: 'hubStarfield' },
  { gpu: 'Radeon RX 7900 XTX', game: 'starfield', resolution: '1440p', preset: 'ultra', cpu: X3D7, fps: 95, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 4060', game: 'starfield', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 45, source: 'hubStarfield' },
  { gpu: 'GeForce RTX 3060', game: 'starfield', resolution: '1080p', preset: 'ultra', cpu: X3D7, fps: 40, source: 'hubStarfield' },
  // Hogwarts Legacy (2023)
  {
    gpu: 'GeForce RTX 4090',
    game: 'hogwarts-legacy',
    resolution: '4k',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 85,
    source: 'hubHogwarts',
  },
  {
    gpu: 'Radeon RX 7900 XTX',
    game: 'hogwarts-legacy',
    resolution: '4k',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 74,
    source: 'hubHogwarts',
  },
  {
    gpu: 'GeForce RTX 3060',
    game: 'hogwarts-legacy',
    resolution: '1080p',
    preset: 'ultra',
    cpu: X3D7,
    cpuNote: 'test CPU Ryzen 7 7700X; 7800X3D stands in',
    fps: 56,
    source: 'hubHogwarts',
  },
];

type CataloguePart = { id: string; category: string; specs: Record<string, unknown> };

export type FpsCaseResult = FpsCase & { estimate: number | null; errorPercent: number | null };

export type FpsErrorTable = {
  rows: FpsCaseResult[];
  /** Median of |estimate − published| / published over the cases the shop can estimate, in %. */
  medianAbsErrorPercent: number;
  /** The case with the largest absolute error. */
  worst: FpsCaseResult;
  /** Cases whose game is not in the shop's games list. */
  missing: number;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The table, from the shop's catalogue and games (or the ones given, for tests). */
export function fpsErrorTable(
  data: { parts: readonly CataloguePart[]; games: readonly GameBenchmark[] } = {
    parts: JSON.parse(readFileSync(join(catalogueSeedDir, 'parts.json'), 'utf8')) as CataloguePart[],
    games: JSON.parse(readFileSync(join(gamesSeedDir, 'games.json'), 'utf8')) as GameBenchmark[],
  },
): FpsErrorTable {
  const gameBySlug = new Map(data.games.map((game) => [game.slug, game]));
  const rows = fpsCases.map((c): FpsCaseResult => {
    const gpu = data.parts.find((part) => part.category === 'gpu' && gpuChipsetKey(String(part.specs.chipset)) === gpuChipsetKey(c.gpu));
    const cpu = data.parts.find((part) => part.id === c.cpu);
    if (!gpu || !cpu) throw new Error(`fps-error: the catalogue has no ${gpu ? c.cpu : c.gpu}`);
    const game = gameBySlug.get(c.game);
    if (!game) return { ...c, estimate: null, errorPercent: null };
    // The card's score and the processor the way the shop takes them (services/build-check.ts fpsInputs).
    const score = gpuGamingScore(String(gpu.specs.chipset), Number(gpu.specs.g3dMark));
    const estimate = Math.round(pointEstimateFps(game, score, cpuFactor(cpu.specs as CpuForEstimate), c.resolution, c.preset));
    return { ...c, estimate, errorPercent: ((estimate - c.fps) / c.fps) * 100 };
  });
  const scored = rows.filter((row) => row.errorPercent !== null);
  if (scored.length === 0) throw new Error('fps-error: no case could be estimated');
  const worst = scored.reduce((a, b) => (Math.abs(b.errorPercent!) > Math.abs(a.errorPercent!) ? b : a));
  return {
    rows,
    medianAbsErrorPercent: median(scored.map((row) => Math.abs(row.errorPercent!))),
    worst,
    missing: rows.length - scored.length,
  };
}

const resolutionLabel: Record<Resolution, string> = { '1080p': '1080p', '1440p': '1440p', '4k': '4K' };

function signed(percent: number): string {
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(0)} %`;
}

/** The table as markdown: one row a case, then the median and the worst case, then the sources. */
export function formatFpsErrorTable(table: FpsErrorTable): string {
  const lines = ['| # | GPU | game | res. | preset | published FPS | estimate | error | source |', '|---:|---|---|---|---|---:|---:|---:|---|'];
  table.rows.forEach((row, i) => {
    const estimate = row.estimate === null ? 'not in games list' : String(row.estimate);
    const error = row.errorPercent === null ? '—' : signed(row.errorPercent);
    lines.push(
      `| ${i + 1} | ${row.gpu} | ${row.game} | ${resolutionLabel[row.resolution]} | ${row.preset} | ${row.fps} | ${estimate} | ${error} | ${row.source}${row.cpuNote ? ` (${row.cpuNote})` : ''} |`,
    );
  });
  const w = table.worst;
  lines.push(
    '',
    `Cases: ${table.rows.length} (${table.missing} not estimable). Median absolute error: ${table.medianAbsErrorPercent.toFixed(1)} %. ` +
      `Worst: ${w.gpu}, ${w.game}, ${resolutionLabel[w.resolution]}: ${w.estimate} vs ${w.fps} (${signed(w.errorPercent!)}).`,
    '',
    'Sources (figures transcribed from memory of these reviews, rounded to whole FPS; re-check them against the pages):',
    '',
    ...Object.entries(sources).map(([key, text]) => `- ${key}: ${text}`),
  );
  return lines.join('\n');
}

// Run as a script, not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatFpsErrorTable(fpsErrorTable()));
}
