/**
 * The curated catalogue the shop opens with, as the seed files hold it: parts, builds,
 * case models, categories and reviews (./catalogue/*.json) and the games (./games/games.json).
 * `readCatalogueData()` reads and checks them; tests pass their own small `CatalogueData`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeTags, partCategories, type GameBenchmark, type Part } from '@rigsmith/kit/domain';
import { z } from 'zod';
import { catalogueSeedDir, gamesSeedDir } from '../../paths';
import type { ProductStatus } from '../schema';

const localised = z.partialRecord(z.enum(localeTags), z.string());
const perCurrency = z.object({ gbp: z.number().int().nonnegative(), eur: z.number().int().nonnegative() });

const seedPartSchema = z
  .object({
    id: z.string().min(1),
    category: z.enum(partCategories),
    name: z.string().min(1),
    brand: z.string(),
    specs: z.record(z.string(), z.unknown()),
    offer: z.object({
      prices: perCurrency,
      stock: z.number().int().nonnegative(),
      leadTimeDays: z.number().int().nonnegative(),
      restockDays: z.number().int().nonnegative().nullable(),
      status: z.enum(['public', 'discontinued', 'archived']),
    }),
    source: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** A curated part: its facts (kit `Part`) and the shop's offer for it. */
export type SeedPart = Part & {
  offer: {
    /** Minor units including VAT. */
    prices: { gbp: number; eur: number };
    stock: number;
    leadTimeDays: number;
    /** Working days for a restock to arrive and ship; null: the supplier takes no backorders. */
    restockDays: number | null;
    status: ProductStatus;
  };
  source?: Record<string, unknown>;
};

const seedCaseModelSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  collaboration: z.object({ partner: z.string().min(1) }).nullable(),
  caseIds: z.array(z.string()),
  intro: localised,
  overview: localised,
  specification: z.array(z.object({ label: localised, value: localised })),
  gallery: z.array(z.object({ file: z.string().min(1), alt: localised, width: z.number(), height: z.number() })),
});
export type SeedCaseModel = z.infer<typeof seedCaseModelSchema>;

const seedBuildSchema = z.object({
  reference: z.string().min(1),
  name: z.string().min(1),
  model: z.string().nullable(),
  category: z.string().nullable(),
  components: z.array(z.object({ partId: z.string(), amount: z.number().int().positive() })).min(1),
  /** List price, minor units including VAT. */
  prices: perCurrency,
  /** Money off the list price per currency, or null. */
  discount: perCurrency.nullable(),
  bestsellerRank: z.number().int().nullable(),
});
export type SeedBuild = z.infer<typeof seedBuildSchema>;

const seedCategorySchema = z.object({ slug: z.string().min(1), parent: z.string().nullable(), names: localised });
export type SeedCategory = z.infer<typeof seedCategorySchema>;

const seedReviewSchema = z.object({
  model: z.string().nullable().optional(),
  buildReference: z.string(),
  author: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  title: z.string().min(1),
  text: z.string(),
  locale: z.enum(localeTags),
  createdAt: z.string(),
});
export type SeedReview = z.infer<typeof seedReviewSchema>;

const seedReviewsSchema = z.object({ note: z.string().optional(), reviews: z.array(seedReviewSchema) });

const gameSchema = z
  .object({
    slug: z.string().min(1),
    name: z.string().min(1),
    releaseYear: z.number().int().nullable(),
    referenceFps: z.array(z.object({ gpu: z.string(), g3dMark: z.number(), fps: z.number() })),
    engineFpsCap: z.number().nullable(),
    minimumG3dMark: z.number().nullable(),
    recommendedG3dMark: z.number().nullable(),
  })
  .loose();

export type CatalogueData = {
  categories: SeedCategory[];
  caseModels: SeedCaseModel[];
  parts: SeedPart[];
  builds: SeedBuild[];
  reviews: SeedReview[];
  /** Most popular first (the order is the games list's). */
  games: GameBenchmark[];
};

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** Reads and checks the seed files (throws naming the file and the field on a bad one). */
export function readCatalogueData(dirs: { catalogue?: string; games?: string } = {}): CatalogueData {
  const catalogue = dirs.catalogue ?? catalogueSeedDir;
  const games = dirs.games ?? gamesSeedDir;
  const data: CatalogueData = {
    categories: readJson(join(catalogue, 'categories.json'), z.array(seedCategorySchema)),
    caseModels: readJson(join(catalogue, 'case-models.json'), z.array(seedCaseModelSchema)),
    parts: readJson(join(catalogue, 'parts.json'), z.array(seedPartSchema)) as SeedPart[],
    builds: readJson(join(catalogue, 'builds.json'), z.array(seedBuildSchema)),
    reviews: readJson(join(catalogue, 'reviews.json'), seedReviewsSchema).reviews,
    games: readJson(join(games, 'games.json'), z.array(gameSchema)) as GameBenchmark[],
  };
  checkReferences(data);
  return data;
}

/** Cross-file references, so a typo in one file fails the seed with a clear message rather than a foreign-key error. */
export function checkReferences(data: CatalogueData): void {
  const partIds = new Set(data.parts.map((part) => part.id));
  const categorySlugs = new Set(data.categories.map((category) => category.slug));
  const modelSlugs = new Set(data.caseModels.map((model) => model.slug));
  const buildReferences = new Set(data.builds.map((build) => build.reference));
  const problems: string[] = [];
  for (const category of data.categories) {
    if (category.parent !== null && !categorySlugs.has(category.parent)) {
      problems.push(`category ${category.slug}: unknown parent ${category.parent}`);
    }
  }
  for (const build of data.builds) {
    if (build.model !== null && !modelSlugs.has(build.model)) problems.push(`build ${build.reference}: unknown model ${build.model}`);
    if (build.category !== null && !categorySlugs.has(build.category)) {
      problems.push(`build ${build.reference}: unknown category ${build.category}`);
    }
    for (const line of build.components) {
      if (!partIds.has(line.partId)) problems.push(`build ${build.reference}: unknown part ${line.partId}`);
    }
  }
  for (const review of data.reviews) {
    if (!buildReferences.has(review.buildReference)) problems.push(`review by ${review.author}: unknown build ${review.buildReference}`);
  }
  if (problems.length > 0) throw new Error(`The catalogue seed does not hang together:\n  ${problems.join('\n  ')}`);
}
