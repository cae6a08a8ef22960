import type { BuildListing } from '@rigsmith/kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/client';
import { createLogger } from '../logger';
import { watchCatalogueChanges, type CatalogueChanges } from '../services/catalogue-changes';
import { createTestApp, get } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { CATALOGUE_READ_CACHE } from './catalogue-read-cache';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let changes: CatalogueChanges;
let app: ReturnType<typeof createTestApp>['app'];
/** Every statement the database runs, to tell a cached answer from a fresh one. */
let statements = 0;

beforeAll(async () => {
  database = await createTestDatabase({ queryLogger: { logQuery: () => void (statements += 1) } });
  changes = await watchCatalogueChanges(database.handle, logger);
  ({ app } = createTestApp(database.db, { catalogueChanges: changes }));
});
afterAll(async () => {
  await changes.close();
  await database.close();
});

const LISTING = '/api/ecommerce/builds/?country=GB&sort=price_asc';

async function listing(target = app) {
  const response = await get(target, LISTING);
  expect(response.status).toBe(200);
  return (await response.json()) as BuildListing;
}

const prices = (page: BuildListing) => page.items.map((card) => card.price.amount);

/** How many parts the parts listing shows in stock. */
async function partsInStock(target = app) {
  const response = await get(target, '/api/ecommerce/parts/?country=GB&category=gpu&per_page=48');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { in_stock: boolean }[] };
  return items.filter((part) => part.in_stock).length;
}

/** Waits for this process to hear of the commit (NOTIFY is delivered after it). */
async function afterChange(feed: CatalogueChanges, change: () => Promise<unknown>) {
  const version = feed.version();
  await change();
  await vi.waitFor(() => expect(feed.version()).toBeGreaterThan(version), { timeout: 1000 });
}

describe('the catalogue read cache', () => {
  it('answers a repeated read without the database, with a strong ETag and no-cache', async () => {
    const first = await get(app, LISTING);
    const before = statements;
    const second = await get(app, LISTING);
    expect(statements).toBe(before);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('ETag')).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(second.headers.get('Cache-Control')).toBe(CATALOGUE_READ_CACHE);
    // Each request keeps its own id, not the one of the request that filled the cache.
    expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 to another', async () => {
    const { headers } = await get(app, LISTING);
    const etag = headers.get('ETag')!;
    const revalidated = await get(app, LISTING, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    expect((await get(app, LISTING, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('keeps reference data’s own max-age', async () => {
    const response = await get(app, '/api/ecommerce/regional/country/');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('ETag')).toBeTruthy();
  });

  it('shows a price change and a stock change on the next read', async () => {
    const before = await listing();
    await afterChange(changes, () => database.db.execute(sql`update product_prices set amount_minor = amount_minor + 10000 where currency = 'gbp'`));
    const repriced = await listing();
    expect(prices(repriced)).not.toEqual(prices(before));
    expect(repriced.items.map((card) => card.reference)).toEqual(before.items.map((card) => card.reference));

    expect(await partsInStock()).toBeGreaterThan(0);
    await afterChange(changes, () => database.db.execute(sql`update parts set stock = 0`));
    expect(await partsInStock()).toBe(0);
  });

  it('never shares an error or a shopper’s own answer', async () => {
    const bad = await get(app, '/api/ecommerce/builds/?country=GB&page=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('ETag')).toBeNull();
    // Products by ids resolve a guest's builds by public id and count guesses: never cached.
    const before = statements;
    await get(app, '/api/ecommerce/product/?ids=1&country=GB');
    await get(app, '/api/ecommerce/product/?ids=1&country=GB');
    expect(statements).toBeGreaterThan(before + 1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('shows a change made through another process within a second', async () => {
    const other = createDatabase({ url: database.url! });
    const otherChanges = await watchCatalogueChanges(other, logger);
    const { app: otherApp } = createTestApp(other.db, { catalogueChanges: otherChanges });
    try {
      const seen = await listing(otherApp);
      await listing(app);
      // A write through this process's pool, read through the other process's cache.
      await afterChange(otherChanges, () =>
        database.db.execute(sql`update product_prices set amount_minor = amount_minor + 500 where currency = 'gbp'`),
      );
      const fresh = await listing(otherApp);
      expect(prices(fresh)).not.toEqual(prices(seen));
      await partsInStock(app);
      await afterChange(changes, () => other.db.execute(sql`update parts set stock = stock + 5`));
      expect(await partsInStock(app)).toBeGreaterThan(0);
    } finally {
      await otherChanges.close();
      await other.close();
    }
  });
});
