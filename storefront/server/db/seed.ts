import { currencyCodes, type LocaleTag } from '@rigsmith/kit/domain';
import { inArray } from 'drizzle-orm';
import { refreshBuildFigures } from '../services/build-figures';
import { insertMissingParts } from '../services/part-offers';
import type { Database } from './client';
import { refreshPlannerStatistics } from './statistics';
import {
  buildComponents,
  builds,
  caseModels,
  categories,
  cmsLinks,
  cmsPageContents,
  cmsPages,
  countries,
  coupons,
  currencies,
  games,
  productPrices,
  products,
  redirects,
  reviews,
  siteSettings,
} from './schema';
import { readCatalogueData, type CatalogueData, type SeedCategory } from './seed/catalogue-data';
import { seedCmsLinks, seedCmsPages, seedSettings } from './seed/content';
import { seedCoupons } from './seed/coupons';
import { seedCmsPageTexts } from './seed/cms-pages';
import { seedRedirects } from './seed/redirects';
import { seedCountries, seedCurrencies } from './seed/regional';

export type SeedReport = {
  countries: number;
  currencies: number;
  settings: number;
  cmsPages: number;
  cmsLinks: number;
  cmsPageContents: number;
  redirects: number;
  categories: number;
  caseModels: number;
  games: number;
  parts: number;
  builds: number;
  reviews: number;
  coupons: number;
};

export type SeedOptions = {
  /** The catalogue to seed; default: the seed files (db/seed/catalogue, db/seed/games). */
  catalogue?: CatalogueData;
};

