import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/client';
import { buildComponents } from '../db/schema';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { watchCatalogueChanges, type CatalogueChanges } from './catalogue-changes';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let changes: CatalogueChanges;

beforeAll(async () => {
  database = await createTestDatabase();
  changes = await watchCatalogueChanges(database.handle, logger);
});
afterAll(async () => {
  await changes.close();
  await database.close();
});

/** Lets a notification that is on its way arrive (NOTIFY is delivered after the commit). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('catalogue changes', () => {
  it('moves on after a committed change to stock that listings show, and is live', async () => {
    expect(changes.live()).toBe(true);
    const before = changes.version();
    // In stock to out, or out to in.
    await database.db.execute(
      sql`update parts set stock = case when stock = 0 then 5 else 0 end where part_id in (select part_id from parts limit 1)`,
    );
    await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(before));
  });

  it('moves on after a price change, only once the transaction commits', async () => {
    const before = changes.version();
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update product_prices set amount_minor = amount_minor + 100 where product_id in (select product_id from product_prices limit 1)`,
      );
      await settle();
      expect(changes.version()).toBe(before);
    });
    await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(before));
  });

  it('does not move for a rolled-back change or for a shopper’s own data', async () => {
    await settle();
    const before = changes.version();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update parts set stock = stock + 1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.db.execute(sql`update shipping_addresses set first_name = first_name`);
    await settle();
    expect(changes.version()).toBe(before);
  });

  it('does not move for a stock change listings do not show, and moves when stock crosses a level they show', async () => {
    const [part] = await database.db
      .select({ id: buildComponents.partId })
      .from(buildComponents)
      .orderBy(asc(buildComponents.buildId), asc(buildComponents.partId))
      .limit(1);
    const id = part!.id;
    const setStock = (stock: number) => database.db.execute(sql`update parts set stock = ${stock} where product_id = ${id}`);
    const stays = async (change: () => Promise<unknown>) => {
      await settle();
      const before = changes.version();
      await change();
      await settle();
      expect(changes.version()).toBe(before);
    };
    const moves = async (change: () => Promise<unknown>) => {
      const before = changes.version();
      await change();
      await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(before));
    };
    await setStock(100);
    // Within the shelf, from 100 to 40: every listing shows the same.
    await stays(() => setStock(40));
    // Out of stock: the part and every build that takes it show it, and back in.
    await moves(() => setStock(0));
    await moves(() => setStock(3));
    // A build that takes two of it is out of stock below two, though the part is not.
    await moves(() => database.db.execute(sql`update build_components set amount = 2 where part_product_id = ${id}`));
    await stays(() => setStock(2));
    await moves(() => setStock(1));
    // Anything else of a part shows as it is: a lead time moves it whatever the stock.
    await moves(() => database.db.execute(sql`update parts set lead_time_days = lead_time_days + 1 where product_id = ${id}`));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('reaches another server process on the same PostgreSQL', async () => {
    const other = createDatabase({ url: database.url! });
    const otherChanges = await watchCatalogueChanges(other, logger);
    try {
      const before = otherChanges.version();
      await database.db.execute(sql`update parts set lead_time_days = lead_time_days + 1 where part_id in (select part_id from parts limit 1)`);
      await vi.waitFor(() => expect(otherChanges.version()).toBeGreaterThan(before), { timeout: 5000 });
    } finally {
      await otherChanges.close();
      await other.close();
    }
  });
});
