import type { BuildCard, Page } from '@rigsmith/kit/api';
import { estimateShipDate, money, storefrontForCountry, toIsoDate, type CountryCode } from '@rigsmith/kit/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildPrices, builds } from '../db/schema';

export type BuildListing = {
  country: CountryCode;
  page: number;
  perPage: number;
  /** "Today" for the ship-date estimate; injected so tests can pin it. */
  now: Date;
};

/**
 * The pre-built catalogue as product cards, best sellers first, priced in the currency
 * of the shopper's storefront. A build with no price in that currency is not for sale
 * there, so it is left out of both the page and the count.
 */
export async function listBuildCards(db: Database, listing: BuildListing): Promise<Page<BuildCard>> {
  const { currency } = storefrontForCountry(listing.country);
  const pricedIn = and(eq(buildPrices.buildId, builds.id), eq(buildPrices.currency, currency));

  const [total] = await db.select({ value: count() }).from(builds).innerJoin(buildPrices, pricedIn);
  const rows = await db
    .select({ build: builds, amountMinor: buildPrices.amountMinor })
    .from(builds)
    .innerJoin(buildPrices, pricedIn)
    .orderBy(asc(builds.bestsellerRank), asc(builds.id))
    .limit(listing.perPage)
    .offset((listing.page - 1) * listing.perPage);

  return {
    items: rows.map(({ build, amountMinor }) => ({
      id: build.id,
      reference: build.reference,
      name: build.name,
      product_class: 'pc-build',
      price: money(amountMinor, currency),
      rating: build.ratingTenths === null ? null : build.ratingTenths / 10,
      review_count: build.reviewCount,
      shipping_days: build.shippingDays,
      estimated_ship_date: toIsoDate(estimateShipDate(listing.now, build.shippingDays)),
      in_stock: build.stock > 0,
      fps: build.fpsMin !== null && build.fpsMax !== null ? { min: build.fpsMin, max: build.fpsMax } : null,
    })),
    count: total?.value ?? 0,
    page: listing.page,
    per_page: listing.perPage,
  };
}
