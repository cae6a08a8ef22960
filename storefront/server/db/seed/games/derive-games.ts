/**
 * Writes ./games.json, the shop's games for the FPS estimator (`estimateFps` in
 * @rigsmith/kit/domain): the most popular games of the pc-game-fps-dataset as `GameBenchmark`s.
 * Run by hand when the dataset changes; the shop only ever reads games.json (a fresh clone may
 * not have the dataset).
 *
 *   node --import tsx storefront/server/db/seed/games/derive-games.ts [path/to/pc-game-fps-dataset]
 *
 * The path defaults to ../shared/data/pc-game-fps-dataset beside the repository. games.csv is
 * ordered by popularity, so the first GAME_COUNT rows are taken, and every later game released
 * from RECENT_FROM_YEAR on. Each fps_1080p_high_<gpu>
 * column is read at the G3D Mark of its gpus.csv row (the mapping is `referenceGpuColumns` in
 * kit/src/domain/performance/dataset.ts); empty cells are skipped. Slugs are kebab-case names;
 * when two games share one, the more popular keeps it and the other gets its release year
 * appended ("resident-evil-4-2005"). A game whose figures are off against published benchmarks
 * gets its `correction` from ./corrections.ts.
 *
 * Data: estimates by PCGameBenchmarks (https://pcgamebenchmarks.com) via the
 * emilioagustin83/pc-game-fps-dataset, licensed CC BY 4.0.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gameBenchmarkFromRow, type GameBenchmark } from '@rigsmith/kit/domain';
import { parseCsv } from '../csv';
import { gameCorrections } from './corrections';

export const GAME_COUNT = 500;

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const defaultDatasetDir = resolve(repositoryRoot, '../shared/data/pc-game-fps-dataset');
const outputPath = fileURLToPath(new URL('./games.json', import.meta.url));

/** CSV text as one record per row, keyed by the header. */
function csvRecords(text: string, file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${file} is empty`);
  return rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row, index) => {
      if (row.length !== header.length) {
        throw new Error(`${file} row ${index + 2} has ${row.length} fields, the header ${header.length}`);
      }
      return Object.fromEntries(header.map((column, i) => [column, row[i]!]));
    });
}

/** gpus.csv `name` → `g3d_mark`. */
export function g3dMarksFromCsv(text: string): Map<string, number> {
  const marks = new Map<string, number>();
  for (const row of csvRecords(text, 'gpus.csv')) {
    const mark = Number(row.g3d_mark);
    if (row.name && row.g3d_mark?.trim() && Number.isFinite(mark)) marks.set(row.name.trim(), mark);
  }
  return marks;
}

/**
 * Games released this year or since are kept however far down the popularity list they sit:
 * the first 500 games hold only 15 from 2023 on, and recent releases are what a shopper
 * buying a new PC asks about (the 2023-2026 games of the snapshot add about 200).
 */
export const RECENT_FROM_YEAR = 2023;

/** The first `count` games of games.csv, then every later one released from `recentFrom` on, with unique slugs. */
export function deriveGames(gamesCsv: string, gpusCsv: string, count = GAME_COUNT, recentFrom = RECENT_FROM_YEAR): GameBenchmark[] {
  const g3dMarks = g3dMarksFromCsv(gpusCsv);
  const taken = new Set<string>();
  return csvRecords(gamesCsv, 'games.csv')
    .filter((row, index) => index < count || Number(row.release_year) >= recentFrom)
    .map((row) => {
      const game = gameBenchmarkFromRow(row, g3dMarks);
      let slug = game.slug || `game-${row.steam_appid?.trim() || 'unnamed'}`;
      if (taken.has(slug) && game.releaseYear !== null) slug = `${slug}-${game.releaseYear}`;
      for (let n = 2; taken.has(slug); n += 1) slug = `${game.slug}-${n}`;
      taken.add(slug);
      const correction = gameCorrections[slug];
      return correction ? { ...game, slug, correction } : { ...game, slug };
    });
}

function main(datasetDir: string): void {
  const games = deriveGames(readFileSync(join(datasetDir, 'games.csv'), 'utf8'), readFileSync(join(datasetDir, 'gpus.csv'), 'utf8'));
  // One game a line: small, and a data refresh diffs game by game.
  writeFileSync(outputPath, `[\n${games.map((game) => `  ${JSON.stringify(game)}`).join(',\n')}\n]\n`);
  console.log(`wrote ${games.length} games to ${outputPath}`);
}

// Run as a script, not when a test imports the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  main(dir ? resolve(dir) : defaultDatasetDir);
}
