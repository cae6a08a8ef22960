import {
  buildPartsOf,
  checkCompatibility,
  hasBlockers,
  missingSlots,
  partShippingDays,
  unitsAvailable,
  unitsOrderable,
  type BuildSlot,
  type CompatibilityIssue,
  type CurrencyCode,
  type Part,
  type PartCategory,
  type PartSupply,
} from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { builtOnceSql } from '../db/built-once';
import type { Database } from '../db/client';
import {
  buildComponents,
  cartLines,
  customBuildComponents,
  customBuilds,
  parts,
  productPrices,
  products,
  type ProductClass,
  type ProductStatus,
} from '../db/schema';
import { ASSEMBLY_DAYS_SETTING, ASSEMBLY_FEE_SETTING, assemblyDaysFrom, assemblyFeeFrom, loadSettings, type Settings } from './site-settings';

/** What one unit of a product takes from the parts in stock. */
export type PartNeed = { partProductId: number; amount: number };

/** A build's part as an order keeps it (SPEC §3 "Order": the build's components). */
export type ComponentFacts = PartNeed & { reference: string; name: string; category: string };

/**
 * Everything the shop needs to sell one product now, whatever its class: what it costs,
 * whether it can be bought, how many stock allows, when it ships and which parts it takes.
 * The one place that prices a product, so the card, the cart, the summary and the order
 * agree.
 */
export type Offer = {
  productId: number;
  reference: string;
  name: string;
  productClass: ProductClass;
  /** 'pre-built' and 'custom' for the two kinds of 'pc-build'; 'part' for components and accessories. */
  kind: 'part' | 'pre-built' | 'custom';
  /**
   * Whether it may be sold: the product's own status, and for a build the worst of its
   * parts' (a build with an archived part is archived, with a discontinued one discontinued).
   */
  status: ProductStatus;
  /** Selling price of one unit, VAT included, in minor units of the currency asked. */
  unitPrice: number;
  /** The price before a discount, when there is one (pre-built builds on offer). */
  wasPrice: number | null;
  /**
   * Units the shop can take orders for: the fewest whole units any of its parts allows
   * (no limit from a licence or a part its supplier backorders: `unitsOrderable`).
   */
  unitsOrderable: number;
  /** Units that ship from the shelf, without waiting for a restock. */
  unitsOnShelf: number;
  /**
   * Working days to dispatch one unit: a part its lead time (its restock time when the shelf
   * is empty); a build its slowest part's plus assembly.
   */
  shippingDays: number;
  /**
   * Working days to dispatch when more units are wanted than the shelf holds
   * (`offerShippingDays`): for a build, its slowest part's restock, a safe bound (parts the
   * shelf still covers would ship sooner).
   */
  backorderShippingDays: number;
  /** Parts one unit takes from stock (a part: itself, once). */
  parts: PartNeed[];
  /** For a build, its parts with what an order records of them; empty for a part. */
  components: ComponentFacts[];
  /** For a custom build: the pre-built build it was customised from, if any. */
  baseProductId: number | null;
  /** For a custom build: its owner, or null for a guest's. */
  ownerId: number | null;
  /** For a custom build: its public reference (the UUID that opens a guest's build); null otherwise. */
  publicId: string | null;
  /**
   * For a custom build, what the kit's compatibility engine makes of it, recomputed here
   * (never trusted from a client); null for parts and pre-built builds, which the shop
   * checks when it makes them (the seed validator).
   */
  assembly: BuildAssembly | null;
};

/** A custom build as the compatibility engine sees it. */
export type BuildAssembly = {
  issues: CompatibilityIssue[];
  /** Essential slots left empty (`missingSlots`). */
  missingSlots: BuildSlot[];
  /** Whether it can be assembled and ordered: no blocker, nothing missing, no slot given two parts. */
  assemblable: boolean;
};

const statusRank: Record<ProductStatus, number> = { public: 0, discontinued: 1, archived: 2 };
const worseStatus = (a: ProductStatus, b: ProductStatus) => (statusRank[b] > statusRank[a] ? b : a);

