import type { BuildListing, GamePerformance, PcBuild, PcBuildCheck, PcBuildPerformance } from '@rigsmith/kit/api';
import {
  buildPartsOf,
  checkCompatibility,
  estimatePower,
  estimateShipDate,
  PC_BUILD_MAX_COMPONENTS,
  PC_BUILD_NAME_MAX_LENGTH,
  toIsoDate,
  type ApiErrorBody,
  type Part,
} from '@rigsmith/kit/domain';
import { kitMessages } from '@rigsmith/kit/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnGB from '../../messages/configurator/en-GB.json';
import serverFrFR from '../../messages/configurator/fr-FR.json';
import { customBuilds, parts, products } from '../../db/schema';
import { loadOffers } from '../../services/offers';
import { DEFAULT_ASSEMBLY_DAYS, DEFAULT_ASSEMBLY_FEE } from '../../services/site-settings';
import { FPS_SOURCE } from '../../services/performance';
import { accessTokenFor, createTestUser } from '../../test/accounts';
import { createCatalogueTestApp, type CatalogueTestApp } from '../../test/catalogue';
import { fixtureGames, fixtureParts } from '../../test/fixtures/catalogue';

let catalogue: CatalogueTestApp;
const idOf = new Map<string, number>();
/** A product's id by reference (a part's id, a build's reference). */
const id = (reference: string) => {
  const found = idOf.get(reference);
  if (found === undefined) throw new Error(`No product ${reference}`);
  return found;
};

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
  for (const row of await catalogue.database.db.select({ id: products.id, reference: products.reference }).from(products)) {
    idOf.set(row.reference, row.id);
  }
});
afterAll(() => catalogue.close());

const db = () => catalogue.database.db;

// ── The fixture's parts ────────────────────────────────────────────────────────────────

const R5 = 'cpu-amd-ryzen-5-7600'; // ships with a cooler
const R7 = 'cpu-amd-ryzen-7-7800x3d'; // ships without one; the fixture sells no cooler
const BOARD = 'motherboard-msi-b650-tomahawk';
const MEMORY = 'memory-corsair-vengeance-32gb-ddr5-6000';
const SCARCE_MEMORY = 'memory-kingston-fury-16gb-ddr5-5600'; // one kit in stock, 2 days
const RTX4060 = 'gpu-msi-ventus-rtx-4060';
const RTX4090 = 'gpu-gigabyte-gaming-rtx-4090'; // 5 days
const SSD = 'storage-samsung-990-pro-1tb';
const PSU = 'psu-corsair-rm850x';
const CASE = 'case-rigsmith-vanguard';
const DISCONTINUED = 'accessory-corsair-k70-discontinued';

type Lines = [string, number][];
/** A whole, compatible build in the customiser's slot order: what RS-VANGUARD is, with one kit of the faster memory. */
const complete: Lines = [
  [R5, 1],
  [BOARD, 1],
  [MEMORY, 1],
  [RTX4060, 1],
  [SSD, 1],
  [CASE, 1],
  [PSU, 1],
];
const components = (lines: Lines) => lines.map(([part, amount]) => ({ component: id(part), amount }));

const fixture = (partId: string) => fixtureParts.find((part) => part.id === partId)!;
const partsPrice = (lines: Lines, currency: 'gbp' | 'eur' = 'gbp') =>
  lines.reduce((total, [part, amount]) => total + fixture(part).offer.prices[currency] * amount, 0);
const engineBuild = (lines: Lines) => buildPartsOf(lines.map(([part, amount]) => ({ part: fixture(part) as Part, amount }))).build;

// ── Calls ───────────────────────────────────────────────────────────────────────────────

type Call = { token?: string; body?: unknown; query?: string; headers?: Record<string, string> };

