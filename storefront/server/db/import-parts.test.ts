import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartListing, Product } from '@rigsmith/kit/api';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { IMPORTED_LEAD_TIME_DAYS, importDatasetParts } from './import-parts';
import { parts, productPrices, products } from './schema';
import { datasetCategories } from './seed/catalogue/dataset';
import { pricesFromUsd } from './seed/catalogue/pricing';

// Real rows from pc-part-dataset (July 2025), a few per file.
const rows = {
  cpu: [
    {
      name: 'AMD Ryzen 7 9800X3D',
      price: 451.5,
      core_count: 8,
      core_clock: 4.7,
      boost_clock: 5.2,
      microarchitecture: 'Zen 5',
      tdp: 120,
      graphics: 'Radeon',
    },
    // An older platform the shop's types cannot express: skipped.
    {
      name: 'Intel Core i5-10400F',
      price: 137.44,
      core_count: 6,
      core_clock: 2.9,
      boost_clock: 4.3,
      microarchitecture: 'Comet Lake',
      tdp: 65,
      graphics: null,
    },
  ],
  'video-card': [
    {
      name: 'MSI GeForce RTX 3060 Ventus 2X 12G',
      price: 299.97,
      chipset: 'GeForce RTX 3060 12GB',
      memory: 12,
      core_clock: 1320,
      boost_clock: 1777,
      color: 'Black',
      length: 235,
    },
    {
      name: 'Sapphire PULSE',
      price: 379.99,
      chipset: 'Radeon RX 9060 XT',
      memory: 16,
      core_clock: 2220,
      boost_clock: 3290,
      color: 'Black',
      length: 240,
    },
    // No price: imported, but archived (not for sale).
    {
      name: 'Gigabyte WINDFORCE OC',
      price: null,
      chipset: 'GeForce RTX 4060',
      memory: 8,
      core_clock: 1830,
      boost_clock: 2475,
      color: 'Black',
      length: 192,
    },
    // No name: skipped.
    { name: null, price: 10, chipset: 'GeForce RTX 4060', memory: 8, core_clock: 1830, boost_clock: 2475, color: 'Black', length: 192 },
  ],
  mouse: [
    {
      name: 'Logitech G502 Hero',
      price: 44.77,
      tracking_method: 'Optical',
      connection_type: 'Wired',
      max_dpi: 25600,
      hand_orientation: 'Right',
      color: 'Black',
    },
  ],
} as const;

let root: string;
let datasetDir: string;
let database: TestDatabase;
let app: ReturnType<typeof createTestApp>['app'];

function writeDataset(contents: Partial<Record<string, readonly object[]>>) {
  for (const file of datasetCategories) {
    const lines = (contents[file] ?? []).map((row) => JSON.stringify(row));
    writeFileSync(join(datasetDir, `${file}.jsonl`), lines.length > 0 ? `${lines.join('\n')}\n` : '');
  }
}

async function importedParts() {
  return database.db
    .select({
      id: products.id,
      partId: parts.partId,
      status: products.status,
      stock: parts.stock,
      leadTimeDays: parts.leadTimeDays,
      specs: parts.specs,
    })
    .from(parts)
    .innerJoin(products, eq(products.id, parts.productId))
    .where(like(parts.partId, 'ds-%'))
    .orderBy(asc(parts.partId));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rigsmith-dataset-'));
  datasetDir = join(root, 'pc-part-dataset');
  mkdirSync(datasetDir);
  // gpus.csv where the import looks for it by default: beside the part dataset.
  mkdirSync(join(root, 'pc-game-fps-dataset'));
  writeFileSync(
    join(root, 'pc-game-fps-dataset', 'gpus.csv'),
    'name,type,g3d_mark,page_url\n"GeForce RTX 3060",Desktop,17008,x\n"GeForce RTX 3060",Laptop,11000,x\n"Radeon RX 9060 XT 16GB",Desktop,21000,x\n',
  );
  writeDataset(rows);
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await database.close();
});

