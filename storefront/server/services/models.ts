import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaseModel, CaseModelSummary, GalleryImage, Review } from '@rigsmith/kit/api';
import { money, toIsoDate, type CaseFinish, type CurrencyCode, type LocaleTag, type Storefront } from '@rigsmith/kit/domain';
import { and, asc, count, desc, eq, inArray, min, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, builds, caseModels, parts, productPrices, products, reviews, type CaseModelImage } from '../db/schema';
import { caseColour } from '../pictures/facts';
import { allListedBuilds, isListed, sellingPrice, toBuildCard, type CardContext } from './builds';
import { DomainError } from './domain-error';
import { localise } from './locale';

/** Where the API serves a model's gallery image (GET api/ecommerce/models/{slug}/gallery/{file}). */
export function galleryImageUrl(slug: string, file: string): string {
  return `/api/ecommerce/models/${encodeURIComponent(slug)}/gallery/${encodeURIComponent(file)}`;
}

function galleryImage(slug: string, image: CaseModelImage, locale: LocaleTag): GalleryImage {
  return { src: galleryImageUrl(slug, image.file), alt: localise(image.alt, locale), width: image.width, height: image.height };
}

type ModelRow = typeof caseModels.$inferSelect;

/** The builds a model's price comes from: listed, with a price in the storefront's currency. */
const modelBuildsJoin = (currency: CurrencyCode) => and(eq(productPrices.productId, builds.productId), eq(productPrices.currency, currency));

/**
 * Lowest price of each model over its listed builds, and its rating and review count over
 * exactly the approved reviews its page shows (`reviews.model`: its pre-built and custom PCs'),
 * in two grouped queries. The rating is exact: total stars over those reviews.
 */
async function modelFigures(db: Database, currency: CurrencyCode, slug?: string) {
  const prices = await db
    .select({ model: builds.model, priceFrom: min(sellingPrice).mapWith(Number) })
    .from(builds)
    .innerJoin(products, eq(products.id, builds.productId))
    .innerJoin(productPrices, modelBuildsJoin(currency))
    .where(and(isListed, slug === undefined ? sql`${builds.model} is not null` : eq(builds.model, slug)))
    .groupBy(builds.model);
  const ratings = await db
    .select({ model: reviews.model, ratingTotal: sum(reviews.rating).mapWith(Number), reviewCount: count() })
    .from(reviews)
    .where(and(shownOnModelPage, slug === undefined ? sql`${reviews.model} is not null` : eq(reviews.model, slug)))
    .groupBy(reviews.model);
  const ratingOf = new Map(ratings.map((row) => [row.model!, row]));
  return new Map(
    prices.map((row) => {
      const rated = ratingOf.get(row.model!);
      const reviewCount = rated?.reviewCount ?? 0;
      return [
        row.model!,
        {
          rating: reviewCount > 0 ? Math.round(((rated?.ratingTotal ?? 0) * 10) / reviewCount) / 10 : null,
          review_count: reviewCount,
          price_from: row.priceFrom != null ? money(row.priceFrom, currency) : null,
        },
      ];
    }),
  );
}

/** The reviews a model page shows and counts: approved ones. */
const shownOnModelPage = eq(reviews.status, 'approved');

function summary(
  row: ModelRow,
  locale: LocaleTag,
  figures: Pick<CaseModelSummary, 'rating' | 'review_count' | 'price_from'> | undefined,
): CaseModelSummary {
  const cover = row.gallery[0];
  return {
    slug: row.slug,
    name: row.name,
    collaboration: row.collaborationPartner ? { partner: row.collaborationPartner } : null,
    image: cover ? galleryImage(row.slug, cover, locale) : { src: '', alt: row.name, width: 0, height: 0 },
    rating: figures?.rating ?? null,
    review_count: figures?.review_count ?? 0,
    price_from: figures?.price_from ?? null,
  };
}

/** GET api/ecommerce/models/: every case model, in the shop's order. */
export async function listModels(db: Database, { currency, locale }: Pick<Storefront, 'currency' | 'locale'>): Promise<CaseModelSummary[]> {
  const rows = await db.select().from(caseModels).orderBy(asc(caseModels.position), asc(caseModels.slug));
  const figures = await modelFigures(db, currency);
  return rows.map((row) => summary(row, locale, figures.get(row.slug)));
}

