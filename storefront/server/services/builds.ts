import type { BudgetBand, BuildCard, BuildListing, BuildSort, Facet } from '@rigsmith/kit/api';
import { estimateShipDate, money, toIsoDate, type CurrencyCode, type Storefront } from '@rigsmith/kit/domain';
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { builds, caseModels, categories, productPrices, products } from '../db/schema';
import { localise } from './locale';
import { invalidFields } from './domain-error';
import { productPicture } from './pictures';

/** What a card needs besides the row: the request's storefront (currency, language) and "today". */
export type CardContext = {
  storefront: Pick<Storefront, 'currency' | 'locale'>;
  /** "Today" for the ship-date estimate; injected so tests can pin it. */
  now: Date;
};

/** What the shopper pays: the price less any discount (BuildCard.price). */
export const sellingPrice = sql<number>`(${productPrices.amountMinor} - coalesce(${productPrices.discountMinor}, 0))`;

const cardColumns = {
  id: products.id,
  reference: products.reference,
  name: products.name,
  amountMinor: productPrices.amountMinor,
  discountMinor: productPrices.discountMinor,
  model: builds.model,
  category: builds.category,
  ratingTenths: builds.ratingTenths,
  reviewCount: builds.reviewCount,
  shippingDays: builds.shippingDays,
  inStock: builds.inStock,
  backorder: builds.backorder,
  fpsMin: builds.fpsMin,
  fpsMax: builds.fpsMax,
  bestsellerRank: builds.bestsellerRank,
};

export type BuildCardRow = {
  id: number;
  reference: string;
  name: string;
  amountMinor: number;
  discountMinor: number | null;
  model: string | null;
  category: string | null;
  ratingTenths: number | null;
  reviewCount: number;
  shippingDays: number;
  inStock: boolean;
  backorder: boolean;
  fpsMin: number | null;
  fpsMax: number | null;
  bestsellerRank: number | null;
};

/**
 * Builds as the catalogue lists them: live (status public) and priced in the currency of
 * the shopper's storefront. A build without a price in that currency is not for sale there,
 * so it is left out everywhere (listing, counts, facets, model pages, FPS finder).
 */
export function listedBuildsQuery(db: Database, currency: CurrencyCode) {
  return db
    .select(cardColumns)
    .from(builds)
    .innerJoin(products, eq(products.id, builds.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, builds.productId), eq(productPrices.currency, currency)))
    .$dynamic();
}

export const isListed = eq(products.status, 'public');

export function toBuildCard(row: BuildCardRow, currency: CurrencyCode, now: Date): BuildCard {
  const discounted = row.discountMinor !== null && row.discountMinor > 0;
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    product_class: 'pc-build',
    price: money(row.amountMinor - (discounted ? row.discountMinor! : 0), currency),
    was_price: discounted ? money(row.amountMinor, currency) : null,
    model: row.model,
    category: row.category,
    rating: row.ratingTenths === null ? null : row.ratingTenths / 10,
    review_count: row.reviewCount,
    shipping_days: row.shippingDays,
    estimated_ship_date: toIsoDate(estimateShipDate(now, row.shippingDays)),
    in_stock: row.inStock,
    backorder: row.backorder,
    fps: row.fpsMin !== null && row.fpsMax !== null ? { min: row.fpsMin, max: row.fpsMax } : null,
    image: productPicture(row.id),
  };
}

const bestsellerFirst = sql`${builds.bestsellerRank} asc nulls last`;

/**
 * SPEC §9 sort options. Every order ends on the product id, so pages never overlap or skip
 * a build when two compare equal. Titles compare case-insensitively (lower()), which also
 * keeps PGlite and PostgreSQL servers with different collations in step.
 */
export const buildOrderBy: Record<BuildSort, SQL[]> = {
  bestselling: [bestsellerFirst, asc(products.id)],
  price_asc: [asc(sellingPrice), bestsellerFirst, asc(products.id)],
  price_desc: [desc(sellingPrice), bestsellerFirst, asc(products.id)],
  title_asc: [asc(sql`lower(${products.name})`), asc(products.id)],
  title_desc: [desc(sql`lower(${products.name})`), asc(products.id)],
  // Unrated builds last; among equal ratings the one more people rated first.
  best_rated: [sql`${builds.ratingTenths} desc nulls last`, desc(builds.reviewCount), bestsellerFirst, asc(products.id)],
  quickest_delivery: [asc(builds.shippingDays), bestsellerFirst, asc(products.id)],
};

export type BuildFilters = {
  inStock?: boolean;
  /** Inclusive, in minor units of the storefront's currency, on the price paid (after discount). */
  priceMin?: number;
  priceMax?: number;
  /** A category slug: builds in it or in any category below it. */
  category?: string;
  /** A case model slug. */
  model?: string;
};

/** The category and every category below it, however deep (a recursive walk down `parent`). */
function inCategoryTree(slug: string): SQL {
  return sql`${builds.category} in (
    with recursive tree(slug) as (
      select ${slug}::text
      union all
      select ${categories.slug} from ${categories} join tree on ${categories.parent} = tree.slug
    )
    select slug from tree
  )`;
}

