import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customBuildComponents, customBuilds, parts, productPrices, products, siteSettings } from '../db/schema';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { loadOffers } from './offers';
import { DEFAULT_ASSEMBLY_FEE } from './site-settings';

let database: TestDatabase;
const idOf = new Map<string, number>();
const id = (reference: string) => idOf.get(reference)!;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  for (const row of await database.db.select({ id: products.id, reference: products.reference }).from(products)) {
    idOf.set(row.reference, row.id);
  }
});
afterAll(() => database.close());

/** A custom build straight in the database: its parts by reference and amount. */
async function insertCustomBuild(reference: string, lines: [string, number][], options: { base?: string } = {}) {
  const { db } = database;
  const [product] = await db.insert(products).values({ reference, name: 'My custom pc', productClass: 'pc-build' }).returning({ id: products.id });
  await db.insert(customBuilds).values({ productId: product!.id, baseProductId: options.base ? id(options.base) : null });
  await db.insert(customBuildComponents).values(lines.map(([part, amount]) => ({ buildId: product!.id, partId: id(part), amount })));
  idOf.set(reference, product!.id);
  return product!.id;
}

async function sellingPrice(reference: string, currency: 'gbp' | 'eur') {
  const [price] = await database.db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, id(reference)), eq(productPrices.currency, currency)));
  return price!.amountMinor - (price!.discountMinor ?? 0);
}