function call(method: string, path: string, { token, body, query = '', headers = {} }: Call = {}) {
  return catalogue.app.request(`/api/ecommerce/pc_build/${path}${query}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function refused(response: Response, status: number): Promise<ApiErrorBody> {
  const body = (await response.json()) as ApiErrorBody;
  expect({ status: response.status, body }).toMatchObject({ status, body: { code: expect.any(String) } });
  return body;
}

const create = (body: unknown, options: Call = {}) => call('POST', '', { ...options, body });
const createOk = async (body: unknown, options: Call = {}) => ok<PcBuild>(await create(body, options), 201);
const check = async (body: unknown, query = '') => ok<PcBuildCheck>(await call('POST', 'check/', { body, query }));

async function customer() {
  const user = await createTestUser(db());
  return { ...user, token: await accessTokenFor(db(), user.id) };
}

const customBuildCount = async () => (await db().select({ value: count() }).from(customBuilds))[0]!.value;

/** The estimated ship date for `days`, as worked out some time between `before` and now. */
function shipDateBetween(before: Date, days: number): string[] {
  return [...new Set([toIsoDate(estimateShipDate(before, days)), toIsoDate(estimateShipDate(new Date(), days))])];
}

const ids = (build: PcBuildCheck) => build.components.map((line) => [line.component.id, line.amount]);

// ── POST pc_build/ ──────────────────────────────────────────────────────────────────────

describe('POST /api/ecommerce/pc_build/ (SPEC §7)', () => {
  it('saves a guest’s build without an owner, never among saved builds, under the fallback name', async () => {
    const before = new Date();
    const build = await createOk({ components: components(complete), saved: true });
    expect(build).toMatchObject({
      id: expect.any(Number),
      name: 'My custom pc',
      product_class: 'pc-build',
      base_reference: null,
      saved: false,
      price: { amount: partsPrice(complete) + DEFAULT_ASSEMBLY_FEE.gbp, currency: 'gbp' },
      assembly_fee: { amount: DEFAULT_ASSEMBLY_FEE.gbp, currency: 'gbp' },
      lost_discount: null,
      in_stock: true,
      missing_slots: [],
      blocks: [],
      shipping_days: 1 + DEFAULT_ASSEMBLY_DAYS,
    });
    expect(build.reference).toMatch(/^PC-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(shipDateBetween(before, 1 + DEFAULT_ASSEMBLY_DAYS)).toContain(build.estimated_ship_date);
    expect(Date.parse(build.created_at)).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [row] = await db().select().from(customBuilds).where(eq(customBuilds.productId, build.id));
    expect(row).toMatchObject({ userId: null, saved: false, baseProductId: null });
  });

  it('lists the parts in the customiser’s slot order, each with its offer', async () => {
    const build = await createOk({ components: components([...complete].reverse()) });
    expect(ids(build)).toEqual(complete.map(([part, amount]) => [part, amount]));
    expect(build.components[0]!.component).toMatchObject({
      id: R5,
      category: 'cpu',
      name: 'AMD Ryzen 5 7600',
      product_id: id(R5),
      price: { amount: fixture(R5).offer.prices.gbp, currency: 'gbp' },
      in_stock: true,
      lead_time_days: 1,
      status: 'public',
      specs: { socket: 'AM5', includesCooler: true },
    });
  });

  it('keeps a signed-in customer’s build as theirs, saved unless asked otherwise', async () => {
    const ada = await customer();
    const saved = await createOk({ name: '  Streaming rig  ', components: components(complete) }, { token: ada.token });
    expect(saved).toMatchObject({ name: 'Streaming rig', saved: true });
    const toBuy = await createOk({ components: components(complete), saved: false }, { token: ada.token });
    expect(toBuy.saved).toBe(false);
    const rows = await db().select().from(customBuilds).where(eq(customBuilds.userId, ada.id));
    expect(rows.map((row) => [row.productId, row.saved]).sort()).toEqual(
      [
        [saved.id, true],
        [toBuy.id, false],
      ].sort(),
    );
    const list = await ok<PcBuild[]>(await call('GET', '', { token: ada.token }));
    expect(list.map((build) => build.id)).toEqual([saved.id]);
  });

  it('saves a signed-in build once per Idempotency-Key (a guest draft’s move retried after the page was left)', async () => {
    const ada = await customer();
    const body = { name: 'Moved draft', components: components(complete) };
    const headers = { 'Idempotency-Key': 'draft-move-1' };
    const first = await createOk(body, { token: ada.token, headers });
    const again = await createOk(body, { token: ada.token, headers });
    expect(again.id).toBe(first.id);
    const rows = await db().select().from(customBuilds).where(eq(customBuilds.userId, ada.id));
    expect(rows).toHaveLength(1);
    // The same key for another build is a client bug, refused rather than guessed at.
    expect((await refused(await create({ ...body, name: 'Other' }, { token: ada.token, headers }), 422)).code).toBe('idempotency_key_reused');
    // A guest's key has no account to scope it: each call saves.
    const guestFirst = await createOk(body, { headers });
    const guestAgain = await createOk(body, { headers });
    expect(guestAgain.id).not.toBe(guestFirst.id);
  });

  it('names and prices it in the storefront’s language and currency', async () => {
    const build = await createOk({ name: '', components: components(complete) }, { query: '?country=FR' });
    expect(build.name).toBe(serverFrFR['configurator.defaultBuildName']);
    expect(build.name).not.toBe(serverEnGB['configurator.defaultBuildName']);
    expect(build.price).toEqual({ amount: partsPrice(complete, 'eur') + DEFAULT_ASSEMBLY_FEE.eur, currency: 'eur' });
    expect(build.components[0]!.component.price.currency).toBe('eur');
  });

  it('gives every build its own reference', async () => {
    const references = new Set<string>();
    for (let index = 0; index < 5; index += 1) references.add((await createOk({ components: components([[R5, 1]]) })).reference);
    expect(references.size).toBe(5);
  });

  it('charges what the cart will: the same price and verdict as services/offers.ts', async () => {
    const lines: Lines = complete.map(([part, amount]) => (part === MEMORY ? [SCARCE_MEMORY, 2] : [part, amount]));
    const build = await createOk({ components: components(lines) });
    const offer = (await loadOffers(db(), [build.id], 'gbp')).get(build.id)!;
    expect(offer).toMatchObject({ kind: 'custom', unitPrice: build.price.amount, shippingDays: build.shipping_days, unitsOrderable: 0 });
    expect(build.price.amount).toBe(partsPrice(lines) + DEFAULT_ASSEMBLY_FEE.gbp);
    expect(build.in_stock).toBe(false);
    expect(offer.assembly!.assemblable).toBe(true);
    expect(offer.assembly!.issues).toEqual(build.compatibility);
  });

  it('saves a complete incompatible build as a draft that cannot be ordered, blocked by the rule, its parts and the step to fix', async () => {
    // The 7800X3D ships without a cooler and none is chosen: a blocker.
    const lines: Lines = [[R7, 1], ...complete.slice(1)];
    const build = await createOk({ components: components(lines) });
    expect(build.compatibility).toEqual(checkCompatibility(engineBuild(lines)));
    const blockers = build.compatibility.filter((issue) => issue.severity === 'blocker');
    expect(blockers.map((issue) => issue.rule)).toEqual(['cooler-required']);
    expect(build.missing_slots).toEqual([]);
    expect(build.blocks).toEqual([{ kind: 'incompatible', issue: blockers[0], step: 'cooler' }]);
    expect(blockers[0]!.parts).toEqual([{ slot: 'cpu', id: R7 }]);
    const offer = (await loadOffers(db(), [build.id], 'gbp')).get(build.id)!;
    expect(offer.assembly).toMatchObject({ assemblable: false });
    // The check call answers the same for the parts not saved.
    expect((await check({ components: components(lines) })).blocks).toEqual(build.blocks);
  });

  it('saves an unfinished build, naming the empty slots', async () => {
    const build = await createOk({
      components: components([
        [R5, 1],
        [BOARD, 1],
      ]),
    });
    expect(build.missing_slots).toEqual(['memory', 'storage', 'case', 'psu']);
    expect(build.blocks).toEqual([{ kind: 'unfinished' }]);
    expect((await loadOffers(db(), [build.id], 'gbp')).get(build.id)!.assembly!.assemblable).toBe(false);
  });

  it('remembers the pre-built build it was customised from, and the discount customising loses', async () => {
    const striker = await createOk({ components: components(complete), reference: 'RS-STRIKER' });
    expect(striker).toMatchObject({ base_reference: 'RS-STRIKER', lost_discount: { amount: 80_00, currency: 'gbp' } });
    const scout = await createOk({ components: components(complete), reference: 'RS-SCOUT' }, { query: '?country=DE' });
    expect(scout).toMatchObject({ base_reference: 'RS-SCOUT', lost_discount: null });
  });

  it('refuses a bad access token rather than saving as a guest (so the client refreshes it)', async () => {
    const before = await customBuildCount();
    const error = await refused(await create({ components: components(complete) }, { token: 'not-a-token' }), 401);
    expect(error.code).toBe('token_invalid');
    expect(await customBuildCount()).toBe(before);
  });
});

describe('POST /api/ecommerce/pc_build/ refuses bad input field by field, saving nothing', () => {
  const fr = (id: keyof typeof serverFrFR) => serverFrFR[id];

  it.each<[string, () => unknown, Record<string, string>]>([
    ['no components', () => ({ name: 'x' }), { components: 'Choose at least one part.' }],
    ['an empty list', () => ({ components: [] }), { components: 'Choose at least one part.' }],
    [
      'too many parts',
      () => ({ components: Array.from({ length: PC_BUILD_MAX_COMPONENTS + 1 }, (_, index) => ({ component: index + 1, amount: 1 })) }),
      { components: `A build takes at most ${PC_BUILD_MAX_COMPONENTS} different parts.` },
    ],
    ['an amount of 0', () => ({ components: [{ component: id(MEMORY), amount: 0 }] }), { 'components.0.amount': 'Choose an amount from 1 to 8.' }],
    ['an amount of 9', () => ({ components: [{ component: id(MEMORY), amount: 9 }] }), { 'components.0.amount': 'Choose an amount from 1 to 8.' }],
    ['half a part', () => ({ components: [{ component: id(MEMORY), amount: 1.5 }] }), { 'components.0.amount': 'Choose an amount from 1 to 8.' }],
    ['an id that is not a number', () => ({ components: [{ component: 'cpu', amount: 1 }] }), { 'components.0.component': 'There is no such part.' }],
    [
      'a part listed twice',
      () => ({ components: [...components(complete), { component: id(MEMORY), amount: 1 }] }),
      { 'components.7.component': 'This part is listed twice: change its amount instead.' },
    ],
    [
      'an unknown product',
      () => ({ components: [...components(complete), { component: 999_999, amount: 1 }] }),
      { 'components.7.component': 'There is no such part.' },
    ],
    [
      'a whole PC among the parts',
      () => ({ components: [...components(complete), { component: id('RS-SCOUT'), amount: 1 }] }),
      { 'components.7.component': 'Only parts go into a build, not a whole PC.' },
    ],
    [
      'a part no longer sold',
      () => ({ components: [...components(complete), { component: id(DISCONTINUED), amount: 1 }] }),
      { 'components.7.component': 'Corsair K70 RGB MK.2 is no longer sold: choose another part.' },
    ],
    ['two processors', () => ({ components: components([...complete, [R7, 1]]) }), { 'components.7.component': 'A build takes only one processor.' }],
    [
      'two cases',
      () => ({ components: components([...complete, ['case-rigsmith-aurora', 1]]) }),
      { 'components.7.component': 'A build takes only one case.' },
    ],
    [
      'two of one power supply',
      () => ({ components: components(complete.map(([part]) => [part, part === PSU ? 2 : 1])) }),
      { 'components.6.amount': 'A build takes only one power supply.' },
    ],
    [
      'an unknown pre-built build',
      () => ({ components: components(complete), reference: 'RS-NOPE' }),
      { reference: 'There is no pre-built PC with this reference.' },
    ],
    [
      'a custom build as the base',
      () => ({ components: components(complete), reference: 'PC-00000000' }),
      { reference: 'There is no pre-built PC with this reference.' },
    ],
    ['a name too long', () => ({ name: 'x'.repeat(PC_BUILD_NAME_MAX_LENGTH + 1), components: components(complete) }), { name: 'Name is too long' }],
    ['a name that is not text', () => ({ name: 42, components: components(complete) }), { name: expect.any(String) as unknown as string }],
  ])('%s', async (_case, body, fields) => {
    const before = await customBuildCount();
    const error = await refused(await create(body()), 400);
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(`Invalid body field: ${Object.keys(fields)[0]}`);
    expect(await customBuildCount()).toBe(before);
  });

  it('reports every bad field at once', async () => {
    const error = await refused(
      await create({
        components: [
          ...components([
            [R5, 1],
            [R7, 1],
          ]),
          { component: 999_999, amount: 1 },
        ],
        reference: 'RS-NOPE',
      }),
      400,
    );
    expect(error.fields).toEqual({
      'components.1.component': 'A build takes only one processor.',
      'components.2.component': 'There is no such part.',
      reference: 'There is no pre-built PC with this reference.',
    });
  });

  it('reports them in German on the German storefront, in a check as on saving', async () => {
    const body = {
      components: [
        ...components([
          [R5, 1],
          [R7, 1],
        ]),
        { component: 999_999, amount: 1 },
      ],
      reference: 'RS-NOPE',
    };
    const german = {
      code: 'validation_error',
      message: 'Invalid body fields: components.1.component, components.2.component, reference',
      fields: {
        'components.1.component': 'Eine Konfiguration hat nur einen Prozessor.',
        'components.2.component': 'Diese Komponente gibt es nicht.',
        reference: 'Kein Fertig-PC hat diese Artikelnummer.',
      },
    };
    expect(await refused(await create(body, { query: '?country=DE' }), 400)).toEqual(german);
    expect(await refused(await call('POST', 'check/', { body, query: '?country=DE' }), 400)).toEqual(german);
  });

  it('answers in the storefront’s language', async () => {
    const error = await refused(
      await create(
        {
          name: 'x'.repeat(PC_BUILD_NAME_MAX_LENGTH + 1),
          components: [
            ...components([
              [R5, 1],
              [R7, 1],
              [DISCONTINUED, 1],
            ]),
            { component: id(MEMORY), amount: 9 },
          ],
        },
        { query: '?country=FR' },
      ),
      400,
    );
    expect(error.fields).toEqual({
      name: kitMessages['fr-FR']['validation.nameTooLong'],
      'components.3.amount': fr('configurator.amountRange').replace('{maxAmount}', '8'),
    });
    const parts = await refused(
      await create(
        {
          components: components([
            [R5, 1],
            [R7, 1],
            [DISCONTINUED, 1],
          ]),
        },
        { query: '?country=FR' },
      ),
      400,
    );
    expect(parts.fields).toEqual({
      'components.1.component': 'Une configuration ne compte qu’un processeur.',
      'components.2.component': fr('configurator.partNotSold').replace('{title}', 'Corsair K70 RGB MK.2'),
    });
  });

  it('refuses a body that is not JSON, or none', async () => {
    const post = (init: RequestInit) => catalogue.app.request('/api/ecommerce/pc_build/', { method: 'POST', ...init });
    expect(await refused(await post({ headers: { 'Content-Type': 'application/json' }, body: '{' }), 400)).toEqual({
      code: 'bad_request',
      message: 'Malformed JSON in request body',
    });
    expect((await refused(await post({}), 400)).fields).toEqual({ components: 'Choose at least one part.' });
    expect((await refused(await post({ headers: { 'Content-Type': 'text/plain' }, body: 'a pc' }), 415)).code).toBe('unsupported_media_type');
  });
});

// ── POST pc_build/check/ ────────────────────────────────────────────────────────────────

describe('POST /api/ecommerce/pc_build/check/', () => {
  it('gives the same figures as the build would have saved, and saves nothing', async () => {
    const before = await customBuildCount();
    const checked = await check({ components: components(complete), reference: 'RS-STRIKER' });
    expect(await customBuildCount()).toBe(before);
    const saved = await createOk({ components: components(complete), reference: 'RS-STRIKER' });
    const {
      id: _id,
      public_id: _publicId,
      reference: _reference,
      name: _name,
      product_class: _class,
      base_reference: _base,
      saved: _saved,
      created_at: _c,
      updated_at: _u,
      // Drawn from the saved build, by its public id: a check saves nothing to draw.
      image: _image,
      ...figures
    } = saved;
    expect(checked).toEqual(figures);
  });

  it('prices the parts times their amounts plus the assembly fee', async () => {
    const lines: Lines = [
      [R5, 1],
      [BOARD, 1],
      [SCARCE_MEMORY, 2],
      [SSD, 1],
    ];
    for (const [country, currency] of [
      ['GB', 'gbp'],
      ['IT', 'eur'],
    ] as const) {
      const checked = await check({ components: components(lines) }, `?country=${country}`);
      expect(checked.price).toEqual({ amount: partsPrice(lines, currency) + DEFAULT_ASSEMBLY_FEE[currency], currency });
      expect(checked.assembly_fee).toEqual({ amount: DEFAULT_ASSEMBLY_FEE[currency], currency });
    }
  });

  it('tells the discount a customised pre-built build loses, in the country’s currency', async () => {
    expect((await check({ components: components(complete), reference: 'RS-STRIKER' })).lost_discount).toEqual({ amount: 80_00, currency: 'gbp' });
    expect((await check({ components: components(complete), reference: 'RS-STRIKER' }, '?country=ES')).lost_discount).toEqual({
      amount: 90_00,
      currency: 'eur',
    });
    expect((await check({ components: components(complete), reference: 'RS-APEX' })).lost_discount).toBeNull();
    expect((await check({ components: components(complete) })).lost_discount).toBeNull();
  });

  it('ships after the slowest part plus assembly, and says which part is short of stock', async () => {
    const before = new Date();
    const lines: Lines = [
      [R5, 1],
      [BOARD, 1],
      [SCARCE_MEMORY, 2],
      [RTX4090, 1],
      [SSD, 1],
      [PSU, 1],
      [CASE, 1],
    ];
    const checked = await check({ components: components(lines) });
    expect(checked.shipping_days).toBe(5 + DEFAULT_ASSEMBLY_DAYS);
    expect(shipDateBetween(before, 5 + DEFAULT_ASSEMBLY_DAYS)).toContain(checked.estimated_ship_date);
    // One kit in stock, two needed.
    expect(checked.in_stock).toBe(false);
    expect(checked.blocks).toEqual([{ kind: 'out_of_stock', title: 'Kingston FURY Beast 16 GB DDR5-5600' }]);
    expect((await check({ components: components(lines.map(([part, amount]) => [part, part === SCARCE_MEMORY ? 1 : amount])) })).in_stock).toBe(true);
  });

  it('checks a part no longer sold, blocking it as archived', async () => {
    const checked = await check({ components: components([...complete, [DISCONTINUED, 1]]) });
    expect(checked.blocks).toEqual([{ kind: 'archived', title: 'Corsair K70 RGB MK.2' }]);
    expect(checked.components.find((line) => line.component.id === DISCONTINUED)!.component.status).toBe('discontinued');
  });

  it('estimates the power draw as the kit does', async () => {
    const checked = await check({ components: components(complete) });
    expect(checked.power).toEqual(estimatePower(engineBuild(complete)));
    expect(checked.power).toMatchObject({ psuW: 850, load: expect.any(Number) });
  });

  it('gives the average FPS a product card would, and none without a graphics card', async () => {
    // RS-VANGUARD has the same processor and graphics card.
    const listing = await ok<BuildListing>(await catalogue.app.request('/api/ecommerce/builds/?per_page=48'));
    const vanguard = listing.items.find((card) => card.reference === 'RS-VANGUARD')!;
    expect(vanguard.fps).not.toBeNull();
    expect((await check({ components: components(complete) })).fps).toEqual(vanguard.fps);
    expect((await check({ components: components(complete.filter(([part]) => part !== RTX4060)) })).fps).toBeNull();
  });

  it('judges an empty build: the fee alone, every essential slot missing', async () => {
    const checked = await check({ components: [] });
    expect(checked).toMatchObject({
      components: [],
      price: { amount: DEFAULT_ASSEMBLY_FEE.gbp },
      in_stock: false,
      missing_slots: ['cpu', 'motherboard', 'memory', 'storage', 'case', 'psu'],
      blocks: [{ kind: 'unfinished' }],
      fps: null,
    });
  });

  it('refuses unknown parts, overfilled slots and unknown references', async () => {
    const error = await refused(
      await call('POST', 'check/', {
        body: {
          components: [
            { component: 999_999, amount: 1 },
            ...components([
              [R5, 1],
              [R7, 1],
            ]),
          ],
          reference: 'NOPE',
        },
      }),
      400,
    );
    expect(error.fields).toEqual({
      'components.0.component': 'There is no such part.',
      'components.2.component': 'A build takes only one processor.',
      reference: 'There is no pre-built PC with this reference.',
    });
  });

  it('needs no sign-in, and ignores none', async () => {
    const ada = await customer();
    expect((await call('POST', 'check/', { body: { components: components(complete) }, token: ada.token })).status).toBe(200);
  });
});

// ── POST pc_build/performance/ ──────────────────────────────────────────────────────────

describe('POST /api/ecommerce/pc_build/performance/', () => {
  const performance = async (body: unknown) => ok<PcBuildPerformance>(await call('POST', 'performance/', { body }));

  it('estimates each popular game as the game page does', async () => {
    const answer = await performance({ components: components(complete), resolution: '1440p', preset: 'ultra' });
    expect(answer).toMatchObject({ resolution: '1440p', preset: 'ultra', source: FPS_SOURCE });
    expect(answer.games.map((entry) => entry.game.slug)).toEqual(fixtureGames.map((game) => game.slug));
    // RS-VANGUARD has the same processor and graphics card: the game page's figure for it.
    for (const entry of answer.games) {
      const page = await ok<GamePerformance>(await catalogue.app.request(`/api/ecommerce/games/${entry.game.slug}/?resolution=1440p&preset=ultra`));
      expect(entry.estimated_fps).toEqual(page.builds.find((line) => line.build.reference === 'RS-VANGUARD')!.estimated_fps);
      expect(entry.game).toEqual({ slug: page.slug, name: page.name, release_year: page.release_year, engine_fps_cap: page.engine_fps_cap });
    }
    // Elden Ring is capped at 60 by its engine.
    expect(answer.games.find((entry) => entry.game.slug === 'elden-ring')!.estimated_fps.max).toBeLessThanOrEqual(60);
  });

  it('is faster with a faster graphics card', async () => {
    const slow = await performance({ components: components(complete), resolution: '4k', preset: 'high' });
    const fast = await performance({
      components: components(complete.map(([part, amount]) => [part === RTX4060 ? RTX4090 : part, amount])),
      resolution: '4k',
      preset: 'high',
    });
    const cyberpunk = (answer: PcBuildPerformance) => answer.games.find((entry) => entry.game.slug === 'cyberpunk-2077')!.estimated_fps.min;
    expect(cyberpunk(fast)).toBeGreaterThan(cyberpunk(slow));
  });

  it('is empty without a graphics card, or without a processor', async () => {
    expect(
      (await performance({ components: components(complete.filter(([part]) => part !== RTX4060)), resolution: '1080p', preset: 'high' })).games,
    ).toEqual([]);
    expect((await performance({ components: components([[RTX4060, 1]]), resolution: '1080p', preset: 'high' })).games).toEqual([]);
    expect(await performance({ components: [], resolution: '1080p', preset: 'high' })).toEqual({
      resolution: '1080p',
      preset: 'high',
      games: [],
      source: FPS_SOURCE,
    });
  });

  it('refuses unknown settings and parts', async () => {
    const error = await refused(
      await call('POST', 'performance/', { body: { components: components(complete), resolution: '8k', preset: 'epic' } }),
      400,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['resolution', 'preset']);
    const parts = await refused(
      await call('POST', 'performance/', { body: { components: [{ component: 999_999, amount: 1 }], resolution: '1080p', preset: 'high' } }),
      400,
    );
    expect(parts.fields).toEqual({ 'components.0.component': 'There is no such part.' });
  });
});

// ── Saved builds: list, get, rename, replace, delete ────────────────────────────────────

describe('GET /api/ecommerce/pc_build/ (saved builds)', () => {
  it('needs a sign-in', async () => {
    expect((await refused(await call('GET', ''), 401)).code).toBe('not_authenticated');
  });

  it('lists only the customer’s saved builds, the newest change first', async () => {
    const ada = await customer();
    const bea = await customer();
    const first = await createOk({ name: 'First', components: components(complete) }, { token: ada.token });
    const second = await createOk({ name: 'Second', components: components(complete) }, { token: ada.token });
    await createOk({ name: 'To buy', components: components(complete), saved: false }, { token: ada.token });
    await createOk({ name: 'Bea’s', components: components(complete) }, { token: bea.token });
    await createOk({ name: 'A guest’s', components: components(complete) });
    const list = async () => (await ok<PcBuild[]>(await call('GET', '', { token: ada.token }))).map((build) => build.name);
    expect(await list()).toEqual(['Second', 'First']);
    // A change moves a build to the top.
    await ok<PcBuild>(await call('PATCH', `${first.id}/`, { token: ada.token, body: { name: 'First, renamed' } }));
    expect(await list()).toEqual(['First, renamed', 'Second']);
    await ok<PcBuild>(
      await call('POST', `${second.id}/replace_components/`, { token: ada.token, body: { components_detailed: components(complete.slice(0, 3)) } }),
    );
    expect(await list()).toEqual(['Second', 'First, renamed']);
  });

  it('shows each saved build’s blocked states (SPEC §8) as its parts change', async () => {
    const ada = await customer();
    const build = await createOk(
      { name: 'Blocked', components: components([...complete, ['accessory-razer-blackwidow-v4', 1]]) },
      { token: ada.token },
    );
    expect(build.blocks).toEqual([]);
    const keyboard = id('accessory-razer-blackwidow-v4');
    const gpu = id(RTX4060);
    const [{ stock }] = (await db().select({ stock: parts.stock }).from(parts).where(eq(parts.productId, gpu))) as [{ stock: number }];
    try {
      await db().update(parts).set({ stock: 0 }).where(eq(parts.productId, gpu));
      await db().update(products).set({ status: 'archived' }).where(eq(products.id, keyboard));
      const [saved] = (await ok<PcBuild[]>(await call('GET', '', { token: ada.token }))) as [PcBuild];
      expect(saved.blocks).toEqual([
        { kind: 'out_of_stock', title: 'MSI VENTUS 2X GeForce RTX 4060' },
        { kind: 'archived', title: 'Razer BlackWidow V4' },
      ]);
      expect(saved.in_stock).toBe(false);
    } finally {
      await db().update(parts).set({ stock }).where(eq(parts.productId, gpu));
      await db().update(products).set({ status: 'public' }).where(eq(products.id, keyboard));
    }
  });

  it('shows the figures in the currency of the storefront asking', async () => {
    const ada = await customer();
    await createOk({ components: components(complete) }, { token: ada.token });
    const [build] = (await ok<PcBuild[]>(await call('GET', '', { token: ada.token, query: '?country=DE' }))) as [PcBuild];
    expect(build.price).toEqual({ amount: partsPrice(complete, 'eur') + DEFAULT_ASSEMBLY_FEE.eur, currency: 'eur' });
    // The name stays as it was saved.
    expect(build.name).toBe('My custom pc');
  });
});

describe('GET /api/ecommerce/pc_build/{id}/', () => {
  it('gives the owner their build, as it was created', async () => {
    const ada = await customer();
    const build = await createOk({ name: 'Mine', components: components(complete), reference: 'RS-STRIKER' }, { token: ada.token });
    expect(await ok<PcBuild>(await call('GET', `${build.id}/`, { token: ada.token }))).toEqual(build);
  });

  it('gives a guest’s build to anyone holding its public id, signed in or not, and to nobody by its product id', async () => {
    const guestBuild = await createOk({ components: components(complete) });
    const bea = await customer();
    expect((await ok<PcBuild>(await call('GET', `${guestBuild.public_id}/`))).id).toBe(guestBuild.id);
    expect((await ok<PcBuild>(await call('GET', `${guestBuild.public_id.toUpperCase()}/`, { token: bea.token }))).id).toBe(guestBuild.id);
    for (const who of [{}, { token: bea.token }]) {
      expect((await refused(await call('GET', `${guestBuild.id}/`, who), 404)).message).toBe('There is no such build among yours.');
    }
  });

  it('gives the owner their build by its public id too, and nobody else', async () => {
    const ada = await customer();
    const bea = await customer();
    const build = await createOk({ name: 'Mine', components: components(complete) }, { token: ada.token });
    expect(await ok<PcBuild>(await call('GET', `${build.public_id}/`, { token: ada.token }))).toEqual(build);
    for (const who of [{}, { token: bea.token }]) await refused(await call('GET', `${build.public_id}/`, who), 404);
  });

  it('is a 404 for what is not a custom build', async () => {
    for (const path of [`${id('RS-SCOUT')}/`, `${id(R5)}/`, '999999/']) {
      expect((await refused(await call('GET', path), 404)).message).toBe('There is no such build among yours.');
    }
    expect((await refused(await call('GET', 'abc/'), 400)).fields).toEqual({ id: 'id must be a build’s product id or its public_id' });
  });
});

describe('PATCH /api/ecommerce/pc_build/{id}/ (rename)', () => {
  it('renames the owner’s build and marks it changed', async () => {
    const ada = await customer();
    const build = await createOk({ components: components(complete) }, { token: ada.token });
    const renamed = await ok<PcBuild>(await call('PATCH', `${build.id}/`, { token: ada.token, body: { name: '  Quiet office  ' } }));
    expect(renamed).toMatchObject({ id: build.id, reference: build.reference, name: 'Quiet office' });
    expect(Date.parse(renamed.updated_at)).toBeGreaterThanOrEqual(Date.parse(build.updated_at));
    expect((await ok<PcBuild>(await call('GET', `${build.id}/`, { token: ada.token }))).name).toBe('Quiet office');
  });

  it.each([
    ['an empty name', { name: '   ' }, { name: 'This is a required field' }],
    ['no name', {}, { name: 'This is a required field' }],
    ['a name too long', { name: 'n'.repeat(PC_BUILD_NAME_MAX_LENGTH + 1) }, { name: 'Name is too long' }],
  ])('refuses %s', async (_case, body, fields) => {
    const ada = await customer();
    const build = await createOk({ name: 'Kept', components: components(complete) }, { token: ada.token });
    expect((await refused(await call('PATCH', `${build.id}/`, { token: ada.token, body }), 400)).fields).toEqual(fields);
    expect((await ok<PcBuild>(await call('GET', `${build.id}/`, { token: ada.token }))).name).toBe('Kept');
  });
});

describe('POST /api/ecommerce/pc_build/{id}/replace_components/ (SPEC §7)', () => {
  it('gives the owner’s build exactly the new parts, keeping its id, reference, name and base', async () => {
    const ada = await customer();
    const build = await createOk({ name: 'Upgrade', components: components(complete), reference: 'RS-STRIKER' }, { token: ada.token });
    const lines: Lines = complete.map(([part, amount]) => [part === RTX4060 ? RTX4090 : part, amount]);
    const replaced = await ok<PcBuild>(
      await call('POST', `${build.id}/replace_components/`, { token: ada.token, body: { components_detailed: components(lines) } }),
    );
    expect(replaced).toMatchObject({
      id: build.id,
      reference: build.reference,
      name: 'Upgrade',
      base_reference: 'RS-STRIKER',
      created_at: build.created_at,
    });
    expect(ids(replaced)).toEqual(lines.map(([part, amount]) => [part, amount]));
    expect(replaced.price.amount).toBe(partsPrice(lines) + DEFAULT_ASSEMBLY_FEE.gbp);
    expect((await loadOffers(db(), [build.id], 'gbp')).get(build.id)!.unitPrice).toBe(replaced.price.amount);
  });

  it('validates as creating does, keyed on components_detailed, and changes nothing when it refuses', async () => {
    const ada = await customer();
    const build = await createOk({ components: components(complete) }, { token: ada.token });
    const error = await refused(
      await call('POST', `${build.id}/replace_components/`, {
        token: ada.token,
        body: {
          components_detailed: [
            ...components([
              [R5, 1],
              [R7, 1],
              [DISCONTINUED, 1],
            ]),
            { component: id(SSD), amount: 0 },
          ],
        },
      }),
      400,
    );
    expect(error.fields).toEqual({ 'components_detailed.3.amount': 'Choose an amount from 1 to 8.' });
    const parts = await refused(
      await call('POST', `${build.id}/replace_components/`, {
        token: ada.token,
        body: {
          components_detailed: components([
            [R5, 1],
            [R7, 1],
            [DISCONTINUED, 1],
          ]),
        },
      }),
      400,
    );
    expect(parts.fields).toEqual({
      'components_detailed.1.component': 'A build takes only one processor.',
      'components_detailed.2.component': 'Corsair K70 RGB MK.2 is no longer sold: choose another part.',
    });
    expect(
      (await refused(await call('POST', `${build.id}/replace_components/`, { token: ada.token, body: { components_detailed: [] } }), 400)).fields,
    ).toEqual({
      components_detailed: 'Choose at least one part.',
    });
    expect(ids(await ok<PcBuild>(await call('GET', `${build.id}/`, { token: ada.token })))).toEqual(complete.map(([part, amount]) => [part, amount]));
  });
});

describe('DELETE /api/ecommerce/pc_build/{id}/', () => {
  it('deletes the owner’s build and its product', async () => {
    const ada = await customer();
    const build = await createOk({ components: components(complete) }, { token: ada.token });
    const response = await call('DELETE', `${build.id}/`, { token: ada.token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await refused(await call('GET', `${build.id}/`, { token: ada.token }), 404);
    expect(await db().select().from(products).where(eq(products.id, build.id))).toEqual([]);
    expect(await ok<PcBuild[]>(await call('GET', '', { token: ada.token }))).toEqual([]);
    // The parts are untouched.
    expect(
      (
        await db()
          .select()
          .from(products)
          .where(eq(products.id, id(R5)))
      ).length,
    ).toBe(1);
  });
});

// ── The access matrix ───────────────────────────────────────────────────────────────────

describe('who may touch a build', () => {
  /** Every call on one build, with a body it would accept. */
  const buildCalls = (buildId: number) => [
    { method: 'GET', path: `${buildId}/` },
    { method: 'PATCH', path: `${buildId}/`, body: { name: 'Taken over' } },
    { method: 'POST', path: `${buildId}/replace_components/`, body: { components_detailed: components([[R5, 1]]) } },
    { method: 'DELETE', path: `${buildId}/` },
  ];

  async function expectUntouched(build: PcBuild) {
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, build.id));
    expect(row?.name).toBe(build.name);
    const offer = (await loadOffers(db(), [build.id], 'gbp')).get(build.id)!;
    expect(offer.parts).toHaveLength(build.components.length);
  }

  it('customer A’s token reaches none of customer B’s builds: 404 for get, rename, replace and delete', async () => {
    const ada = await customer();
    const bea = await customer();
    const beas = await createOk({ name: 'Bea’s rig', components: components(complete) }, { token: bea.token });
    for (const { method, path, body } of buildCalls(beas.id)) {
      const error = await refused(await call(method, path, { token: ada.token, body }), 404);
      expect({ call: `${method} ${path}`, error }).toEqual({
        call: `${method} ${path}`,
        error: { code: 'not_found', message: 'There is no such build among yours.' },
      });
    }
    await expectUntouched(beas);
    expect(await ok<PcBuild[]>(await call('GET', '', { token: ada.token }))).toEqual([]);
  });

  it('says so in German on the German storefront', async () => {
    const ada = await customer();
    const bea = await customer();
    const beas = await createOk({ name: 'Beas Rechner', components: components(complete) }, { token: bea.token });
    for (const { method, path, body } of buildCalls(beas.id)) {
      const error = await refused(await call(method, path, { token: ada.token, body, query: '?country=DE' }), 404);
      expect({ call: `${method} ${path}`, error }).toEqual({
        call: `${method} ${path}`,
        error: { code: 'not_found', message: 'Eine solche Konfiguration gibt es in Ihrem Konto nicht.' },
      });
    }
  });

  it('a guest’s build is readable by anyone and changeable by no one', async () => {
    const ada = await customer();
    const guests = await createOk({ name: 'Shared', components: components(complete) });
    for (const { method, path, body } of buildCalls(guests.id).slice(1)) {
      expect((await refused(await call(method, path, { token: ada.token, body }), 404)).code).toBe('not_found');
      expect((await refused(await call(method, path, { body }), 401)).code).toBe('not_authenticated');
    }
    await expectUntouched(guests);
    expect((await ok<PcBuild>(await call('GET', `${guests.public_id}/`, { token: ada.token }))).name).toBe('Shared');
  });

  it('a customer’s build is not readable signed out, nor through the guest cart’s product lookup', async () => {
    const ada = await customer();
    const build = await createOk({ name: 'Ada’s secret rig', components: components(complete) }, { token: ada.token });
    await refused(await call('GET', `${build.id}/`), 404);
    await refused(await call('GET', `${build.public_id}/`), 404);
    const guests = await createOk({ components: components(complete) });
    const lookup = await ok<{ id: number; public_id: string | null; price: { amount: number } }[]>(
      await catalogue.app.request(`/api/ecommerce/product/?ids=${build.id},${build.public_id},${guests.id},${guests.public_id}`, {
        headers: { Accept: 'application/json' },
      }),
    );
    expect(lookup.map((product) => [product.id, product.public_id, product.price.amount])).toEqual([
      [guests.id, guests.public_id, guests.price.amount],
    ]);
  });

  it('an expired or forged token is a 401 on every call that takes one', async () => {
    const ada = await customer();
    const build = await createOk({ components: components(complete) }, { token: ada.token });
    for (const { method, path, body } of [{ method: 'GET', path: '' }, ...buildCalls(build.id)]) {
      const error = await refused(await call(method, path, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged', body }), 401);
      expect(error.code).toBe('token_invalid');
    }
    await expectUntouched(build);
  });
});

describe('the OpenAPI document', () => {
  it('describes every pc_build call', async () => {
    const document = (await (await catalogue.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/ecommerce/pc_build/']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/ecommerce/pc_build/{id}/']!).sort()).toEqual(['delete', 'get', 'patch']);
    for (const path of ['check/', 'performance/', '{id}/replace_components/'])
      expect(document.paths[`/api/ecommerce/pc_build/${path}`]).toHaveProperty('post');
  });
});
