/**
 * Derives the FPS range printed on each build card ("average FPS range", SPEC §3) from
 * the PC game FPS dataset, so the figures in ./builds.ts are reproducible rather than
 * made up. Run by hand when the dataset or the line-up changes, and paste the output
 * into `fpsByGpu` in ./builds.ts (the shop never reads the dataset at runtime: a fresh
 * clone may not have it).
 *
 *   node --import tsx storefront/server/db/seed/derive-fps.ts [path/to/games.csv]
 *
 * Method: the 40 most popular games (the dataset lists games by popularity) released
 * in 2021 or later and without an engine frame cap, the `fps_1080p_high_<gpu>` column
 * of each reference GPU, empty cells skipped; the range is the 25th to 75th percentile
 * (linear interpolation between closest ranks): what the middle half of current games
 * run at. Older and frame-capped games (Skyrim 60, GTA Vice City 30, ...) are left out
 * because they pin the low end at the cap on every card and hide the differences
 * between cards. The dataset caps estimates at 360, which only the RTX 4090 reaches.
 *
 * Data: estimates from PCGameBenchmarks (https://pcgamebenchmarks.com) via the
 * emilioagustin83/pc-game-fps-dataset, licensed CC BY 4.0.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const referenceGpus = [
  'rtx_3060',
  'rx_7600',
  'rtx_4060',
  'rtx_5060',
  'rtx_4070',
  'rx_7800_xt',
  'rtx_5070',
  'rtx_4090',
] as const;

const POPULAR_GAMES = 40;
const FIRST_RELEASE_YEAR = 2021;

const defaultCsv = fileURLToPath(
  new URL('../../../../../shared/data/pc-game-fps-dataset/games.csv', import.meta.url),
);

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Percentile by linear interpolation between closest ranks (numpy's default). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function main(csvPath: string): void {
  const [header, ...games] = parseCsv(readFileSync(csvPath, 'utf8'));
  if (!header) throw new Error(`${csvPath} is empty`);
  const capColumn = header.indexOf('engine_fps_cap');
  const yearColumn = header.indexOf('release_year');
  const popular = games
    .filter((game) => (game[capColumn]?.trim() ?? '') === '' && Number(game[yearColumn]) >= FIRST_RELEASE_YEAR)
    .slice(0, POPULAR_GAMES);
  const result: Record<string, { min: number; max: number; games: number }> = {};
  for (const gpu of referenceGpus) {
    const column = header.indexOf(`fps_1080p_high_${gpu}`);
    if (column < 0) throw new Error(`${csvPath} has no fps_1080p_high_${gpu} column`);
    const fps = popular
      .map((game) => game[column]?.trim() ?? '')
      .filter((cell) => cell !== '')
      .map(Number)
      .sort((a, b) => a - b);
    result[gpu] = {
      min: Math.round(percentile(fps, 25)),
      max: Math.round(percentile(fps, 75)),
      games: fps.length,
    };
  }
  console.log(JSON.stringify(result, null, 2));
}

// Run as a script, not when a test imports the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const csvPath = args.find((arg) => !arg.startsWith('--')) ?? defaultCsv;
  main(csvPath);
}