describe('loadOffers', () => {
  it('prices a part at its selling price, stocked as its stock says, shipping in its lead time', async () => {
    const offers = await loadOffers(database.db, [id('cpu-amd-ryzen-5-7600')], 'gbp');
    const [part] = await database.db
      .select()
      .from(parts)
      .where(eq(parts.productId, id('cpu-amd-ryzen-5-7600')));
    expect(offers.get(id('cpu-amd-ryzen-5-7600'))).toMatchObject({
      kind: 'part',
      productClass: 'component',
      status: 'public',
      unitPrice: await sellingPrice('cpu-amd-ryzen-5-7600', 'gbp'),
      unitsOrderable: part!.stock,
      shippingDays: part!.leadTimeDays,
      parts: [{ partProductId: id('cpu-amd-ryzen-5-7600'), amount: 1 }],
    });
  });

  it('prices a pre-built build at its own price after the discount, with the undiscounted price as was-price', async () => {
    const offer = (await loadOffers(database.db, [id('RS-STRIKER')], 'gbp')).get(id('RS-STRIKER'))!;
    expect(offer).toMatchObject({ kind: 'pre-built', unitPrice: 899_00 - 80_00, wasPrice: 899_00 });
    expect(offer.parts.length).toBeGreaterThan(3);
  });

  it('prices a custom build as its parts times their amounts plus the assembly fee', async () => {
    const lines: [string, number][] = [
      ['cpu-amd-ryzen-5-7600', 1],
      ['gpu-msi-ventus-rtx-4060', 1],
      ['memory-kingston-fury-16gb-ddr5-5600', 2],
    ];
    const buildId = await insertCustomBuild('CUSTOM-PRICE', lines, { base: 'RS-VANGUARD' });
    for (const currency of ['gbp', 'eur'] as const) {
      let parts = 0;
      for (const [reference, amount] of lines) parts += (await sellingPrice(reference, currency)) * amount;
      const offer = (await loadOffers(database.db, [buildId], currency)).get(buildId)!;
      expect(offer).toMatchObject({ kind: 'custom', unitPrice: parts + DEFAULT_ASSEMBLY_FEE[currency], wasPrice: null });
      expect(offer.baseProductId).toBe(id('RS-VANGUARD'));
    }
  });

  it('takes the assembly fee from the site setting when there is one', async () => {
    const buildId = await insertCustomBuild('CUSTOM-FEE', [['cpu-amd-ryzen-5-7600', 1]]);
    await database.db
      .insert(siteSettings)
      .values({ slug: 'assembly-fee', value: '5000', valueByCurrency: { gbp: '5000', eur: '6000' } })
      .onConflictDoUpdate({ target: siteSettings.slug, set: { value: '5000', valueByCurrency: { gbp: '5000', eur: '6000' } } });
    const offer = (await loadOffers(database.db, [buildId], 'eur')).get(buildId)!;
    expect(offer.unitPrice).toBe((await sellingPrice('cpu-amd-ryzen-5-7600', 'eur')) + 6000);
    await database.db.delete(siteSettings).where(eq(siteSettings.slug, 'assembly-fee'));
  });

  it('makes a build as available as its scarcest part, and as live as its least live part', async () => {
    const buildId = await insertCustomBuild('CUSTOM-STOCK', [
      ['cpu-amd-ryzen-5-7600', 1],
      ['memory-kingston-fury-16gb-ddr5-5600', 2],
    ]);
    const memory = id('memory-kingston-fury-16gb-ddr5-5600');
    const cpu = id('cpu-amd-ryzen-5-7600');
    const [before] = await database.db.select({ stock: parts.stock }).from(parts).where(eq(parts.productId, memory));
    await database.db.update(parts).set({ stock: 5 }).where(eq(parts.productId, memory));
    await database.db.update(parts).set({ stock: 9 }).where(eq(parts.productId, cpu));
    expect((await loadOffers(database.db, [buildId], 'gbp')).get(buildId)!.unitsOrderable).toBe(2);

    await database.db.update(products).set({ status: 'discontinued' }).where(eq(products.id, memory));
    expect((await loadOffers(database.db, [buildId], 'gbp')).get(buildId)!.status).toBe('discontinued');
    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, cpu));
    expect((await loadOffers(database.db, [buildId], 'gbp')).get(buildId)!.status).toBe('archived');

    await database.db
      .update(products)
      .set({ status: 'public' })
      .where(inArray(products.id, [memory, cpu]));
    await database.db.update(parts).set({ stock: before!.stock }).where(eq(parts.productId, memory));
  });

  it('leaves out ids it does not know and a custom build with no parts', async () => {
    const [empty] = await database.db
      .insert(products)
      .values({ reference: 'CUSTOM-EMPTY', name: 'Empty', productClass: 'pc-build' })
      .returning({ id: products.id });
    await database.db.insert(customBuilds).values({ productId: empty!.id });
    const offers = await loadOffers(database.db, [999_999, empty!.id, id('RS-OFFICE')], 'gbp');
    expect([...offers.keys()]).toEqual([id('RS-OFFICE')]);
  });

  it('has the compatibility engine judge a custom build, and only a custom build', async () => {
    const complete: [string, number][] = [
      ['cpu-amd-ryzen-5-7600', 1],
      ['motherboard-msi-b650-tomahawk', 1],
      ['memory-kingston-fury-16gb-ddr5-5600', 2],
      ['gpu-msi-ventus-rtx-4060', 1],
      ['storage-samsung-990-pro-1tb', 1],
      ['psu-corsair-rm850x', 1],
      ['case-rigsmith-vanguard', 1],
    ];
    const whole = await insertCustomBuild('CUSTOM-WHOLE', complete);
    const half = await insertCustomBuild('CUSTOM-HALF', complete.slice(0, 3));
    // The 7800X3D comes without a cooler, and none is chosen: a blocker.
    const coolerless = await insertCustomBuild('CUSTOM-NO-COOLER', [['cpu-amd-ryzen-7-7800x3d', 1], ...complete.slice(1)]);
    const offers = await loadOffers(database.db, [whole, half, coolerless, id('RS-VANGUARD'), id('cpu-amd-ryzen-5-7600')], 'gbp');
    expect(offers.get(whole)!.assembly).toMatchObject({ missingSlots: [], assemblable: true });
    expect(offers.get(half)!.assembly).toMatchObject({ missingSlots: ['storage', 'case', 'psu'], assemblable: false });
    expect(offers.get(coolerless)!.assembly!.issues.map((issue) => issue.rule)).toEqual(['cooler-required']);
    expect(offers.get(coolerless)!.assembly!.assemblable).toBe(false);
    expect(offers.get(id('RS-VANGUARD'))!.assembly).toBeNull();
    expect(offers.get(id('cpu-amd-ryzen-5-7600'))!.assembly).toBeNull();
  });
});
