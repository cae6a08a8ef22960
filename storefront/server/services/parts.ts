import type { BuildSort, PartListing, PartOffer } from '@rigsmith/kit/api';
import {
  buildPartsOf,
  compatibilityFilter,
  digitalPartCategories,
  money,
  isBackordered,
  partShippingDays,
  unitsAvailable,
  type CurrencyCode,
  type Part,
  type PartCategory,
} from '@rigsmith/kit/domain';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parts, productPrices, products, reviews } from '../db/schema';
import { loadPartFacts, type BuildLine } from './build-check';
import { invalidFields } from './domain-error';
import { partCategoryPicture } from './pictures';
import { likePattern } from './validation';

export type PartListingRequest = {
  /** The storefront's currency: the offers shown and the price filters are in it. */
  currency: CurrencyCode;
  category: PartCategory;
  sort: BuildSort;
  inStock?: boolean;
  /** Inclusive, in minor units of that currency. */
  priceMin?: number;
  priceMax?: number;
  /** Text to find in the part's name or brand, case-insensitively. */
  search?: string;
  /**
   * "Only compatible": the rest of the build, as part product ids and amounts.
   * Only parts that `compatibilityFilter` lets into it (as `slotChange` says) are listed.
   */
  compatibleWith?: readonly BuildLine[];
  /** How a listed part would go into that build. @default 'replace' */
  slotChange?: 'replace' | 'add';
  page: number;
  perPage: number;
};

/**
 * The SPEC §9 sort options as they apply to parts. Parts have neither sales nor ratings yet,
 * so "bestselling" and "best rated" both give the shop's own range in its curated order
 * first, then imported parts cheapest first. Part prices are list prices (discounts are a
 * build thing, BuildCard.was_price). Every order ends on the product id, for stable pages.
 */
function partOrderBy(sort: BuildSort, listed: ListedParts): SQL[] {
  const curatedFirst = sql`${listed.position} asc nulls last`;
  const cheapest = asc(productPrices.amountMinor);
  switch (sort) {
    case 'bestselling':
    case 'best_rated':
      return [curatedFirst, cheapest, asc(listed.productId)];
    case 'price_asc':
      return [cheapest, asc(listed.productId)];
    case 'price_desc':
      return [desc(productPrices.amountMinor), asc(listed.productId)];
    case 'title_asc':
      return [asc(sql`lower(${products.name})`), asc(listed.productId)];
    case 'title_desc':
      return [desc(sql`lower(${products.name})`), asc(listed.productId)];
    case 'quickest_delivery':
      return [asc(listed.shippingDays), cheapest, asc(listed.productId)];
  }
}

/** Far more live parts than one category will ever have; see `listedParts`. */
const MAX_LISTED_PARTS = 1_000_000;

/**
 * Live parts of one category (and in stock, if asked), found through the parts
 * (category, status) index. The LIMIT (never reached) keeps PostgreSQL from flattening
 * this subquery into the outer query (drizzle leaves out an `offset 0`, the usual fence):
 * otherwise, for "cheapest first, page 3", the planner may walk the
 * whole (currency, amount_minor) price index probing every part for its category. It
 * does, with the 64k-part import: graphics cards are dearer than most parts, so it probes
 * thousands of cheap accessories first (~0.5 s on PGlite instead of ~15 ms; EXPLAIN in
 * bench/README.md). A category has at most a few thousand live parts, so fetching them
 * all and sorting is cheap and, above all, predictable.
 */
function listedParts(db: Database, request: PartListingRequest) {
  const conditions: SQL[] = [eq(parts.category, request.category), eq(parts.status, 'public')];
  if (request.inStock) conditions.push(or(gt(parts.stock, 0), inArray(parts.category, [...digitalPartCategories]))!);
  return db
    .select({
      productId: parts.productId,
      partId: parts.partId,
      category: parts.category,
      brand: parts.brand,
      specs: parts.specs,
      stock: parts.stock,
      leadTimeDays: parts.leadTimeDays,
      restockDays: parts.restockDays,
      // `partShippingDays` of one unit, for "quickest delivery": a backordered part waits for its restock.
      shippingDays:
        sql<number>`case when ${parts.stock} = 0 and ${parts.restockDays} is not null and not ${inArray(parts.category, [...digitalPartCategories])}
        then greatest(${parts.leadTimeDays}, ${parts.restockDays}) else ${parts.leadTimeDays} end`.as('shipping_days'),
      status: parts.status,
      position: parts.position,
    })
    .from(parts)
    .where(and(...conditions))
    .limit(MAX_LISTED_PARTS)
    .as('listed');
}