async function findModel(db: Database, slug: string): Promise<ModelRow> {
  const [row] = await db.select().from(caseModels).where(eq(caseModels.slug, slug));
  if (!row) throw new DomainError('model_not_found', { slug });
  return row;
}

/** GET api/ecommerce/models/{slug}/: the model page (SPEC §2): gallery, intro, rating, reviews, specification, overview, its builds. */
export async function modelPage(db: Database, slug: string, context: CardContext): Promise<CaseModel> {
  const row = await findModel(db, slug);
  const { currency, locale } = context.storefront;
  const figures = await modelFigures(db, currency, slug);

  // Every approved review the rating counts (no page limit, or the count would disagree).
  const reviewRows = await db
    .select({
      id: reviews.id,
      author: reviews.author,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      locale: reviews.locale,
      sample: reviews.sample,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.model, slug), shownOnModelPage))
    .orderBy(desc(sql`${reviews.locale} = ${locale}`), desc(reviews.createdAt), desc(reviews.id));
  const modelReviews: Review[] = reviewRows.map((review) => ({
    id: review.id,
    author: review.author,
    rating: review.rating,
    title: review.title,
    text: review.text,
    locale: review.locale as LocaleTag,
    origin: review.sample ? 'sample' : 'verified_purchase',
    created_at: toIsoDate(review.createdAt),
  }));

  const buildRows = await allListedBuilds(db, currency, 'bestselling', eq(builds.model, slug));
  return {
    ...summary(row, locale, figures.get(slug)),
    intro: localise(row.intro, locale),
    overview: localise(row.overview, locale),
    gallery: row.gallery.map((image) => galleryImage(slug, image, locale)),
    specification: row.specification.map((spec) => ({ label: localise(spec.label, locale), value: localise(spec.value, locale) })),
    reviews: modelReviews,
    builds: buildRows.map((build) => toBuildCard(build, currency, context.now)),
    colours: await buildColours(
      db,
      buildRows.map((build) => build.id),
    ),
  };
}

/** The finishes of the builds' cases (`CaseSpecs.colour`), in the builds' order; unknown ones left out. */
async function buildColours(db: Database, buildIds: number[]): Promise<CaseModel['colours']> {
  if (buildIds.length === 0) return [];
  const cases = await db
    .select({ buildId: buildComponents.buildId, specs: parts.specs })
    .from(buildComponents)
    .innerJoin(parts, eq(parts.productId, buildComponents.partId))
    .where(and(inArray(buildComponents.buildId, buildIds), eq(parts.category, 'case')));
  const colourOf = new Map(cases.map((row) => [row.buildId, caseColour(row.specs)]));
  const byColour = new Map<CaseFinish, number[]>();
  for (const id of buildIds) {
    const colour = colourOf.get(id);
    if (colour) byColour.set(colour, [...(byColour.get(colour) ?? []), id]);
  }
  return [...byColour].map(([colour, ids]) => ({ colour, build_ids: ids }));
}

export type GalleryFile = { body: Uint8Array<ArrayBuffer>; contentType: string; etag: string };

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Image files by path: they change only with a deploy, so each is read once. */
const galleryCache = new Map<string, Promise<GalleryFile>>();

/**
 * A gallery image of a model. Only a file the model's gallery lists is served, by exact
 * name, so the path can never leave the gallery folder.
 */
export async function galleryFile(db: Database, galleryDir: string, slug: string, file: string): Promise<GalleryFile> {
  const model = await findModel(db, slug);
  const image = model.gallery.find((entry) => entry.file === file);
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  const contentType = contentTypes[extension];
  if (!image || !contentType || file.includes('/') || file.includes('\\')) {
    throw new DomainError('image_not_found', { slug, file });
  }
  const path = join(galleryDir, file);
  let cached = galleryCache.get(path);
  if (!cached) {
    cached = readFile(path).then((body) => ({
      body: new Uint8Array(body),
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }));
    galleryCache.set(path, cached);
    cached.catch(() => galleryCache.delete(path));
  }
  try {
    return await cached;
  } catch {
    throw new DomainError('image_not_found', { slug, file });
  }
}