function filterConditions(filters: BuildFilters): SQL[] {
  const conditions: SQL[] = [isListed];
  if (filters.inStock) conditions.push(eq(builds.inStock, true));
  if (filters.priceMin !== undefined) conditions.push(gte(sellingPrice, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(sellingPrice, filters.priceMax));
  if (filters.category !== undefined) conditions.push(inCategoryTree(filters.category));
  if (filters.model !== undefined) conditions.push(eq(builds.model, filters.model));
  return conditions;
}

/** A filter naming a category or model the shop does not have is a mistake, not an empty result. */
async function checkFilterValues(db: Database, filters: BuildFilters): Promise<void> {
  if (filters.category !== undefined) {
    const [found] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, filters.category));
    if (!found) throw invalidFields({ category: `Unknown category '${filters.category}'` }, 'query parameter');
  }
  if (filters.model !== undefined) {
    const [found] = await db.select({ slug: caseModels.slug }).from(caseModels).where(eq(caseModels.slug, filters.model));
    if (!found) throw invalidFields({ model: `Unknown model '${filters.model}'` }, 'query parameter');
  }
}

export type BuildListingRequest = CardContext & {
  page: number;
  perPage: number;
  sort: BuildSort;
  filters: BuildFilters;
};

/**
 * GET api/ecommerce/builds/: one page of build cards in the requested order, with the
 * count and facets of the whole filtered set (not just the page). Three small queries:
 * the page, the totals (count, in-stock count, price range) and the categories facet.
 */
export async function listBuilds(db: Database, request: BuildListingRequest): Promise<BuildListing> {
  const { currency, locale } = request.storefront;
  await checkFilterValues(db, request.filters);
  const where = and(...filterConditions(request.filters));

  const rows = await listedBuildsQuery(db, currency)
    .where(where)
    .orderBy(...buildOrderBy[request.sort])
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);

  const [totals] = await db
    .select({
      count: count(),
      inStock: sql<number>`count(*) filter (where ${builds.inStock})`.mapWith(Number),
      min: sql<number | null>`min(${sellingPrice})`.mapWith(Number),
      max: sql<number | null>`max(${sellingPrice})`.mapWith(Number),
    })
    .from(builds)
    .innerJoin(products, eq(products.id, builds.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, builds.productId), eq(productPrices.currency, currency)))
    .where(where);

  const categoryCounts = await db
    .select({ slug: categories.slug, names: categories.names, count: count() })
    .from(builds)
    .innerJoin(products, eq(products.id, builds.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, builds.productId), eq(productPrices.currency, currency)))
    .innerJoin(categories, eq(categories.slug, builds.category))
    .where(where)
    .groupBy(categories.slug)
    .orderBy(asc(categories.position), asc(categories.slug));
  const categoryFacet: Facet[] = categoryCounts.map((row) => ({
    value: row.slug,
    label: localise(row.names, locale),
    count: row.count,
  }));

  const total = totals?.count ?? 0;
  return {
    items: rows.map((row) => toBuildCard(row, currency, request.now)),
    count: total,
    page: request.page,
    per_page: request.perPage,
    facets: {
      categories: categoryFacet,
      price: total > 0 && totals?.min != null && totals.max != null ? { min: money(totals.min, currency), max: money(totals.max, currency) } : null,
      in_stock: totals?.inStock ?? 0,
    },
  };
}

/**
 * Budget bands of the builds-by-budget view, on the price paid incl. VAT, per currency
 * (set, not converted, like prices). A band holds prices from `min` up to but not
 * including `max`; the top band is open-ended.
 */
export const budgetBands: readonly {
  slug: BudgetBand['slug'];
  min: Record<CurrencyCode, number>;
  max: Record<CurrencyCode, number> | null;
}[] = [
  { slug: 'entry', min: { gbp: 0, eur: 0 }, max: { gbp: 900_00, eur: 1_050_00 } },
  { slug: 'mainstream', min: { gbp: 900_00, eur: 1_050_00 }, max: { gbp: 1_500_00, eur: 1_750_00 } },
  { slug: 'performance', min: { gbp: 1_500_00, eur: 1_750_00 }, max: { gbp: 2_500_00, eur: 2_900_00 } },
  { slug: 'enthusiast', min: { gbp: 2_500_00, eur: 2_900_00 }, max: null },
];

/** Builds shown per band: a screenful, cheapest first. */
export const BUDGET_BAND_SIZE = 12;

/** GET api/ecommerce/builds/by-budget/: every band, even an empty one, cheapest builds first. */
export async function buildsByBudget(db: Database, context: CardContext): Promise<BudgetBand[]> {
  const { currency } = context.storefront;
  return Promise.all(
    budgetBands.map(async (band) => {
      const inBand = [isListed, gte(sellingPrice, band.min[currency])];
      if (band.max) inBand.push(lt(sellingPrice, band.max[currency]));
      const rows = await listedBuildsQuery(db, currency)
        .where(and(...inBand))
        .orderBy(...buildOrderBy.price_asc)
        .limit(BUDGET_BAND_SIZE);
      return {
        slug: band.slug,
        min: money(band.min[currency], currency),
        max: band.max ? money(band.max[currency], currency) : null,
        builds: rows.map((row) => toBuildCard(row, currency, context.now)),
      };
    }),
  );
}

/**
 * Every listed build's card, in the given order. The pre-built range is curated (dozens
 * of builds, not thousands), so the FPS finder and a game's chart estimate them all.
 */
export async function allListedBuilds(db: Database, currency: CurrencyCode, sort: BuildSort, where: SQL = isListed): Promise<BuildCardRow[]> {
  return listedBuildsQuery(db, currency)
    .where(and(isListed, where))
    .orderBy(...buildOrderBy[sort]);
}
