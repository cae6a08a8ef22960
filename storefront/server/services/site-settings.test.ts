import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/client';
import { siteSettings } from '../db/schema';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { watchCatalogueChanges, type CatalogueChanges } from './catalogue-changes';
import { ASSEMBLY_FEE_SETTING, assemblyFeeFrom, createSettingsCache, loadSettings, withSettingsCache, type SettingsCache } from './site-settings';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let changes: CatalogueChanges;
let cache: SettingsCache;
let statements = 0;

beforeAll(async () => {
  database = await createTestDatabase({ queryLogger: { logQuery: () => void (statements += 1) } });
  changes = await watchCatalogueChanges(database.handle, logger);
  cache = createSettingsCache(changes);
});
afterAll(async () => {
  await changes.close();
  await database.close();
});

const setFee = (db: TestDatabase['db'], gbp: number) =>
  db
    .insert(siteSettings)
    .values({ slug: ASSEMBLY_FEE_SETTING, value: String(gbp), valueByCurrency: { gbp: String(gbp) } })
    .onConflictDoUpdate({ target: siteSettings.slug, set: { value: String(gbp), valueByCurrency: { gbp: String(gbp) } } });

const feeIn = async (db: TestDatabase['db'], settingsCache: SettingsCache) =>
  assemblyFeeFrom(await withSettingsCache(settingsCache, () => loadSettings(db, [ASSEMBLY_FEE_SETTING])), 'gbp');

describe('the settings cache', () => {
  it('reads the settings once until the catalogue changes, then the new values at once', async () => {
    // On PostgreSQL the feed moves once when it connects, so wait past the version before the write.
    const start = changes.version();
    await setFee(database.db, 9900);
    await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(start));
    expect(await feeIn(database.db, cache)).toBe(9900);
    const before = statements;
    expect(await feeIn(database.db, cache)).toBe(9900);
    expect(statements).toBe(before);

    const version = changes.version();
    await setFee(database.db, 12900);
    await vi.waitFor(() => expect(changes.version()).toBeGreaterThan(version));
    expect(await feeIn(database.db, cache)).toBe(12900);
  });

  it('neither serves nor keeps settings while the change feed is down', async () => {
    const down: CatalogueChanges = { version: () => 0, live: () => false, close: async () => {} };
    const offline = createSettingsCache(down);
    const before = statements;
    await feeIn(database.db, offline);
    await feeIn(database.db, offline);
    expect(statements - before).toBe(2);
  });

  it('does not keep what was read while a change landed', async () => {
    let version = 1;
    const moving: CatalogueChanges = { version: () => version, live: () => true, close: async () => {} };
    const racing = createSettingsCache(moving);
    await racing.get([ASSEMBLY_FEE_SETTING], async () => {
      version += 1;
      return new Map([[ASSEMBLY_FEE_SETTING, { value: '1', byCurrency: null }]]);
    });
    const reread = await racing.get([ASSEMBLY_FEE_SETTING], async () => new Map([[ASSEMBLY_FEE_SETTING, { value: '2', byCurrency: null }]]));
    expect(reread.get(ASSEMBLY_FEE_SETTING)?.value).toBe('2');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('sees a change made through another server process on the same PostgreSQL', async () => {
    const other = createDatabase({ url: database.url! });
    const otherChanges = await watchCatalogueChanges(other, logger);
    const otherCache = createSettingsCache(otherChanges);
    try {
      await setFee(database.db, 9900);
      await vi.waitFor(async () => expect(await feeIn(other.db, otherCache)).toBe(9900), { timeout: 5000 });
      const version = otherChanges.version();
      await setFee(database.db, 14900);
      await vi.waitFor(() => expect(otherChanges.version()).toBeGreaterThan(version), { timeout: 5000 });
      expect(await feeIn(other.db, otherCache)).toBe(14900);
    } finally {
      await otherChanges.close();
      await other.close();
    }
  });
});