type PartFacts = PartSupply & { status: ProductStatus; price: number | null; reference: string; part: Part };

/** Working days to dispatch `amount` units of an offer: from the shelf, or waiting for the restock. */
export function offerShippingDays(offer: Pick<Offer, 'unitsOnShelf' | 'shippingDays' | 'backorderShippingDays'>, amount: number): number {
  return amount <= offer.unitsOnShelf ? offer.shippingDays : offer.backorderShippingDays;
}

/** Working days for a part's units when the shelf cannot supply them: its restock, or its lead time when it takes no backorders. */
const restockedShippingDays = (supply: PartSupply) => partShippingDays({ ...supply, stock: 0 }, 1);

/** The engine's verdict on a custom build's parts; the pc_build calls (services/build-check.ts) judge with it too. */
export function assess(lines: readonly { part: Part; amount: number }[]): BuildAssembly {
  const { build, overfilled } = buildPartsOf(lines);
  const issues = checkCompatibility(build);
  const missing = missingSlots(build);
  return { issues, missingSlots: missing, assemblable: !hasBlockers(issues) && missing.length === 0 && overfilled.length === 0 };
}

/**
 * The products asked for (`ids`, an array) and every build's parts among them, in one
 * statement: first a row per product (its price in `currency` and, for a part or a custom
 * build, its own row), then a row per build component (pre-built and custom: a part's row
 * comes once per build that takes it), told apart by `build_id` (null on a product's row).
 * One round trip instead of two for every cart call and order, and the driver's rows instead
 * of Drizzle's per-row mapping (every column is an integer or text, but `specs`, decoded as
 * Drizzle decodes jsonb). The foreign keys make the components' joins inner ones: a
 * component's part and its product always exist.
 *
 * `ofCart`: the statement also reads the cart of customer `userId`: its lines' products join
 * the products asked for, and each line comes as a row of its own (`line_id` set, `id` its
 * product, `amount` its amount). A cart call then reads its lines and their offers in one
 * round trip. The ids are one array (`array(…)` runs once), so products are still found by
 * their key, not by a scan.
 */
function offerSql(ofCart: boolean) {
  const wantedIds = ofCart
    ? sql`${sql.placeholder('ids')}::integer[] || array(select product_id from ${cartLines} where user_id = ${sql.placeholder('userId')}::integer)`
    : sql`${sql.placeholder('ids')}::integer[]`;
  const lines = ofCart
    ? sql`
  union all
  select null, product_id, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
    amount, null, null, null, id
  from ${cartLines} where user_id = ${sql.placeholder('userId')}::integer`
    : sql``;
  return sql`with wanted as (
    select p.id, p.reference, p.name, p.product_class, p.status, pp.amount_minor, pp.discount_minor,
      pa.stock, pa.category, pa.lead_time_days, pa.restock_days,
      cb.user_id, cb.public_id::text as public_id, cb.base_product_id, cb.product_id as custom_id
    from ${products} p
    left join ${productPrices} pp on pp.product_id = p.id and pp.currency = ${sql.placeholder('currency')}::text
    left join ${parts} pa on pa.product_id = p.id
    left join ${customBuilds} cb on cb.product_id = p.id
    where p.id = any(${wantedIds})
  ), needs as (
    select c.build_product_id as build_id, c.part_product_id, c.amount from ${buildComponents} c
    where c.build_product_id in (select id from wanted where product_class = 'pc-build')
    union all
    select c.build_product_id, c.part_product_id, c.amount from ${customBuildComponents} c
    where c.build_product_id in (select id from wanted where product_class = 'pc-build')
  )
  select null::integer as build_id, id, reference, name, product_class, status, amount_minor, discount_minor, stock,
    category, lead_time_days, restock_days, user_id, public_id, base_product_id, custom_id,
    null::integer as amount, null::text as part_id, null::text as brand, null::jsonb as specs, null::integer as line_id
  from wanted
  union all
  select n.build_id, n.part_product_id, pr.reference, pr.name, pr.product_class, pa.status, pp.amount_minor, pp.discount_minor,
    pa.stock, pa.category, pa.lead_time_days, pa.restock_days, null, null, null, null,
    n.amount, pa.part_id, pa.brand, pa.specs, null
  from needs n
  join ${parts} pa on pa.product_id = n.part_product_id
  join ${products} pr on pr.id = pa.product_id
  left join ${productPrices} pp on pp.product_id = pa.product_id and pp.currency = ${sql.placeholder('currency')}::text${lines}`;
}

