import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/client';
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
  it('moves on after a committed change to stock, and is live', async () => {
    expect(changes.live()).toBe(true);
    const before = changes.version();
    await database.db.execute(sql`update parts set stock = stock + 1 where part_id in (select part_id from parts limit 1)`);
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

  it.runIf(process.env.TEST_DATABASE_URL)('reaches another server process on the same PostgreSQL', async () => {
    const other = createDatabase({ url: database.url! });
    const otherChanges = await watchCatalogueChanges(other, logger);
    try {
      const before = otherChanges.version();
      await database.db.execute(sql`update parts set stock = stock where part_id in (select part_id from parts limit 1)`);
      await vi.waitFor(() => expect(otherChanges.version()).toBeGreaterThan(before), { timeout: 5000 });
    } finally {
      await otherChanges.close();
      await other.close();
    }
  });
});
