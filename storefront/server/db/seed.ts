import { count } from 'drizzle-orm';
import { currencyCodes } from '@rigsmith/kit/domain';
import type { Database } from './client';
import { buildPrices, builds, countries, currencies } from './schema';
import { fpsByGpu, seedBuilds } from './seed/builds';
import { seedCountries, seedCurrencies } from './seed/regional';

export type SeedReport = { countries: number; currencies: number; builds: number };

/**
 * Fills a fresh database with the reference data and the opening catalogue. Idempotent:
 * reference rows are inserted only where missing and the catalogue only into an empty
 * builds table, so running it at every start never overwrites what staff have changed.
 * Returns how many rows it added.
 */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const addedCurrencies = await tx
      .insert(currencies)
      .values(seedCurrencies)
      .onConflictDoNothing()
      .returning({ code: currencies.code });
    const addedCountries = await tx
      .insert(countries)
      .values(seedCountries)
      .onConflictDoNothing()
      .returning({ iso: countries.iso });

    const [existing] = await tx.select({ value: count() }).from(builds);
    if ((existing?.value ?? 0) > 0) {
      return { currencies: addedCurrencies.length, countries: addedCountries.length, builds: 0 };
    }

    const added = await tx
      .insert(builds)
      .values(
        seedBuilds.map((build) => ({
          reference: build.reference,
          name: build.name,
          ratingTenths: build.ratingTenths,
          reviewCount: build.reviewCount,
          shippingDays: build.shippingDays,
          stock: build.stock,
          fpsMin: fpsByGpu[build.gpu].min,
          fpsMax: fpsByGpu[build.gpu].max,
          bestsellerRank: build.bestsellerRank,
        })),
      )
      // Two servers starting on one empty PostgreSQL at once must not fail on the unique reference.
      .onConflictDoNothing()
      .returning({ id: builds.id, reference: builds.reference });
    const idByReference = new Map(added.map((row) => [row.reference, row.id]));
    const prices = seedBuilds.flatMap((build) => {
      const buildId = idByReference.get(build.reference);
      if (buildId === undefined) return [];
      return currencyCodes.map((currency) => ({ buildId, currency, amountMinor: build.price[currency] }));
    });
    if (prices.length > 0) await tx.insert(buildPrices).values(prices).onConflictDoNothing();

    return { currencies: addedCurrencies.length, countries: addedCountries.length, builds: added.length };
  });
}
