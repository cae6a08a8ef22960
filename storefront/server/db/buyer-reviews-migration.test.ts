import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrationsBefore, type TestDatabase } from '../test/database';
import { migrateDatabase } from './migrate';
import { builds, products, reviews } from './schema';

/**
 * A shop started before buyers' reviews: its seeded reviews become approved samples, and its
 * builds' stored figures, which counted unwritten rating samples ("48 reviews", four shown),
 * are recomputed from exactly the approved reviews.
 */
describe('migrating reviews made before moderation (0012_buyer_reviews)', () => {
  let old: TestDatabase;
  let folder: string;
  let buildId: number;

  beforeAll(async () => {
    old = await createTestDatabase({ empty: true });
    folder = migrationsBefore('0012_buyer_reviews');
    await migrateDatabase(old.handle, folder);
    await old.db.execute(sql`insert into products (reference, name, product_class, status) values ('RS-OLD', 'Old build', 'pc-build', 'public')`);
    const [product] = await old.db.select({ id: products.id }).from(products).where(eq(products.reference, 'RS-OLD'));
    buildId = product!.id;
    // As the old figures stored it: 44 rating samples and 4 reviews counted as 48.
    await old.db.execute(
      sql`insert into builds (product_id, rating_samples, rating_tenths, review_count, rating_total) values (${buildId}, '[5, 4]'::jsonb, 46, 48, 221)`,
    );
    for (const [rating, locale] of [
      [5, 'en-GB'],
      [3, 'de-DE'],
    ] as const) {
      await old.db.execute(
        sql`insert into reviews (build_product_id, author, rating, title, text, locale) values (${buildId}, 'Sam', ${rating}, 'Title', 'Text', ${locale})`,
      );
    }
    await migrateDatabase(old.handle);
  }, 120_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await old.close();
  });

  it('labels the existing reviews approved samples', async () => {
    const rows = await old.db.select({ status: reviews.status, sample: reviews.sample, verified: reviews.verifiedPurchase }).from(reviews);
    expect(rows).toEqual([
      { status: 'approved', sample: true, verified: false },
      { status: 'approved', sample: true, verified: false },
    ]);
  });

  it('recomputes the stored rating and count from exactly those reviews', async () => {
    const [row] = await old.db
      .select({ count: builds.reviewCount, total: builds.ratingTotal, tenths: builds.ratingTenths })
      .from(builds)
      .where(eq(builds.productId, buildId));
    expect(row).toEqual({ count: 2, total: 8, tenths: 40 });
  });
});
