import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { parts } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { loadOffers } from './offers';
import { giveBackStock, takeStock } from './stock';

/**
 * Digital items (operating-system licences) are sold as keys, not boxes: no stock is held,
 * so a licence never runs out and an order neither takes nor gives back any. (Seeded with a
 * stock of 5, Windows 11 Home used by most pre-built PCs sold out the shop after five orders.)
 */

let database: TestDatabase;
let licence: number;
let keyboard: number;

async function partByPartId(db: Database, partId: string): Promise<number> {
  const [row] = await db.select({ id: parts.productId }).from(parts).where(eq(parts.partId, partId));
  return row!.id;
}

const stockOf = async (ids: number[]) =>
  new Map(
    (await database.db.select({ id: parts.productId, stock: parts.stock }).from(parts).where(inArray(parts.productId, ids))).map((row) => [
      row.id,
      row.stock,
    ]),
  );

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  // A sold-out mouse turned into a licence: the same row, now digital, with no stock.
  licence = await partByPartId(database.db, 'accessory-logitech-g-pro-x-superlight');
  await database.db
    .update(parts)
    .set({ category: 'os', specs: { edition: 'Windows 11 Home' }, stock: 0 })
    .where(eq(parts.productId, licence));
  keyboard = await partByPartId(database.db, 'accessory-razer-blackwidow-v4');
});
afterAll(() => database.close());

describe('stock of digital items', () => {
  it('offers a licence with no stock as available, in any amount', async () => {
    const offer = (await loadOffers(database.db, [licence], 'gbp')).get(licence)!;
    expect(offer.unitsOrderable).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes and gives back only physical parts', async () => {
    const before = await stockOf([licence, keyboard]);
    const change = new Map([
      [licence, 50],
      [keyboard, 2],
    ]);
    await database.db.transaction(async (tx) => {
      expect((await takeStock(tx, change)).short).toEqual(new Set());
    });
    expect(await stockOf([licence, keyboard])).toEqual(
      new Map([
        [licence, 0],
        [keyboard, before.get(keyboard)! - 2],
      ]),
    );
    await database.db.transaction((tx) => giveBackStock(tx, change));
    expect(await stockOf([licence, keyboard])).toEqual(before);
  });

  it('still refuses a physical part short of stock beside a licence', async () => {
    const short = await database.db.transaction((tx) =>
      takeStock(
        tx,
        new Map([
          [licence, 1],
          [keyboard, 10_000],
        ]),
      ),
    );
    expect(short.short).toEqual(new Set([keyboard]));
  });
});

describe('taking stock together', () => {
  /** Thrown to roll back a transaction that found a part short, as placing an order does. */
  class Short extends Error {}

  it('sells every unit once and never deadlocks when orders lock shared parts together', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) these transactions run at once on the pool's connections
    // and wait on each other's row locks; half name the parts in the other order. A deadlock
    // would reject one with PostgreSQL's error instead of Short, an oversell leave more than
    // the stock's worth of orders or a negative stock.
    const ssd = await partByPartId(database.db, 'storage-samsung-990-pro-1tb');
    const gpu = await partByPartId(database.db, 'gpu-gigabyte-gaming-rtx-4090');
    await database.db.update(parts).set({ stock: 5 }).where(eq(parts.productId, keyboard));
    await database.db.update(parts).set({ stock: 3 }).where(eq(parts.productId, ssd));
    await database.db.update(parts).set({ stock: 4 }).where(eq(parts.productId, gpu));
    const orders = Array.from({ length: 12 }, (_, n) =>
      n % 2 === 0
        ? new Map([
            [keyboard, 1],
            [ssd, 1],
            [gpu, 1],
          ])
        : new Map([
            [gpu, 1],
            [ssd, 1],
            [keyboard, 1],
          ]),
    );
    const results = await Promise.allSettled(
      orders.map((change) =>
        database.db.transaction(async (tx) => {
          const taken = await takeStock(tx, change);
          if (taken.short.size > 0) throw new Short();
        }),
      ),
    );
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(failures.filter((reason) => !(reason instanceof Short))).toEqual([]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await stockOf([keyboard, ssd, gpu])).toEqual(
      new Map([
        [keyboard, 2],
        [ssd, 0],
        [gpu, 1],
      ]),
    );
  });
});
