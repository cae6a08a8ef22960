import { averageFpsRange, digitalPartCategories, partShippingDays, unitsAvailable, unitsOrderable } from '@rigsmith/kit/domain';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, builds, parts, reviews } from '../db/schema';
import { buildPerformance, loadCardGames } from './performance';
import { assemblyDays, assemblyDaysSql } from './site-settings';

type Components = { stockShort: boolean; unorderable: boolean; any: boolean; slowestLeadTime: number };

/**
 * The product card's figures of a build (SPEC §3 "Build or product card"), derived from
 * its parts, reviews and the games, and stored on `builds` so listings can filter and
 * sort on them in SQL:
 *
 * - `in_stock`: every component has stock ≥ the amount the build needs (a build with no
 *   component lines is not in stock); `backorder`: not, but every short component's
 *   supplier takes backorders, so it can be ordered and ships later;
 * - `shipping_days`: the slowest component's lead time (its restock time when short,
 *   `partShippingDays`) + the assembly days (site setting
 *   `assembly-days`, 2); the card's ship date is that many working days from today
 *   (kit `estimateShipDate`);
 * - `rating`: mean of the approved reviews of this build, one decimal (`rating_tenths`),
 *   over `review_count` reviews (its model page shows them, with its custom PCs' reviews);
 *   `rating_total` keeps the sum;
 * - `fps`: kit `averageFpsRange(games, gpu G3D Mark, cpu, '1080p', 'high')` over the
 *   CARD_GAMES most popular uncapped games released since CARD_FIRST_RELEASE_YEAR
 *   (`loadCardGames`, which says why); null for a build without a graphics card.
 *
 * Call it after anything these depend on changes: a build's components, a part's stock,
 * lead time or specs, a review's moderation, the games or the assembly days. Returns how many builds
 * it updated. `buildIds` limits the work to those builds (default: all).
 */
export async function refreshBuildFigures(db: Database, options: { buildIds?: readonly number[] } = {}): Promise<number> {
  const ids =
    options.buildIds !== undefined ? [...new Set(options.buildIds)] : (await db.select({ id: builds.productId }).from(builds)).map((row) => row.id);
  if (ids.length === 0) return 0;
  // Ids of other products (a custom PC's review being moderated) have no figures to refresh.
  const buildRows = await db.select({ id: builds.productId }).from(builds).where(inArray(builds.productId, ids));
  if (buildRows.length === 0) return 0;

  const componentRows = await db
    .select({
      buildId: buildComponents.buildId,
      amount: buildComponents.amount,
      stock: parts.stock,
      category: parts.category,
      leadTimeDays: parts.leadTimeDays,
      restockDays: parts.restockDays,
    })
    .from(buildComponents)
    .innerJoin(parts, eq(parts.productId, buildComponents.partId))
    .where(inArray(buildComponents.buildId, ids));
  const components = new Map<number, Components>();
  for (const row of componentRows) {
    const entry = components.get(row.buildId) ?? { stockShort: false, unorderable: false, any: false, slowestLeadTime: 0 };
    entry.any = true;
    entry.stockShort ||= unitsAvailable(row.category, row.stock) < row.amount;
    entry.unorderable ||= unitsOrderable(row) < row.amount;
    entry.slowestLeadTime = Math.max(entry.slowestLeadTime, partShippingDays(row, row.amount));
    components.set(row.buildId, entry);
  }

  const reviewRows = await db
    .select({ buildId: reviews.productId, total: sum(reviews.rating).mapWith(Number), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, ids), eq(reviews.status, 'approved')))
    .groupBy(reviews.productId);
  const reviewsByBuild = new Map(reviewRows.map((row) => [row.buildId, row]));

  const performance = await buildPerformance(db, ids);
  const games = await loadCardGames(db);
  const assembly = await assemblyDays(db);
  const now = new Date();

  for (const { id } of buildRows) {
    const parts = components.get(id);
    const approved = reviewsByBuild.get(id);
    const ratingCount = approved?.count ?? 0;
    const ratingTotal = approved?.total ?? 0;
    const inputs = performance.get(id);
    const fps = inputs ? averageFpsRange(games, inputs.gpuG3dMark, inputs.cpu, '1080p', 'high') : null;
    await db
      .update(builds)
      .set({
        inStock: parts !== undefined && parts.any && !parts.stockShort,
        backorder: parts !== undefined && parts.any && parts.stockShort && !parts.unorderable,
        shippingDays: (parts?.slowestLeadTime ?? 0) + assembly,
        ratingTenths: ratingCount > 0 ? Math.round((ratingTotal * 10) / ratingCount) : null,
        reviewCount: ratingCount,
        ratingTotal,
        fpsMin: fps?.min ?? null,
        fpsMax: fps?.max ?? null,
        figuresUpdatedAt: now,
      })
      .where(eq(builds.productId, id));
  }
  return buildRows.length;
}

/**
 * After parts' stock changed (an order placed, cancelled or expired): the pre-built builds
 * using them whose stored `in_stock`, `backorder` or `shipping_days` no longer match their
 * parts get them corrected, in one statement that writes only those that change — usually
 * none, since a checkout rarely takes the units a build needs below what it needs. The same
 * rules as `refreshBuildFigures` (`unitsAvailable`, `unitsOrderable`, `partShippingDays`),
 * in SQL. Stock changes nothing else of the stored figures (lead times and reviews do; they
 * call `refreshBuildFigures`).
 */
export async function refreshStockFlags(db: Database, partIds: readonly number[]): Promise<void> {
  if (partIds.length === 0) return;
  const affected = db
    .selectDistinct({ id: buildComponents.buildId })
    .from(buildComponents)
    .where(inArray(buildComponents.partId, [...partIds]));
  // Licences hold no stock: they never make a build short.
  const onShelf = sql`(${parts.stock} >= ${buildComponents.amount} or ${inArray(parts.category, [...digitalPartCategories])})`;
  const restocks = sql`${parts.restockDays} is not null`;
  const flags = db
    .select({
      id: buildComponents.buildId,
      inStock: sql<boolean>`bool_and(${onShelf})`.as('in_stock_now'),
      backorder: sql<boolean>`not bool_and(${onShelf}) and bool_and(${onShelf} or ${restocks})`.as('backorder_now'),
      shippingDays: sql<number>`max(case when ${onShelf} or not ${restocks} then ${parts.leadTimeDays}
        else greatest(${parts.leadTimeDays}, ${parts.restockDays}) end) + ${assemblyDaysSql}`.as('shipping_days_now'),
    })
    .from(buildComponents)
    .innerJoin(parts, eq(parts.productId, buildComponents.partId))
    .where(inArray(buildComponents.buildId, affected))
    .groupBy(buildComponents.buildId)
    .as('flags');
  await db
    .update(builds)
    .set({
      inStock: sql`${flags.inStock}`,
      backorder: sql`${flags.backorder}`,
      shippingDays: sql`${flags.shippingDays}`,
      figuresUpdatedAt: new Date(),
    })
    .from(flags)
    .where(
      and(
        eq(builds.productId, flags.id),
        sql`(${builds.inStock}, ${builds.backorder}, ${builds.shippingDays}) is distinct from (${flags.inStock}, ${flags.backorder}, ${flags.shippingDays})`,
      ),
    );
}