type ListedParts = ReturnType<typeof listedParts>;

type ListingRow = {
  productId: number;
  partId: string;
  category: PartCategory;
  brand: string;
  specs: Record<string, unknown>;
  stock: number;
  leadTimeDays: number;
  restockDays: number | null;
  status: PartOffer['status'];
  name: string;
  amountMinor: number;
  ratingTotal: number;
  reviewCount: number;
};

function toPartOffer(row: ListingRow, currency: CurrencyCode): PartOffer {
  return {
    id: row.partId,
    category: row.category,
    name: row.name,
    brand: row.brand,
    // The specs were written from a Part of this category (seed, import): trusted as such.
    specs: row.specs,
    product_id: row.productId,
    price: money(row.amountMinor, currency),
    in_stock: unitsAvailable(row.category, row.stock) > 0,
    backorder: isBackordered(row, 1),
    lead_time_days: partShippingDays(row, 1),
    status: row.status,
    rating: row.reviewCount > 0 ? Math.round((row.ratingTotal * 10) / row.reviewCount) / 10 : null,
    review_count: row.reviewCount,
    image: partCategoryPicture(row.category, row.specs),
  } as Part & Omit<PartOffer, keyof Part>;
}

/** The listing's filters (price band, search) and the price join, over the live parts of the category. */
function listingParts(db: Database, request: PartListingRequest, currency: CurrencyCode) {
  const listed = listedParts(db, request);
  const conditions: SQL[] = [];
  if (request.priceMin !== undefined) conditions.push(gte(productPrices.amountMinor, request.priceMin));
  if (request.priceMax !== undefined) conditions.push(lte(productPrices.amountMinor, request.priceMax));
  if (request.search) {
    const pattern = likePattern(request.search);
    conditions.push(or(ilike(products.name, pattern), ilike(listed.brand, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const priced = and(eq(productPrices.productId, listed.productId), eq(productPrices.currency, currency));
  return { listed, priced, where };
}

const approvedReviewOf = (productId: AnyColumn) => sql`${reviews.productId} = ${productId} and ${reviews.status} = 'approved'`;

/**
 * The listing's rows with their offer, filtered and sorted, not paged (`onlyIds`: just
 * those parts, in the listing's order).
 */
function listing(db: Database, request: PartListingRequest, currency: CurrencyCode, onlyIds?: readonly number[]) {
  const { listed, priced, where } = listingParts(db, request, currency);
  const rows = db
    .select({
      productId: listed.productId,
      partId: listed.partId,
      category: listed.category,
      brand: listed.brand,
      specs: listed.specs,
      stock: listed.stock,
      leadTimeDays: listed.leadTimeDays,
      restockDays: listed.restockDays,
      status: listed.status,
      name: products.name,
      amountMinor: productPrices.amountMinor,
      // Buyers' approved reviews of the part (SPEC §3 "Review"); evaluated for the page's rows only.
      ratingTotal: sql<number>`(select coalesce(sum(${reviews.rating}), 0) from ${reviews} where ${approvedReviewOf(listed.productId)})`.mapWith(
        Number,
      ),
      reviewCount: sql<number>`(select count(*) from ${reviews} where ${approvedReviewOf(listed.productId)})`.mapWith(Number),
    })
    .from(listed)
    .innerJoin(products, eq(products.id, listed.productId))
    .innerJoin(productPrices, priced)
    .where(onlyIds ? and(where, inArray(listed.productId, [...onlyIds])) : where)
    .orderBy(...partOrderBy(request.sort, listed))
    .$dynamic();
  return { rows, listed, priced, where };
}

/**
 * What "only compatible" tests of each candidate, in the listing's order: the least the
 * filter reads (id, specs). Leaner than the listing's rows by far, which matters at a few
 * thousand candidates: PGlite hands each column of each row over one by one (2,373 memory
 * kits of the 64k import: ~40 ms like this, ~140 ms with every column of the page).
 * Products is joined only when the sort or the search reads the name.
 */
function compatibilityCandidates(db: Database, request: PartListingRequest, currency: CurrencyCode) {
  const { listed, priced, where } = listingParts(db, request, currency);
  const byName = Boolean(request.search) || request.sort === 'title_asc' || request.sort === 'title_desc';
  const candidates = db
    .select({ productId: listed.productId, partId: listed.partId, specs: listed.specs })
    .from(listed)
    .innerJoin(productPrices, priced)
    .$dynamic();
  return (byName ? candidates.innerJoin(products, eq(products.id, listed.productId)) : candidates)
    .where(where)
    .orderBy(...partOrderBy(request.sort, listed));
}

/**
 * GET api/ecommerce/parts/: one page of live parts of a category with their offer in the
 * storefront's currency, and the count of the whole filtered set. Two queries (page, count),
 * both driven by the parts (category, status) index; nothing beyond the page is fetched.
 * With `compatibleWith`, see `listCompatibleParts`.
 */
export async function listParts(db: Database, request: PartListingRequest): Promise<PartListing> {
  if (request.compatibleWith) return listCompatibleParts(db, request, request.compatibleWith);
  const { currency } = request;
  const { rows: query, listed, priced, where } = listing(db, request, currency);
  const rows = await query.limit(request.perPage).offset((request.page - 1) * request.perPage);

  // The count needs products only when searching by name.
  const counting = db.select({ value: count() }).from(listed).innerJoin(productPrices, priced);
  const [total] = request.search ? await counting.innerJoin(products, eq(products.id, listed.productId)).where(where) : await counting.where(where);

  return {
    items: rows.map((row) => toPartOffer(row, currency)),
    count: total?.value ?? 0,
    page: request.page,
    per_page: request.perPage,
  };
}

/**
 * "Only compatible": the same listing — filters, sorts, paging, count — of only
 * the parts the kit's `compatibilityFilter` lets into the build `compatibleWith` describes.
 * The build's parts are loaded once and the filter prepared once (the socket, the case's
 * clearances, the PSU's spare watts…); then the category's live candidates, already
 * filtered and sorted by the database, are fetched in one query (at most a few thousand,
 * see `listedParts`) and tested one cheap predicate each; the page is a slice of what
 * passes and the count its length. bench/README.md measures it on the 64k-part import.
 *
 * Parts of the build no longer sold still constrain it (a saved draft asks what fits it);
 * ids that are no part, or two parts for a slot that holds one, are a 400.
 */
async function listCompatibleParts(db: Database, request: PartListingRequest, lines: readonly BuildLine[]): Promise<PartListing> {
  const { currency } = request;
  const facts = await loadPartFacts(
    db,
    lines.map((line) => line.component),
  );
  const unknown = lines.filter((line) => !facts.has(line.component)).map((line) => line.component);
  if (unknown.length > 0) {
    throw invalidFields({ compatible_with: `No part has the product id ${unknown.join(', ')}` }, 'query parameter');
  }
  const { build, overfilled } = buildPartsOf(lines.map((line) => ({ part: facts.get(line.component)!.part, amount: line.amount })));
  if (overfilled.length > 0) {
    throw invalidFields({ compatible_with: `A build takes one part at most in these slots: ${overfilled.join(', ')}` }, 'query parameter');
  }

  const fits = compatibilityFilter(build, request.category, request.slotChange ?? 'replace');
  const { category } = request;
  // Names and brands only appear in issue messages, which the filter does not read.
  const compatible = (await compatibilityCandidates(db, request, currency)).filter((row) =>
    fits({ id: row.partId, category, name: '', brand: '', specs: row.specs } as Part),
  );
  const start = (request.page - 1) * request.perPage;
  const pageIds = compatible.slice(start, start + request.perPage).map((row) => row.productId);
  const rows = pageIds.length > 0 ? await listing(db, request, currency, pageIds).rows : [];
  return {
    items: rows.map((row) => toPartOffer(row, currency)),
    count: compatible.length,
    page: request.page,
    per_page: request.perPage,
  };
}
