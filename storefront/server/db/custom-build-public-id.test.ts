import { rmSync } from 'node:fs';
import type { Cart, PcBuild } from '@rigsmith/kit/api';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { callApi, COMPLETE_BUILD, createCustomer, expectJson, productIds, type Customer } from '../test/commerce';
import { createTestDatabase, migrationsBefore, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { migrateDatabase } from './migrate';
import { customBuilds, products } from './schema';
import { seedDatabase } from './seed';

/**
 * Builds made before custom builds had a public id: the migration gives each its own, and
 * the carts that hold them (by product id) keep working.
 */

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('migrating custom builds made before public ids', () => {
  let old: TestDatabase;
  let folder: string;
  let ada: Customer;
  const buildIds: number[] = [];

  // Migrating and seeding twice is slow on a busy runner: done once here, under the hook timeout.
  beforeAll(async () => {
    old = await createTestDatabase({ empty: true });
    folder = migrationsBefore('0007_custom_build_public_id');
    await migrateDatabase(old.handle, folder);
    // Parts only: today's seed writes and reads review columns (pre-built builds' figures) that
    // this older schema does not have yet, and these builds are custom ones.
    // Today's seed also writes parts' restock times, a later column: lent for the seed, then
    // dropped, so the later migration adds it as it would on a real database of that age.
    await old.db.execute(sql`alter table parts add column restock_days integer`);
    await seedDatabase(old.db, { catalogue: { ...fixtureCatalogue, builds: [], reviews: [] } });
    await old.db.execute(sql`alter table parts drop column restock_days`);
    const id = await productIds(old.db);
    ada = await createCustomer(old.db);
    // Two guest builds as the old schema stored them (no public id column yet), one in Ada's cart.
    for (const reference of ['PC-OLD00001', 'PC-OLD00002']) {
      await old.db.execute(
        sql`insert into products (reference, name, product_class, status) values (${reference}, 'Old build', 'pc-build', 'public')`,
      );
      const [{ buildId }] = (await old.db.select({ buildId: products.id }).from(products).where(eq(products.reference, reference))) as [
        { buildId: number },
      ];
      buildIds.push(buildId);
      await old.db.execute(sql`insert into custom_builds (product_id, user_id, saved) values (${buildId}, null, false)`);
      for (const part of COMPLETE_BUILD) {
        await old.db.execute(
          sql`insert into custom_build_components (build_product_id, part_product_id, amount) values (${buildId}, ${id(part)}, 1)`,
        );
      }
    }
    await old.db.execute(sql`insert into cart_lines (user_id, product_id, amount) values (${ada.id}, ${buildIds[0]!}, 1)`);

    await migrateDatabase(old.handle);
  }, 120_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await old.close();
  });

  it('gives every existing build its own UUID v4, and a cart holding one still lists it', async () => {
    const { app } = createTestApp(old.db);
    const cart = await expectJson<Cart>(await callApi(app, 'GET', '/api/account/basket/product/', { token: ada.token }), 200);
    expect(cart.map((line) => line.product.id)).toEqual([buildIds[0]]);
    const publicIds = (await old.db.select({ publicId: customBuilds.publicId }).from(customBuilds).orderBy(asc(customBuilds.productId))).map(
      (row) => row.publicId,
    );
    expect(publicIds).toHaveLength(2);
    for (const publicId of publicIds) expect(publicId).toMatch(v4);
    expect(new Set(publicIds).size).toBe(2);
    expect(cart[0]!.product.public_id).toBe(publicIds[buildIds[0]! < buildIds[1]! ? 0 : 1]);
    // The old build now opens by its public id, and no longer by its product id.
    const build = await expectJson<PcBuild>(await callApi(app, 'GET', `/api/ecommerce/pc_build/${cart[0]!.product.public_id}/`), 200);
    expect(build.id).toBe(buildIds[0]);
    await expectJson(await callApi(app, 'GET', `/api/ecommerce/pc_build/${buildIds[0]}/`), 404);
  });
});