describe('db:import-parts', () => {
  it('imports every row partFromDataset can express, priced from USD, without a price archived', async () => {
    const report = await importDatasetParts(database.db, datasetDir, { batchSize: 2 });
    expect(report).toEqual({
      imported: 5,
      archived: 1,
      skipped: 2,
      removed: 0,
      // The Ryzen 7 9800X3D, RTX 3060 Ventus and Sapphire PULSE RX 9060 XT are curated products: their facts come with them.
      checkable: { cpu: { parts: 1, checkable: 1 }, gpu: { parts: 3, checkable: 2 }, accessory: { parts: 1, checkable: 1 } },
    });
    // The RTX 4060 is not: its power inputs, slot width and outputs are unknown (null), not 0.
    const windforce = (await importedParts()).find((part) => part.partId === 'ds-video-card-2')!;
    expect(windforce.specs).toMatchObject({ lengthMm: 192, slotWidth: null, powerConnectors: null, outputs: null });

    const imported = await importedParts();
    expect(imported.map((part) => [part.partId, part.status])).toEqual([
      ['ds-cpu-0', 'public'],
      ['ds-mouse-0', 'public'],
      ['ds-video-card-0', 'public'],
      ['ds-video-card-1', 'public'],
      ['ds-video-card-2', 'archived'],
    ]);
    // The dataset has no stock: imported parts are ordered in on demand.
    expect(imported.every((part) => part.stock === 0 && part.leadTimeDays === IMPORTED_LEAD_TIME_DAYS)).toBe(true);
    // G3D Mark from gpus.csv (desktop entry; the 16 GB variant of the 9060 XT).
    expect(imported.filter((part) => part.partId.startsWith('ds-video-card')).map((part) => part.specs.g3dMark)).toEqual([17008, 21000, 0]);

    const prices = await database.db
      .select({ partId: parts.partId, currency: productPrices.currency, amount: productPrices.amountMinor })
      .from(productPrices)
      .innerJoin(parts, eq(parts.productId, productPrices.productId))
      .where(eq(parts.partId, 'ds-video-card-0'))
      .orderBy(asc(productPrices.currency));
    const expected = pricesFromUsd(299.97);
    expect(prices).toEqual([
      { partId: 'ds-video-card-0', currency: 'eur', amount: expected.eur },
      { partId: 'ds-video-card-0', currency: 'gbp', amount: expected.gbp },
    ]);
    expect(expected).toEqual({ gbp: 236_99, eur: 278_99 });
    const archived = await database.db
      .select()
      .from(productPrices)
      .innerJoin(parts, eq(parts.productId, productPrices.productId))
      .where(eq(parts.partId, 'ds-video-card-2'));
    expect(archived).toEqual([]);
  });

  it('makes the imported parts browsable beside the curated ones, and sellable by product id', async () => {
    const response = await get(app, '/api/ecommerce/parts/?category=gpu&sort=price_asc&per_page=48');
    const listing = (await response.json()) as PartListing;
    // Four curated cards, two imported ones for sale; the archived one is not listed.
    expect(listing.count).toBe(6);
    expect(listing.items.map((part) => part.id)).toContain('ds-video-card-0');
    expect(listing.items.map((part) => part.id)).not.toContain('ds-video-card-2');
    // The shop's own range first in the default order.
    const byDefault = (await (await get(app, '/api/ecommerce/parts/?category=gpu&per_page=48')).json()) as PartListing;
    expect(byDefault.items.slice(-2).map((part) => part.id)).toEqual(['ds-video-card-0', 'ds-video-card-1']);
    expect((await (await get(app, '/api/ecommerce/parts/?category=gpu&in_stock=true')).json()) as PartListing).toMatchObject({ count: 4 });

    const mouse = (await importedParts()).find((part) => part.partId === 'ds-mouse-0')!;
    const [product] = (await (await get(app, `/api/ecommerce/product/?ids=${mouse.id}`)).json()) as Product[];
    expect(product).toMatchObject({ reference: 'ds-mouse-0', product_class: 'accessory', in_stock: false, shipping_days: IMPORTED_LEAD_TIME_DAYS });
  });

  it('replaces the earlier import on a re-run: same product ids, new facts, gone rows deleted', async () => {
    const before = await importedParts();
    const again = await importDatasetParts(database.db, datasetDir);
    expect(again).toMatchObject({ imported: 5, archived: 1, skipped: 2, removed: 0 });
    expect(await importedParts()).toEqual(before);

    // A new edition: the mouse is gone, the RTX 3060 costs more, the archived card got a price.
    writeDataset({
      ...rows,
      mouse: [],
      'video-card': [{ ...rows['video-card'][0], price: 319.99 }, rows['video-card'][1], { ...rows['video-card'][2], price: 289.99 }],
    });
    const report = await importDatasetParts(database.db, datasetDir);
    expect(report).toEqual({
      imported: 4,
      archived: 0,
      skipped: 1,
      removed: 1,
      checkable: { cpu: { parts: 1, checkable: 1 }, gpu: { parts: 3, checkable: 2 } },
    });
    const after = await importedParts();
    expect(after.map((part) => part.partId)).toEqual(['ds-cpu-0', 'ds-video-card-0', 'ds-video-card-1', 'ds-video-card-2']);
    const idOf = (list: typeof before, partId: string) => list.find((part) => part.partId === partId)?.id;
    for (const part of after) expect(part.id).toBe(idOf(before, part.partId));
    expect(after.find((part) => part.partId === 'ds-video-card-2')?.status).toBe('public');

    const [price] = await database.db
      .select({ amount: productPrices.amountMinor })
      .from(productPrices)
      .where(eq(productPrices.productId, idOf(after, 'ds-video-card-0')!))
      .orderBy(asc(productPrices.currency))
      .limit(1);
    expect(price?.amount).toBe(pricesFromUsd(319.99).eur);
    // The curated catalogue is untouched.
    expect((await (await get(app, '/api/ecommerce/builds/')).json()) as { count: number }).toMatchObject({ count: 7 });
  });

  it('gives an imported case its finish from the dataset’s colour, and leaves it out when the row has none', async () => {
    // Real rows (July 2025): a white case with black accents, a grey one, one without a colour.
    const cases = [
      {
        name: 'HYTE Y70',
        price: 219.99,
        type: 'ATX Mid Tower',
        color: 'White / Black',
        psu: null,
        side_panel: 'Tempered Glass',
        external_volume: 70.7,
        internal_35_bays: 0,
      },
      {
        name: 'Lian Li O11 Air Mini',
        price: 99.99,
        type: 'ATX Mid Tower',
        color: 'Gray',
        psu: null,
        side_panel: 'Tempered Glass',
        external_volume: 46.9,
        internal_35_bays: 2,
      },
      {
        name: 'Rosewill FBM-X1',
        price: 39.99,
        type: 'MicroATX Mini Tower',
        color: null,
        psu: null,
        side_panel: null,
        external_volume: null,
        internal_35_bays: 1,
      },
    ];
    writeDataset({ ...rows, case: cases });
    await importDatasetParts(database.db, datasetDir);
    const imported = (await importedParts()).filter((part) => part.partId.startsWith('ds-case-'));
    expect(imported.map((part) => [part.partId, part.specs.colour])).toEqual([
      ['ds-case-0', 'white'],
      ['ds-case-1', 'grey'],
      // Unknown is not black: no colour at all.
      ['ds-case-2', undefined],
    ]);
    expect(imported[2]!.specs).not.toHaveProperty('colour');
  });
});
