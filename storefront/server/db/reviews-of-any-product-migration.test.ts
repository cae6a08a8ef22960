import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrationsBefore, type TestDatabase } from '../test/database';
import { migrateDatabase } from './migrate';
import { products, reviews } from './schema';

/**
 * A shop started when only pre-built PCs were reviewed: each review keeps its build as the
 * product reviewed and gets that build's model, so every model page shows and counts exactly
 * what it did before.
 */
describe('migrating reviews of builds to reviews of any product (0015_reviews_of_any_product)', () => {
  let old: TestDatabase;
  let folder: string;
  let modelBuild: number;
  let looseBuild: number;

  beforeAll(async () => {
    old = await createTestDatabase({ empty: true });
    folder = migrationsBefore('0015_reviews_of_any_product');
    await migrateDatabase(old.handle, folder);
    await old.db.execute(
      sql`insert into case_models (slug, name, intro, overview, specification, gallery) values ('vanguard', 'Vanguard', '{}'::jsonb, '{}'::jsonb, '[]'::jsonb, '[]'::jsonb)`,
    );
    for (const reference of ['RS-IN-MODEL', 'RS-NO-MODEL']) {
      await old.db.execute(
        sql`insert into products (reference, name, product_class, status) values (${reference}, ${reference}, 'pc-build', 'public')`,
      );
    }
    const id = async (reference: string) => (await old.db.select({ id: products.id }).from(products).where(eq(products.reference, reference)))[0]!.id;
    [modelBuild, looseBuild] = [await id('RS-IN-MODEL'), await id('RS-NO-MODEL')];
    await old.db.execute(sql`insert into builds (product_id, model) values (${modelBuild}, 'vanguard'), (${looseBuild}, null)`);
    for (const build of [modelBuild, looseBuild]) {
      await old.db.execute(
        sql`insert into reviews (build_product_id, author, rating, title, text, locale, sample, status) values (${build}, 'Sam', 4, 'Title', 'Text', 'en-GB', true, 'approved')`,
      );
    }
    await migrateDatabase(old.handle);
  }, 120_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await old.close();
  });

  it('keeps each review’s build as the product reviewed and gives it that build’s model', async () => {
    const rows = await old.db.select({ productId: reviews.productId, model: reviews.model }).from(reviews).orderBy(reviews.id);
    expect(rows).toEqual([
      { productId: modelBuild, model: 'vanguard' },
      { productId: looseBuild, model: null },
    ]);
  });

  it('lets a review be of a product that is no pre-built build', async () => {
    await old.db.execute(
      sql`insert into products (reference, name, product_class, status) values ('accessory-x', 'Keyboard', 'accessory', 'public')`,
    );
    const [keyboard] = await old.db.select({ id: products.id }).from(products).where(eq(products.reference, 'accessory-x'));
    await old.db
      .insert(reviews)
      .values({ productId: keyboard!.id, author: 'Sam', rating: 5, title: 'Clicky', text: '', locale: 'en-GB', sample: true, status: 'approved' });
    expect(await old.db.select({ model: reviews.model }).from(reviews).where(eq(reviews.productId, keyboard!.id))).toEqual([{ model: null }]);
  });
});
