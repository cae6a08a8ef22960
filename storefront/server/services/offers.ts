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
  type PartSupply,
} from '@rigsmith/kit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import type { Database } from '../db/client';
import {
  buildComponents,
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

/** The products asked for (`ids`, an array) with their price in `currency` and, for a part or a custom build, its own row. */
const offerRows = builtOnce((db) =>
  db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      productClass: products.productClass,
      status: products.status,
      amountMinor: productPrices.amountMinor,
      discountMinor: productPrices.discountMinor,
      partStock: parts.stock,
      partCategory: parts.category,
      partLeadTimeDays: parts.leadTimeDays,
      partRestockDays: parts.restockDays,
      customOwner: customBuilds.userId,
      customPublicId: customBuilds.publicId,
      customBase: customBuilds.baseProductId,
      isCustom: customBuilds.productId,
    })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, sql.placeholder('currency'))))
    .leftJoin(parts, eq(parts.productId, products.id))
    .leftJoin(customBuilds, eq(customBuilds.productId, products.id))
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`),
);

/**
 * Every build's parts (`buildIds`, an array), pre-built and custom, with what the offer needs
 * of each part, in one query: a part's row comes once per build that takes it (the foreign
 * keys make the joins inner ones: a component's part and its product always exist).
 */
const componentRows = builtOnce((db) => {
  const componentsOf = (table: typeof buildComponents | typeof customBuildComponents) =>
    db
      .select({
        buildId: table.buildId,
        partProductId: table.partId,
        amount: table.amount,
        status: parts.status,
        stock: parts.stock,
        leadTimeDays: parts.leadTimeDays,
        restockDays: parts.restockDays,
        amountMinor: productPrices.amountMinor,
        discountMinor: productPrices.discountMinor,
        partId: parts.partId,
        category: parts.category,
        brand: parts.brand,
        specs: parts.specs,
        name: products.name,
        reference: products.reference,
      })
      .from(table)
      .innerJoin(parts, eq(parts.productId, table.partId))
      .innerJoin(products, eq(products.id, parts.productId))
      .leftJoin(productPrices, and(eq(productPrices.productId, parts.productId), eq(productPrices.currency, sql.placeholder('currency'))))
      .where(sql`${table.buildId} = any(${sql.placeholder('buildIds')})`);
  return componentsOf(buildComponents).unionAll(componentsOf(customBuildComponents));
});

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
  const offers = new Map<number, Offer>();
  if (wanted.length === 0) return offers;

  const rows = await offerRows(db, { ids: wanted, currency });

  const buildIds = rows.filter((row) => row.productClass === 'pc-build').map((row) => row.id);
  const needs = new Map<number, PartNeed[]>();
  const partFacts = new Map<number, PartFacts>();
  if (buildIds.length > 0) {
    const components = await componentRows(db, { buildIds, currency });
    for (const row of components) {
      const list = needs.get(row.buildId) ?? [];
      list.push({ partProductId: row.partProductId, amount: row.amount });
      needs.set(row.buildId, list);
      if (partFacts.has(row.partProductId)) continue;
      partFacts.set(row.partProductId, {
        status: row.status,
        category: row.category,
        stock: row.stock,
        leadTimeDays: row.leadTimeDays,
        restockDays: row.restockDays,
        price: row.amountMinor === null ? null : row.amountMinor - (row.discountMinor ?? 0),
        reference: row.reference,
        part: { id: row.partId, category: row.category, name: row.name, brand: row.brand, specs: row.specs } as Part,
      });
    }
  }

  const known = buildIds.length > 0 ? (settings ?? (await loadSettings(db, [ASSEMBLY_FEE_SETTING, ASSEMBLY_DAYS_SETTING]))) : new Map();
  const fee = assemblyFeeFrom(known, currency);
  const assembly = buildIds.length > 0 ? assemblyDaysFrom(known) : 0;

  for (const row of rows) {
    const base = { productId: row.id, reference: row.reference, name: row.name, productClass: row.productClass };
    if (row.productClass !== 'pc-build') {
      if (row.amountMinor === null || row.partStock === null || row.partCategory === null || row.partLeadTimeDays === null) continue;
      const supply: PartSupply = {
        category: row.partCategory,
        stock: row.partStock,
        leadTimeDays: row.partLeadTimeDays,
        restockDays: row.partRestockDays,
      };
      offers.set(row.id, {
        ...base,
        kind: 'part',
        status: row.status,
        unitPrice: row.amountMinor - (row.discountMinor ?? 0),
        wasPrice: row.discountMinor ? row.amountMinor : null,
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
    const custom = row.isCustom !== null;
    if (custom ? partsPrice === null || buildNeeds.length === 0 : row.amountMinor === null) continue;
    offers.set(row.id, {
      ...base,
      kind: custom ? 'custom' : 'pre-built',
      status,
      unitPrice: custom ? partsPrice! + fee : row.amountMinor! - (row.discountMinor ?? 0),
      wasPrice: !custom && row.discountMinor ? row.amountMinor : null,
      unitsOrderable: orderable,
      unitsOnShelf: onShelf,
      shippingDays: slowest + assembly,
      backorderShippingDays: Math.max(slowest, slowestRestocked) + assembly,
      parts: buildNeeds,
      components: buildNeeds.flatMap((need) => {
        const facts = partFacts.get(need.partProductId);
        return facts ? [{ ...need, reference: facts.reference, name: facts.part.name, category: facts.part.category }] : [];
      }),
      baseProductId: row.customBase,
      ownerId: row.customOwner,
      publicId: row.customPublicId,
      assembly: custom ? assess(buildNeeds.map((need) => ({ part: partFacts.get(need.partProductId)!.part, amount: need.amount }))) : null,
    });
  }
  return offers;
}
