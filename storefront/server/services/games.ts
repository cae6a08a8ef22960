import type { BuildCard, FpsFinderQuery, FpsFinderResult, FpsRecommendation, GamePerformance, GameSummary, Page } from '@rigsmith/kit/api';
import { estimateFps, type FpsEstimate, type GameBenchmark, type GraphicsPreset, type Resolution } from '@rigsmith/kit/domain';
import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Database } from '../db/client';
import { games } from '../db/schema';
import { allListedBuilds, toBuildCard, type CardContext } from './builds';
import { DomainError } from './domain-error';
import { buildPerformance, FPS_SOURCE } from './performance';
import { likePattern } from './validation';

type GameRow = typeof games.$inferSelect;

function gameSummary(row: Pick<GameRow, 'slug' | 'name' | 'releaseYear' | 'engineFpsCap'>): GameSummary {
  return { slug: row.slug, name: row.name, release_year: row.releaseYear, engine_fps_cap: row.engineFpsCap };
}

/** GET api/ecommerce/games/: games most popular first, optionally those whose name contains `search`. */
export async function listGames(db: Database, request: { search?: string; page: number; perPage: number }): Promise<Page<GameSummary>> {
  const where = request.search ? ilike(games.name, likePattern(request.search)) : undefined;
  const rows = await db
    .select({ slug: games.slug, name: games.name, releaseYear: games.releaseYear, engineFpsCap: games.engineFpsCap })
    .from(games)
    .where(where)
    .orderBy(asc(games.popularity), asc(games.slug))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  const [total] = await db.select({ value: count() }).from(games).where(where);
  return { items: rows.map(gameSummary), count: total?.value ?? 0, page: request.page, per_page: request.perPage };
}

async function findGame(db: Database, slug: string): Promise<GameRow> {
  const [row] = await db.select().from(games).where(eq(games.slug, slug));
  if (!row) throw new DomainError('game_not_found', { slug });
  return row;
}

type EstimatedBuild = { card: BuildCard; estimate: FpsEstimate; bestsellerRank: number | null };

/**
 * Every listed build with its estimated FPS in one game, cheapest first. Builds without a
 * graphics card or processor on record are left out (nothing to estimate from).
 */
async function estimateListedBuilds(
  db: Database,
  game: GameBenchmark,
  resolution: Resolution,
  preset: GraphicsPreset,
  context: CardContext,
): Promise<EstimatedBuild[]> {
  const { currency } = context.storefront;
  const rows = await allListedBuilds(db, currency, 'price_asc');
  const performance = await buildPerformance(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const inputs = performance.get(row.id);
    if (!inputs) return [];
    const estimate = estimateFps({ game, gpuG3dMark: inputs.gpuG3dMark, cpu: inputs.cpu, resolution, preset });
    return [{ card: toBuildCard(row, currency, context.now), estimate, bestsellerRank: row.bestsellerRank }];
  });
}

/** GET api/ecommerce/games/{slug}/: the game and every listed build's estimated FPS in it (the chart), cheapest build first. */
export async function gamePerformance(
  db: Database,
  slug: string,
  settings: { resolution: Resolution; preset: GraphicsPreset },
  context: CardContext,
): Promise<GamePerformance> {
  const game = await findGame(db, slug);
  const estimated = await estimateListedBuilds(db, game.benchmark, settings.resolution, settings.preset, context);
  return {
    ...gameSummary(game),
    resolution: settings.resolution,
    preset: settings.preset,
    builds: estimated.map(({ card, estimate }) => ({ build: card, estimated_fps: estimate })),
    source: FPS_SOURCE,
  };
}

/** Level Up must be at least this much faster (estimated min FPS) than Best Match. */
export const LEVEL_UP_FACTOR = 1.2;

/** In stock first, then cheapest, then best seller: "cheapest in-stock-preferred". */
function byValue(a: EstimatedBuild, b: EstimatedBuild): number {
  return (
    Number(b.card.in_stock) - Number(a.card.in_stock) ||
    a.card.price.amount - b.card.price.amount ||
    (a.bestsellerRank ?? Infinity) - (b.bestsellerRank ?? Infinity) ||
    a.card.id - b.card.id
  );
}

/** Fastest first: higher min FPS, then higher max, then the better value. */
function bySpeed(a: EstimatedBuild, b: EstimatedBuild): number {
  return b.estimate.min - a.estimate.min || b.estimate.max - a.estimate.max || byValue(a, b);
}

/**
 * The FPS finder's three cards (SPEC §2 "Best Match, Level Up, Ultimate PC"), on the
 * estimated minimum FPS (the low end of the range, so the target is met, not hoped for):
 *
 * - Best Match: among builds whose estimated min FPS ≥ the target, the in-stock ones if
 *   any, and of those the cheapest (then the better seller).
 * - Level Up: chosen the same way among builds at least 20 % faster than Best Match
 *   (min FPS ≥ 1.2 × Best Match's), so the step up is one you would notice.
 * - Ultimate: the fastest build the shop has (highest min FPS, then max FPS), whether or
 *   not anything meets the target.
 *
 * No build appears twice: a tier whose pick is already shown is left out, so there are
 * fewer than three cards when the catalogue has fewer that fit (none meets the target, the
 * game's frame cap leaves no room to level up, or the fastest build is already shown).
 */
export function pickFpsTiers(candidates: readonly EstimatedBuild[], targetFps: number): FpsRecommendation[] {
  const recommendations: FpsRecommendation[] = [];
  const shown = new Set<number>();
  const add = (tier: FpsRecommendation['tier'], pick: EstimatedBuild | undefined) => {
    if (!pick || shown.has(pick.card.id)) return;
    shown.add(pick.card.id);
    recommendations.push({ tier, build: pick.card, estimated_fps: pick.estimate });
  };

  const bestMatch = candidates.filter((build) => build.estimate.min >= targetFps).sort(byValue)[0];
  add('best_match', bestMatch);
  if (bestMatch) {
    const levelUpFps = bestMatch.estimate.min * LEVEL_UP_FACTOR;
    add('level_up', candidates.filter((build) => build.estimate.min >= levelUpFps).sort(byValue)[0]);
  }
  add('ultimate', [...candidates].sort(bySpeed)[0]);
  return recommendations;
}

/** GET api/ecommerce/builds/by-fps/: the FPS finder. */
export async function findBuildsForFps(db: Database, query: FpsFinderQuery, context: CardContext): Promise<FpsFinderResult> {
  const game = await findGame(db, query.game);
  const estimated = await estimateListedBuilds(db, game.benchmark, query.resolution, query.preset, context);
  return { game: gameSummary(game), query, recommendations: pickFpsTiers(estimated, query.target_fps) };
}
