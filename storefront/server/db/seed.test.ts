import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { migrateDatabase } from './migrate';
import { buildPrices, builds, countries, currencies } from './schema';
import { seedDatabase } from './seed';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function snapshot() {
  const { db } = database;
  const [buildCount] = await db.select({ value: count() }).from(builds);
  const [priceCount] = await db.select({ value: count() }).from(buildPrices);
  const [countryCount] = await db.select({ value: count() }).from(countries);
  const [currencyCount] = await db.select({ value: count() }).from(currencies);
  const ids = await db.select({ id: builds.id, reference: builds.reference }).from(builds).orderBy(asc(builds.id));
  return {
    builds: buildCount?.value,
    prices: priceCount?.value,
    countries: countryCount?.value,
    currencies: currencyCount?.value,
    ids,
  };
}

describe('migrate and seed', () => {
  it('fills a fresh database with the catalogue and reference data', async () => {
    const seeded = await snapshot();
    expect(seeded).toMatchObject({ builds: 6, prices: 12, currencies: 2 });
    expect(seeded.countries).toBeGreaterThanOrEqual(30);
  });

  it('changes nothing when run again (as at every start)', async () => {
    const before = await snapshot();
    await migrateDatabase(database.handle);
    expect(await seedDatabase(database.db)).toEqual({ countries: 0, currencies: 0, builds: 0 });
    await migrateDatabase(database.handle);
    expect(await seedDatabase(database.db)).toEqual({ countries: 0, currencies: 0, builds: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
