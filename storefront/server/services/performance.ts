import { gpuGamingScore, type CpuForEstimate, type GameBenchmark } from '@rigsmith/kit/domain';
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, games, parts } from '../db/schema';

/** Attribution shown beside every FPS figure (CC BY 4.0 asks for it; SPEC: say they are estimates). */
export const FPS_SOURCE =
  'FPS figures are estimates, not measurements: modelled from PCGameBenchmarks data (pcgamebenchmarks.com) ' +
  'via the pc-game-fps-dataset, licensed CC BY 4.0.';

/** What the FPS estimator needs of a build: its graphics card's gaming score (`gpuGamingScore`) and its processor. */
export type BuildPerformance = { gpuG3dMark: number; cpu: CpuForEstimate };

function cpuForEstimate(specs: Record<string, unknown>): CpuForEstimate | null {
  const { cores, threads, boostClockGhz, microarchitecture, l3CacheMb } = specs;
  if (typeof cores !== 'number' || typeof boostClockGhz !== 'number' || typeof microarchitecture !== 'string') return null;
  return {
    cores,
    threads: typeof threads === 'number' ? threads : cores,
    boostClockGhz,
    microarchitecture,
    ...(typeof l3CacheMb === 'number' ? { l3CacheMb } : {}),
  };
}

/**
 * The graphics card and processor of each build, from its component lines. A build
 * without a graphics card (integrated graphics only) or without a processor has no entry:
 * the dataset has no figures to estimate it from. With two cards, the faster one counts.
 */
export async function buildPerformance(db: Database, buildIds: readonly number[]): Promise<Map<number, BuildPerformance>> {
  const result = new Map<number, BuildPerformance>();
  if (buildIds.length === 0) return result;
  const rows = await db
    .select({ buildId: buildComponents.buildId, category: parts.category, specs: parts.specs })
    .from(buildComponents)
    .innerJoin(parts, eq(parts.productId, buildComponents.partId))
    .where(and(inArray(buildComponents.buildId, [...buildIds]), inArray(parts.category, ['gpu', 'cpu'])));
  const gpuByBuild = new Map<number, number>();
  const cpuByBuild = new Map<number, CpuForEstimate>();
  for (const row of rows) {
    if (row.category === 'gpu' && typeof row.specs.g3dMark === 'number') {
      // The calibrated gaming score where the card has one (G3D Mark misranks today's cards).
      const score = gpuGamingScore(String(row.specs.chipset ?? ''), row.specs.g3dMark);
      gpuByBuild.set(row.buildId, Math.max(gpuByBuild.get(row.buildId) ?? 0, score));
    } else if (row.category === 'cpu') {
      const cpu = cpuForEstimate(row.specs);
      if (cpu) cpuByBuild.set(row.buildId, cpu);
    }
  }
  for (const [buildId, gpuG3dMark] of gpuByBuild) {
    const cpu = cpuByBuild.get(buildId);
    if (cpu) result.set(buildId, { gpuG3dMark, cpu });
  }
  return result;
}

/** How many games a card's average FPS range is taken over, and from which release year. */
export const CARD_GAMES = 40;
export const CARD_FIRST_RELEASE_YEAR = 2021;

/**
 * The games a product card's "average FPS range" (SPEC §3) is taken over: the CARD_GAMES
 * most popular games released since CARD_FIRST_RELEASE_YEAR without an engine frame cap
 * (the method of the issue-2 slice). Older and frame-capped games run at their cap on
 * every card (60 for most console ports, the dataset's 360 for esports classics), so over
 * all the games the middle half reads "72–360 FPS" for everything from an RTX 4060 Ti to
 * an RTX 5090 and tells builds apart no more. Every game, if none qualifies.
 */
export async function loadCardGames(db: Database): Promise<GameBenchmark[]> {
  const current = await db
    .select({ benchmark: games.benchmark })
    .from(games)
    .where(and(isNull(games.engineFpsCap), gte(games.releaseYear, CARD_FIRST_RELEASE_YEAR)))
    .orderBy(asc(games.popularity))
    .limit(CARD_GAMES);
  if (current.length > 0) return current.map((row) => row.benchmark);
  const all = await db.select({ benchmark: games.benchmark }).from(games).orderBy(asc(games.popularity));
  return all.map((row) => row.benchmark);
}