/** Parents before children, so each insert finds its parent. */
function topDown(list: readonly SeedCategory[]): SeedCategory[] {
  const bySlug = new Map(list.map((category) => [category.slug, category]));
  const depth = (category: SeedCategory, seen = new Set<string>()): number => {
    if (category.parent === null || seen.has(category.slug)) return 0;
    seen.add(category.slug);
    const parent = bySlug.get(category.parent);
    return parent ? 1 + depth(parent, seen) : 0;
  };
  return list
    .map((category, index) => ({ category, index, depth: depth(category) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map(({ category }) => category);
}

/**
 * Fills a database with the reference data, the site content and the curated catalogue,
 * in one transaction. Idempotent: every row is inserted only where its natural key
 * (slug, reference, part id) is missing, and a build's prices, components and reviews
 * only with the build, so running it at every start never overwrites what staff have
 * changed. When it adds anything, the builds' card figures are recomputed
 * (refreshBuildFigures). Returns how many rows of each kind it added.
 *
 * A fresh database gets the whole catalogue: ~300 parts, ~24 builds, the case models,
 * categories, reviews and 300 games. The full 64k-part dataset is a separate import
 * (db/import-parts.ts).
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const data = options.catalogue ?? readCatalogueData();
  const seeded = await db.transaction(async (tx) => {
    const added = (rows: readonly unknown[]) => rows.length;

    const report: SeedReport = {
      currencies: added(await tx.insert(currencies).values(seedCurrencies).onConflictDoNothing().returning({ code: currencies.code })),
      countries: added(await tx.insert(countries).values(seedCountries).onConflictDoNothing().returning({ iso: countries.iso })),
      settings: added(await tx.insert(siteSettings).values(seedSettings).onConflictDoNothing().returning({ slug: siteSettings.slug })),
      cmsPages: added(
        await tx
          .insert(cmsPages)
          .values(seedCmsPages.map((page, position) => ({ ...page, position })))
          .onConflictDoNothing()
          .returning({ id: cmsPages.id }),
      ),
      cmsLinks: 0,
      cmsPageContents: 0,
      redirects: added(
        await tx
          .insert(redirects)
          .values(seedRedirects.map(({ from, to, ...redirect }) => ({ ...redirect, fromPath: from, toPath: to })))
          .onConflictDoNothing()
          .returning({ id: redirects.id }),
      ),
      categories: 0,
      caseModels: 0,
      games: 0,
      parts: 0,
      builds: 0,
      reviews: 0,
      coupons: added(await tx.insert(coupons).values(seedCoupons).onConflictDoNothing().returning({ id: coupons.id })),
    };

    const positions = new Map<string, number>();
    report.cmsLinks = added(
      await tx
        .insert(cmsLinks)
        .values(
          seedCmsLinks.map((link) => {
            const position = positions.get(link.menu) ?? 0;
            positions.set(link.menu, position + 1);
            return { ...link, position };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: cmsLinks.id }),
    );

    // Each page's text per language, for the pages that exist (seeded now or before).
    const pageIds = await tx.select({ id: cmsPages.id, slug: cmsPages.slug }).from(cmsPages);
    const contents = pageIds.flatMap(({ id, slug }) =>
      Object.entries(seedCmsPageTexts[slug] ?? {}).map(([locale, text]) => ({
        pageId: id,
        locale: locale as LocaleTag,
        body: text.body,
        seoDescription: text.seo,
      })),
    );
    if (contents.length > 0) {
      report.cmsPageContents = added(await tx.insert(cmsPageContents).values(contents).onConflictDoNothing().returning({ id: cmsPageContents.id }));
    }

    const position = new Map(data.categories.map((category, index) => [category.slug, index]));
    for (const category of topDown(data.categories)) {
      report.categories += added(
        await tx
          .insert(categories)
          .values({ ...category, position: position.get(category.slug)! })
          .onConflictDoNothing()
          .returning({ slug: categories.slug }),
      );
    }

    if (data.caseModels.length > 0) {
      report.caseModels = added(
        await tx
          .insert(caseModels)
          .values(
            data.caseModels.map((model, index) => ({
              slug: model.slug,
              name: model.name,
              collaborationPartner: model.collaboration?.partner ?? null,
              intro: model.intro,
              overview: model.overview,
              specification: model.specification,
              gallery: model.gallery,
              position: index,
            })),
          )
          .onConflictDoNothing()
          .returning({ slug: caseModels.slug }),
      );
    }

    for (let start = 0; start < data.games.length; start += 500) {
      report.games += added(
        await tx
          .insert(games)
          .values(
            data.games.slice(start, start + 500).map((game, index) => ({
              slug: game.slug,
              name: game.name,
              releaseYear: game.releaseYear,
              engineFpsCap: game.engineFpsCap,
              popularity: start + index,
              benchmark: game,
            })),
          )
          .onConflictDoNothing()
          .returning({ slug: games.slug }),
      );
    }

    for (let start = 0; start < data.parts.length; start += 500) {
      const batch = data.parts.slice(start, start + 500).map((part, index) => {
        const { offer, source, ...facts } = part;
        return {
          part: facts as typeof part,
          status: offer.status,
          prices: offer.prices,
          stock: offer.stock,
          leadTimeDays: offer.leadTimeDays,
          restockDays: offer.restockDays,
          position: start + index,
          source: source ?? null,
        };
      });
      report.parts += (await insertMissingParts(tx, batch)).length;
    }

    const newBuilds =
      data.builds.length === 0
        ? []
        : await tx
            .insert(products)
            .values(data.builds.map((build) => ({ reference: build.reference, name: build.name, productClass: 'pc-build' as const })))
            .onConflictDoNothing({ target: products.reference })
            .returning({ id: products.id, reference: products.reference });
    report.builds = newBuilds.length;
    if (newBuilds.length > 0) {
      const buildByReference = new Map(data.builds.map((build) => [build.reference, build]));
      const addedBuilds = newBuilds.map(({ id, reference }) => ({ id, build: buildByReference.get(reference)! }));
      const partReferences = [...new Set(addedBuilds.flatMap(({ build }) => build.components.map((line) => line.partId)))];
      const partRows = await tx
        .select({ id: products.id, reference: products.reference })
        .from(products)
        .where(inArray(products.reference, partReferences));
      const partIdByReference = new Map(partRows.map((row) => [row.reference, row.id]));

      await tx.insert(builds).values(
        addedBuilds.map(({ id, build }) => ({
          productId: id,
          model: build.model,
          category: build.category,
          bestsellerRank: build.bestsellerRank,
        })),
      );
      await tx.insert(productPrices).values(
        addedBuilds.flatMap(({ id, build }) =>
          currencyCodes.map((currency) => ({
            productId: id,
            currency,
            amountMinor: build.prices[currency],
            discountMinor: build.discount && build.discount[currency] > 0 ? build.discount[currency] : null,
          })),
        ),
      );
      await tx
        .insert(buildComponents)
        .values(
          addedBuilds.flatMap(({ id, build }) =>
            build.components.map((line) => ({ buildId: id, partId: partIdByReference.get(line.partId)!, amount: line.amount })),
          ),
        );

      const buildIdByReference = new Map(newBuilds.map((row) => [row.reference, row.id]));
      const newReviews = data.reviews.flatMap((review) => {
        const productId = buildIdByReference.get(review.buildReference);
        if (productId === undefined) return [];
        return [
          {
            productId,
            model: buildByReference.get(review.buildReference)!.model,
            author: review.author,
            rating: review.rating,
            title: review.title,
            text: review.text,
            locale: review.locale,
            createdAt: new Date(review.createdAt),
            // The catalogue's reviews are the shop's samples, not buyers': shown labelled as such.
            sample: true,
            status: 'approved' as const,
          },
        ];
      });
      for (let start = 0; start < newReviews.length; start += 500) {
        await tx.insert(reviews).values(newReviews.slice(start, start + 500));
      }
      report.reviews = newReviews.length;
    }

    if (report.parts + report.builds + report.reviews + report.games + report.settings > 0) {
      await refreshBuildFigures(tx);
    }
    return report;
  });
  if (seededRows(seeded) > 0) await refreshPlannerStatistics(db);
  return seeded;
}

/** Rows a seed added, all kinds together (0 when the database already had everything). */
export function seededRows(report: SeedReport): number {
  return Object.values(report).reduce((total, rows) => total + rows, 0);
}
