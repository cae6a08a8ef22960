import type { PartListing, PartOffer } from '@rigsmith/kit/api';
import { buildSortOptions } from '@rigsmith/kit/api';
import { buildPartsOf, compatibilityFilter, isSinglePartSlot, partCategories, type Part, type PartCategory } from '@rigsmith/kit/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildComponents, parts, products } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { expectBadParameter, getJson } from '../../test/catalogue';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/**
 * "Only compatible" in the parts listing, on the curated catalogue (316 real
 * parts, 25 builds): for real builds and every category, the listing gives exactly the
 * parts the kit's `compatibilityFilter` accepts among what the plain listing gives, in the
 * same order, with the same paging and counts.
 */

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

type Line = { productId: number; amount: number; part: Part };

/** A pre-built build's parts, straight from the database, as the engine reads them. */
async function partsOf(reference: string): Promise<Line[]> {
  const [build] = await database.db.select({ id: products.id }).from(products).where(eq(products.reference, reference));
  const lines = await database.db.select().from(buildComponents).where(eq(buildComponents.buildId, build!.id));
  const rows = await database.db
    .select({
      productId: parts.productId,
      partId: parts.partId,
      category: parts.category,
      brand: parts.brand,
      specs: parts.specs,
      name: products.name,
    })
    .from(parts)
    .innerJoin(products, eq(products.id, parts.productId))
    .where(
      inArray(
        parts.productId,
        lines.map((line) => line.partId),
      ),
    );
  return lines.map((line) => {
    const row = rows.find((candidate) => candidate.productId === line.partId)!;
    return {
      productId: row.productId,
      amount: line.amount,
      part: { id: row.partId, category: row.category, name: row.name, brand: row.brand, specs: row.specs } as Part,
    };
  });
}

const compatibleWith = (lines: readonly Line[]) =>
  lines.map((line) => (line.amount === 1 ? `${line.productId}` : `${line.productId}:${line.amount}`)).join(',');

/** Every page of a listing, concatenated; checks each page's count agrees. */
async function everyPage(query: string, perPage = 48): Promise<{ items: PartOffer[]; count: number }> {
  const items: PartOffer[] = [];
  let count = 0;
  for (let page = 1; ; page += 1) {
    const listing = await getJson<PartListing>(app, `/api/ecommerce/parts/?${query}&per_page=${perPage}&page=${page}`);
    if (page === 1) count = listing.count;
    expect(listing.count).toBe(count);
    expect(listing).toMatchObject({ page, per_page: perPage });
    items.push(...listing.items);
    if (listing.items.length < perPage) break;
  }
  expect(items).toHaveLength(count);
  return { items, count };
}

const ids = (items: readonly PartOffer[]) => items.map((item) => item.id);

/** What the kit's engine says of the plain listing's parts, put in `lines` the way `change` says. */
async function expectedFor(lines: readonly Line[], category: PartCategory, change: 'replace' | 'add', query = '') {
  const { build } = buildPartsOf(lines.map(({ part, amount }) => ({ part, amount })));
  const fits = compatibilityFilter(build, category, change);
  const plain = await everyPage(`category=${category}${query}`);
  return { plain: plain.items, compatible: plain.items.filter((item) => fits(item as Part)) };
}

/** Real builds of every kind: AM4 + DDR4, Intel + DDR4, a mini-ITX case, the biggest, integrated graphics only. */
const bases = ['RS-STRIKER-5060', 'RS-VANGUARD-7600', 'RS-NOMAD-6600', 'RS-TITAN-4090', 'RS-STRIKER-760M', 'RS-NOMAD-5080'];