const offerRows = builtOnceSql(() => offerSql(false));
const cartOfferRows = builtOnceSql(() => offerSql(true));

/** A row of `offerRows`, as both drivers give it. */
type OfferRow = {
  build_id: number | null;
  id: number;
  reference: string;
  name: string;
  product_class: ProductClass;
  status: ProductStatus;
  amount_minor: number | null;
  discount_minor: number | null;
  stock: number | null;
  category: PartCategory | null;
  lead_time_days: number | null;
  restock_days: number | null;
  user_id: number | null;
  public_id: string | null;
  base_product_id: number | null;
  custom_id: number | null;
  amount: number | null;
  part_id: string | null;
  brand: string | null;
  specs: unknown;
  line_id: number | null;
};

/** A line of a customer's cart as `loadCartOffers` reads it. */
export type CartLineRow = { id: number; productId: number; amount: number };

/**
 * The offers for these product ids in one currency, by id. Ids the shop does not know,
 * products without a price in that currency, and custom builds with a part that has none
 * are left out: they cannot be sold there.
 *
 * A custom build costs its parts' selling prices times their amounts plus the assembly
 * fee (setting `assembly-fee`); a pre-built build costs its own price (its discount
 * included), set by the shop. Both are as available as their scarcest part.
 *
 * `settings`: the assembly fee and days, when the caller has read them already (the
 * summary reads every pricing setting in one statement).
 */
export async function loadOffers(db: Database, ids: readonly number[], currency: CurrencyCode, settings?: Settings): Promise<Map<number, Offer>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return offersOf(db, (await offerRows(db, { ids: wanted, currency })) as OfferRow[], currency, settings);
}

/**
 * Customer `userId`'s cart lines, sorted by id (the order they were added), with the offers
 * of their products and of `ids` (as `loadOffers` answers them), in one statement. A write
 * calls it once it holds the customer's lock (services/cart.ts says why not in the lock's own
 * statement).
 */
export async function loadCartOffers(
  db: Database,
  userId: number,
  ids: readonly number[],
  currency: CurrencyCode,
  settings?: Settings,
): Promise<{ lines: CartLineRow[]; offers: Map<number, Offer> }> {
  const all = (await cartOfferRows(db, { ids: [...new Set(ids)], userId, currency })) as OfferRow[];
  const lines: CartLineRow[] = [];
  const productRows: OfferRow[] = [];
  for (const row of all) {
    if (row.line_id === null) productRows.push(row);
    else lines.push({ id: row.line_id, productId: row.id, amount: row.amount! });
  }
  lines.sort((a, b) => a.id - b.id);
  return { lines, offers: await offersOf(db, productRows, currency, settings) };
}

