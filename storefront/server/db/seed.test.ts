import { rmSync } from 'node:fs';
import type { BuildListing, CaseModel, CaseModelSummary, FpsFinderResult, GameSummary, Page, PartListing } from '@rigsmith/kit/api';
import { partCategories, unitsAvailable } from '@rigsmith/kit/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../test/app';
import { createTestDatabase, migrationsBefore, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { seedDatabase, seededRows } from './seed';
import { readCatalogueData, type CatalogueData } from './seed/catalogue-data';

const { buildComponents, builds, caseModels, categories, games, parts, productPrices, products, reviews } = schema;

let database: TestDatabase;
let data: CatalogueData;

beforeAll(async () => {
  data = readCatalogueData();
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function snapshot() {
  const { db } = database;
  const tally = async (table: Parameters<ReturnType<TestDatabase['db']['select']>['from']>[0]) => {
    const [row] = await db.select({ value: count() }).from(table);
    return row?.value;
  };
  return {
    counts: Object.fromEntries(
      await Promise.all(
        Object.entries({ products, parts, productPrices, builds, buildComponents, reviews, games, categories, caseModels }).map(
          async ([name, table]) => [name, await tally(table)] as const,
        ),
      ),
    ),
    products: await db.select({ id: products.id, reference: products.reference }).from(products).orderBy(asc(products.id)),
    figures: await db
      .select({
        id: builds.productId,
        inStock: builds.inStock,
        shippingDays: builds.shippingDays,
        ratingTenths: builds.ratingTenths,
        reviewCount: builds.reviewCount,
        fpsMin: builds.fpsMin,
        fpsMax: builds.fpsMax,
      })
      .from(builds)
      .orderBy(asc(builds.productId)),
  };
}

describe('migrate and seed with the seed files', () => {
  it('fills a fresh database with the whole curated catalogue', async () => {
    const { counts } = await snapshot();
    expect(counts).toMatchObject({
      parts: data.parts.length,
      builds: data.builds.length,
      products: data.parts.length + data.builds.length,
      reviews: data.reviews.length,
      games: data.games.length,
      categories: data.categories.length,
      caseModels: data.caseModels.length,
      buildComponents: data.builds.reduce((total, build) => total + build.components.length, 0),
    });
    expect(data.parts.length).toBeGreaterThanOrEqual(100);
    expect(data.games.length).toBeGreaterThan(0);
  });

  it('leaves the planner statistics on what it wrote (the embedded database gathers none itself)', async () => {
    const result = await database.db.execute(
      sql`select relname, reltuples from pg_class where relname in ('products', 'parts', 'build_components') order by relname`,
    );
    const { rows } = result as unknown as { rows: { relname: string; reltuples: number }[] };
    expect(rows.map((row) => [row.relname, Number(row.reltuples)])).toEqual([
      ['build_components', data.builds.reduce((total, build) => total + build.components.length, 0)],
      ['parts', data.parts.length],
      ['products', data.parts.length + data.builds.length],
    ]);
  });

  it('changes nothing when run again (as at every start)', async () => {
    const before = await snapshot();
    await migrateDatabase(database.handle);
    expect(seededRows(await seedDatabase(database.db))).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('opens with every pre-built PC in stock, licences included (they hold no stock)', async () => {
    const rows = await database.db.select({ inStock: builds.inStock }).from(builds);
    expect(rows.length).toBe(data.builds.length);
    expect(rows.every((row) => row.inStock)).toBe(true);
  });

  it('labels every seeded review an approved sample, not a verified purchase', async () => {
    const rows = await database.db.select({ status: reviews.status, sample: reviews.sample, verified: reviews.verifiedPurchase }).from(reviews);
    expect(rows.length).toBe(data.reviews.length);
    expect(rows.every((row) => row.status === 'approved' && row.sample && !row.verified)).toBe(true);
  });

  it('gives every build its card figures from its parts', async () => {
    const { db } = database;
    const assembly = 2;
    for (const build of data.builds) {
      const [row] = await db
        .select({ figures: builds })
        .from(builds)
        .innerJoin(products, eq(products.id, builds.productId))
        .where(eq(products.reference, build.reference));
      expect(row, build.reference).toBeDefined();
      const lines = build.components.map((line) => ({ ...line, part: data.parts.find((part) => part.id === line.partId)! }));
      expect(row!.figures.inStock, build.reference).toBe(
        lines.every((line) => unitsAvailable(line.part.category, line.part.offer.stock) >= line.amount),
      );
      expect(row!.figures.shippingDays, build.reference).toBe(Math.max(...lines.map((line) => line.part.offer.leadTimeDays)) + assembly);
      // Exactly the reviews a model page shows (the seeded ones are approved samples).
      const ratings = data.reviews.filter((review) => review.buildReference === build.reference).map((review) => review.rating);
      expect(row!.figures.reviewCount, build.reference).toBe(ratings.length);
      expect(row!.figures.ratingTenths, build.reference).toBe(
        ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length) : null,
      );
      const hasGpu = lines.some((line) => line.part.category === 'gpu');
      expect(row!.figures.fpsMin !== null, build.reference).toBe(hasGpu);
      if (hasGpu) expect(row!.figures.fpsMax!).toBeGreaterThanOrEqual(row!.figures.fpsMin!);
    }
  });

  it('serves every catalogue call over the real catalogue', async () => {
    const { app } = createTestApp(database.db);
    const json = async <T>(path: string) => {
      const response = await get(app, path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };

    const listing = await json<BuildListing>('/api/ecommerce/builds/?per_page=48');
    expect(listing.count).toBe(data.builds.length);
    expect(listing.facets.categories.reduce((total, facet) => total + facet.count, 0)).toBe(
      data.builds.filter((build) => build.category !== null).length,
    );

    const models = await json<CaseModelSummary[]>('/api/ecommerce/models/');
    expect(models.map((model) => model.slug)).toEqual(data.caseModels.map((model) => model.slug));
    expect(models.some((model) => model.collaboration !== null)).toBe(true);
    for (const summary of models) {
      const model = await json<CaseModel>(`/api/ecommerce/models/${summary.slug}/`);
      for (const image of model.gallery) {
        const response = await get(app, image.src);
        expect(response.status, image.src).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      }
    }

    const gamesPage = await json<Page<GameSummary>>('/api/ecommerce/games/?per_page=1');
    expect(gamesPage.count).toBe(data.games.length);
    const finder = await json<FpsFinderResult>(`/api/ecommerce/builds/by-fps/?game=${gamesPage.items[0]!.slug}&target_fps=60`);
    expect(finder.recommendations.length).toBeGreaterThan(0);

    for (const category of partCategories) {
      const partsPage = await json<PartListing>(`/api/ecommerce/parts/?category=${category}&per_page=1`);
      expect(partsPage.count, category).toBe(data.parts.filter((part) => part.category === category && part.offer.status === 'public').length);
    }
  });
});

describe('migrating a database of the issue-2 slice', () => {
  let old: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    old = await createTestDatabase({ empty: true });
    // The migrations as the slice had them: 0000_init only.
    folder = migrationsBefore('0001_catalogue');
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await old.close();
  });

  it('replaces the slice’s builds with the catalogue, keeping the reference data', async () => {
    await migrateDatabase(old.handle, folder);
    await old.db.execute(sql`insert into currencies values ('gbp', 2), ('eur', 2)`);
    await old.db.execute(sql`insert into countries values ('GB', true, 'gbp', 2000)`);
    await old.db.execute(
      sql`insert into builds (reference, name, rating_tenths, review_count, shipping_days, stock, fps_min, fps_max, bestseller_rank)
          values ('RS-VANGUARD-5060', 'Rigsmith Vanguard RTX 5060', 46, 212, 3, 24, 73, 180, 1)`,
    );
    await old.db.execute(sql`insert into build_prices select id, 'gbp', 99900 from builds`);

    await migrateDatabase(old.handle);
    const report = await seedDatabase(old.db, { catalogue: fixtureCatalogue });
    expect(report).toMatchObject({ currencies: 0, countries: expect.any(Number), builds: fixtureCatalogue.builds.length });

    const references = await old.db.select({ reference: products.reference }).from(products).innerJoin(builds, eq(builds.productId, products.id));
    expect(references.map((row) => row.reference).sort()).toEqual(fixtureCatalogue.builds.map((build) => build.reference).sort());
    const [oldPrices] = await old.db.select({ table: sql<string | null>`to_regclass('public.build_prices')::text` }).from(sql`(select 1) as one`);
    expect(oldPrices).toEqual({ table: null });
  });
});