describe('GET /api/ecommerce/parts/?compatible_with= (only compatible)', () => {
  it.each(bases)('lists exactly the parts the engine lets into %s, slot by slot', async (reference) => {
    const lines = await partsOf(reference);
    let filteredOut = 0;
    for (const category of partCategories) {
      const changes = isSinglePartSlot(category) ? (['replace'] as const) : (['replace', 'add'] as const);
      for (const change of changes) {
        const { plain, compatible } = await expectedFor(lines, category, change);
        const listed = await everyPage(`category=${category}&compatible_with=${compatibleWith(lines)}&slot_change=${change}`);
        expect({ category, change, ids: ids(listed.items) }).toEqual({ category, change, ids: ids(compatible) });
        expect(listed.items).toEqual(compatible);
        filteredOut += plain.length - compatible.length;
      }
    }
    // The comparison is telling: every one of these builds rules parts out somewhere.
    expect(filteredOut).toBeGreaterThan(0);
  });

  it('keeps only the processors for the board’s socket and the memory for its type', async () => {
    const lines = await partsOf('RS-STRIKER-5060'); // an AM4 board with DDR4
    const cpus = await everyPage(`category=cpu&compatible_with=${compatibleWith(lines)}`);
    expect(cpus.count).toBeGreaterThan(0);
    expect(new Set(cpus.items.map((cpu) => (cpu as Part<'cpu'>).specs.socket))).toEqual(new Set(['AM4']));
    const memory = await everyPage(`category=memory&compatible_with=${compatibleWith(lines)}`);
    expect(new Set(memory.items.map((kit) => (kit as Part<'memory'>).specs.type))).toEqual(new Set(['DDR4']));
    // Without the build, every socket.
    const all = await everyPage('category=cpu');
    expect(new Set(all.items.map((cpu) => (cpu as Part<'cpu'>).specs.socket)).size).toBeGreaterThan(1);
  });

  it('with slot_change=add, judges a part beside those already in the slot', async () => {
    // Four DIMM slots, two modules in: a second two-module kit fits beside them, a third would not.
    const lines = await partsOf('RS-VANGUARD-5070');
    const memory = lines.find((line) => line.part.category === 'memory')!;
    const query = (extra: Line[]) =>
      `category=memory&slot_change=add&compatible_with=${compatibleWith([...lines.filter((line) => line !== memory), ...extra])}`;
    const beside = await everyPage(query([memory]));
    const besideTwo = await everyPage(query([{ ...memory, amount: 2 }]));
    expect(besideTwo.count).toBeLessThan(beside.count);
    expect(ids(beside.items)).toEqual(ids((await expectedFor([...lines], 'memory', 'add')).compatible));
  });

  it.each([...buildSortOptions])('keeps the order of ?sort=%s', async (sort) => {
    const lines = await partsOf('RS-NOMAD-6600');
    for (const category of ['gpu', 'cooler', 'psu'] as const) {
      const { compatible } = await expectedFor(lines, category, 'replace', `&sort=${sort}`);
      expect(ids((await everyPage(`category=${category}&sort=${sort}&compatible_with=${compatibleWith(lines)}`)).items)).toEqual(ids(compatible));
    }
  });

  it('pages through the compatible parts, counting them all', async () => {
    const lines = await partsOf('RS-TITAN-4090');
    const { compatible } = await expectedFor(lines, 'gpu', 'replace');
    expect(compatible.length).toBeGreaterThan(7);
    const paged = await everyPage(`category=gpu&compatible_with=${compatibleWith(lines)}`, 3);
    expect(ids(paged.items)).toEqual(ids(compatible));
    const beyond = await getJson<PartListing>(app, `/api/ecommerce/parts/?category=gpu&compatible_with=${compatibleWith(lines)}&per_page=3&page=100`);
    expect(beyond).toEqual({ items: [], count: compatible.length, page: 100, per_page: 3 });
  });

  it('combines with the stock, price and search filters', async () => {
    const lines = await partsOf('RS-STRIKER-5060');
    const filters = '&in_stock=true&price_max=40000&search=ryzen';
    const { plain, compatible } = await expectedFor(lines, 'cpu', 'replace', filters);
    expect(compatible.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(compatible.length);
    const listed = await everyPage(`category=cpu${filters}&compatible_with=${compatibleWith(lines)}`);
    expect(ids(listed.items)).toEqual(ids(compatible));
    expect(listed.items.every((cpu) => cpu.in_stock && cpu.price.amount <= 40000 && /ryzen/i.test(cpu.name))).toBe(true);
  });

  it('treats an empty compatible_with as no build', async () => {
    expect(await everyPage('category=case&compatible_with=')).toEqual(await everyPage('category=case'));
  });

  it('answers in the country’s currency', async () => {
    const lines = await partsOf('RS-STRIKER-5060');
    const listing = await getJson<PartListing>(app, `/api/ecommerce/parts/?category=cpu&country=FR&compatible_with=${compatibleWith(lines)}`);
    expect(listing.items[0]!.price.currency).toBe('eur');
  });
});

describe('GET /api/ecommerce/parts/?compatible_with= refuses what is not a build', () => {
  it.each([
    ['not ids', 'compatible_with=abc'],
    ['an empty entry', 'compatible_with=1,,2'],
    ['an amount of 0', 'compatible_with=1:0'],
    ['an amount of 9', 'compatible_with=1:9'],
    ['a part twice', 'compatible_with=1,1:2'],
    ['an id of 0', 'compatible_with=0'],
    ['an id beyond any product', 'compatible_with=99999999999'],
    ['too many parts', `compatible_with=${Array.from({ length: 33 }, (_, index) => index + 1).join(',')}`],
  ])('%s', async (_case, query) => {
    await expectBadParameter(app, `/api/ecommerce/parts/?category=gpu&${query}`, 'compatible_with');
  });

  it('an unknown product id, or a whole PC', async () => {
    const [build] = await database.db.select({ id: products.id }).from(products).where(eq(products.reference, 'RS-TITAN-4090'));
    for (const id of [999_999, build!.id]) {
      const error = await expectBadParameter(app, `/api/ecommerce/parts/?category=gpu&compatible_with=${id}`, 'compatible_with');
      expect(error.fields!.compatible_with).toBe(`No part has the product id ${id}`);
    }
  });

  it('two parts for a slot that holds one', async () => {
    const lines = await partsOf('RS-STRIKER-5060');
    const cpu = lines.find((line) => line.part.category === 'cpu')!;
    const [other] = await database.db
      .select({ id: parts.productId })
      .from(parts)
      .where(eq(parts.category, 'cpu'))
      .then((rows) => rows.filter((row) => row.id !== cpu.productId));
    const error = await expectBadParameter(
      app,
      `/api/ecommerce/parts/?category=gpu&compatible_with=${cpu.productId},${other!.id}`,
      'compatible_with',
    );
    expect(error.fields!.compatible_with).toBe('A build takes one part at most in these slots: cpu');
  });

  it('an unknown slot_change', async () => {
    await expectBadParameter(app, '/api/ecommerce/parts/?category=gpu&compatible_with=1&slot_change=swap', 'slot_change');
  });
});