/** The offers from `offerSql`'s product and component rows. */
async function offersOf(db: Database, all: readonly OfferRow[], currency: CurrencyCode, settings?: Settings): Promise<Map<number, Offer>> {
  const offers = new Map<number, Offer>();
  const rows: OfferRow[] = [];
  const needs = new Map<number, PartNeed[]>();
  const partFacts = new Map<number, PartFacts>();
  for (const row of all) {
    if (row.build_id === null) {
      rows.push(row);
      continue;
    }
    const need = { partProductId: row.id, amount: row.amount! };
    const list = needs.get(row.build_id);
    if (list) list.push(need);
    else needs.set(row.build_id, [need]);
    if (partFacts.has(row.id)) continue;
    const category = row.category!;
    partFacts.set(row.id, {
      status: row.status,
      category,
      stock: row.stock!,
      leadTimeDays: row.lead_time_days!,
      restockDays: row.restock_days,
      price: row.amount_minor === null ? null : row.amount_minor - (row.discount_minor ?? 0),
      reference: row.reference,
      part: { id: row.part_id!, category, name: row.name, brand: row.brand!, specs: parts.specs.mapFromDriverValue(row.specs) } as Part,
    });
  }
  const anyBuild = rows.some((row) => row.product_class === 'pc-build');

  const known = anyBuild ? (settings ?? (await loadSettings(db, [ASSEMBLY_FEE_SETTING, ASSEMBLY_DAYS_SETTING]))) : new Map();
  const fee = assemblyFeeFrom(known, currency);
  const assembly = anyBuild ? assemblyDaysFrom(known) : 0;

  for (const row of rows) {
    const base = { productId: row.id, reference: row.reference, name: row.name, productClass: row.product_class };
    if (row.product_class !== 'pc-build') {
      if (row.amount_minor === null || row.stock === null || row.category === null || row.lead_time_days === null) continue;
      const supply: PartSupply = {
        category: row.category,
        stock: row.stock,
        leadTimeDays: row.lead_time_days,
        restockDays: row.restock_days,
      };
      offers.set(row.id, {
        ...base,
        kind: 'part',
        status: row.status,
        unitPrice: row.amount_minor - (row.discount_minor ?? 0),
        wasPrice: row.discount_minor ? row.amount_minor : null,
        unitsOrderable: unitsOrderable(supply),
        unitsOnShelf: unitsAvailable(supply.category, supply.stock),
        shippingDays: partShippingDays(supply, 1),
        backorderShippingDays: restockedShippingDays(supply),
        parts: [{ partProductId: row.id, amount: 1 }],
        components: [],
        baseProductId: null,
        ownerId: null,
        publicId: null,
        assembly: null,
      });
      continue;
    }

    const buildNeeds = needs.get(row.id) ?? [];
    let status = row.status;
    let orderable = buildNeeds.length > 0 ? Number.POSITIVE_INFINITY : 0;
    let onShelf = orderable;
    let slowest = 0;
    let slowestRestocked = 0;
    let partsPrice: number | null = 0;
    for (const need of buildNeeds) {
      const facts = partFacts.get(need.partProductId);
      if (!facts) {
        partsPrice = null;
        break;
      }
      status = worseStatus(status, facts.status);
      orderable = Math.min(orderable, Math.floor(unitsOrderable(facts) / need.amount));
      onShelf = Math.min(onShelf, Math.floor(unitsAvailable(facts.category, facts.stock) / need.amount));
      slowest = Math.max(slowest, partShippingDays(facts, need.amount));
      slowestRestocked = Math.max(slowestRestocked, restockedShippingDays(facts));
      partsPrice = facts.price === null || partsPrice === null ? null : partsPrice + facts.price * need.amount;
    }
    const custom = row.custom_id !== null;
    if (custom ? partsPrice === null || buildNeeds.length === 0 : row.amount_minor === null) continue;
    offers.set(row.id, {
      ...base,
      kind: custom ? 'custom' : 'pre-built',
      status,
      unitPrice: custom ? partsPrice! + fee : row.amount_minor! - (row.discount_minor ?? 0),
      wasPrice: !custom && row.discount_minor ? row.amount_minor : null,
      unitsOrderable: orderable,
      unitsOnShelf: onShelf,
      shippingDays: slowest + assembly,
      backorderShippingDays: Math.max(slowest, slowestRestocked) + assembly,
      parts: buildNeeds,
      components: buildNeeds.flatMap((need) => {
        const facts = partFacts.get(need.partProductId);
        return facts ? [{ ...need, reference: facts.reference, name: facts.part.name, category: facts.part.category }] : [];
      }),
      baseProductId: row.base_product_id,
      ownerId: row.user_id,
      publicId: row.public_id,
      assembly: custom ? assess(buildNeeds.map((need) => ({ part: partFacts.get(need.partProductId)!.part, amount: need.amount }))) : null,
    });
  }
  return offers;
}
