import type { PartOffer, PcBuildBlock, PcBuildCheck, PcBuildPerformance } from '@rigsmith/kit/api';
import {
  averageFpsRange,
  buildPartsOf,
  estimateFps,
  estimatePower,
  estimateShipDate,
  gpuGamingScore,
  incompatibleBlocks,
  isSinglePartSlot,
  money,
  partCategories,
  PC_BUILD_MAX_AMOUNT,
  PC_BUILD_MAX_COMPONENTS,
  toIsoDate,
  type BuildParts,
  type CpuForEstimate,
  type CurrencyCode,
  type GameBenchmark,
  type GraphicsPreset,
  type Part,
  type Resolution,
  type Storefront,
} from '@rigsmith/kit/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { builds, customBuilds, games, parts, products, type ProductStatus } from '../db/schema';
import type { ServerMessageId } from '../i18n';
import { invalidFields, type MessageRef } from './domain-error';
import { assess, loadOffers, offerShippingDays, type Offer } from './offers';
import { ASSEMBLY_DAYS_SETTING, ASSEMBLY_FEE_SETTING, assemblyDaysFrom, assemblyFeeFrom, loadSettings } from './site-settings';
import { partCategoryPicture } from './pictures';
import { FPS_SOURCE, loadCardGames } from './performance';

/**
 * What the server makes of a list of parts: the checks every `pc_build` call
 * runs on the parts a shopper sends, and the figures the customiser shows — the kit's
 * compatibility engine, the price (parts' offers plus the assembly fee), stock, shipping,
 * power and FPS — recomputed here from the database, never taken from the client.
 */

/** A line of a build as a request gives it: a part's product id and how many. */
export type BuildLine = { component: number; amount: number };

/** A part's facts as the engine reads them, with what the shop knows of its stock. */
export type PartFacts = {
  productId: number;
  part: Part;
  status: ProductStatus;
  stock: number;
  leadTimeDays: number;
};

/** A line of a build with its part and the part's offer (absent: no price in the currency asked). */
export type ResolvedLine = PartFacts & { amount: number; offer: Offer | undefined };

/** Everything describing builds needs, loaded once for any number of them. */
export type BuildContext = {
  currency: CurrencyCode;
  parts: Map<number, PartFacts>;
  /** Offers of the parts and of the pre-built builds customised from. */
  offers: Map<number, Offer>;
  /** The assembly fee (setting `assembly-fee`) in the currency. */
  fee: number;
  /** Working days to assemble once the parts are in (setting `assembly-days`). */
  assemblyDays: number;
  /** The games a card's average FPS is taken over; empty when no part is a graphics card. */
  cardGames: GameBenchmark[];
};

/** The slots in the customiser's order (the kit's category order), then by name: one stable order for every answer. */
const slotOrder = new Map(partCategories.map((category, index) => [category, index]));
function bySlot(a: ResolvedLine, b: ResolvedLine): number {
  return slotOrder.get(a.part.category)! - slotOrder.get(b.part.category)! || a.part.name.localeCompare(b.part.name) || a.productId - b.productId;
}

/** Facts of these parts (product ids), by id; ids that are no part are left out. */
export async function loadPartFacts(db: Database, ids: readonly number[]): Promise<Map<number, PartFacts>> {
  const wanted = [...new Set(ids)];
  const facts = new Map<number, PartFacts>();
  if (wanted.length === 0) return facts;
  const rows = await db
    .select({
      productId: parts.productId,
      partId: parts.partId,
      category: parts.category,
      brand: parts.brand,
      specs: parts.specs,
      name: products.name,
      status: products.status,
      stock: parts.stock,
      leadTimeDays: parts.leadTimeDays,
    })
    .from(parts)
    .innerJoin(products, eq(products.id, parts.productId))
    .where(inArray(parts.productId, wanted));
  for (const row of rows) {
    facts.set(row.productId, {
      productId: row.productId,
      // The specs were written from a Part of this category (seed, import): trusted as such.
      part: { id: row.partId, category: row.category, name: row.name, brand: row.brand, specs: row.specs } as Part,
      status: row.status,
      stock: row.stock,
      leadTimeDays: row.leadTimeDays,
    });
  }
  return facts;
}

/**
 * The parts' facts and offers, the pre-built bases' offers, the fee, the assembly days and
 * (when a graphics card is among the parts) the card games: a handful of queries however
 * many builds are described.
 */
export async function loadBuildContext(
  db: Database,
  partIds: readonly number[],
  baseIds: readonly number[],
  currency: CurrencyCode,
): Promise<BuildContext> {
  const partFacts = await loadPartFacts(db, partIds);
  const settings = await loadSettings(db, [ASSEMBLY_FEE_SETTING, ASSEMBLY_DAYS_SETTING]);
  const offers = await loadOffers(db, [...partFacts.keys(), ...baseIds], currency, settings);
  const anyGraphics = [...partFacts.values()].some((facts) => facts.part.category === 'gpu');
  return {
    currency,
    parts: partFacts,
    offers,
    fee: assemblyFeeFrom(settings, currency),
    assemblyDays: assemblyDaysFrom(settings),
    cardGames: anyGraphics ? await loadCardGames(db) : [],
  };
}

/** The values the configurator's validation messages may interpolate. */
export const buildLimitValues = { maxAmount: PC_BUILD_MAX_AMOUNT, maxComponents: PC_BUILD_MAX_COMPONENTS } as const;

export type ResolveOptions = {
  /** The body field the lines came in (`components`, `components_detailed`): errors are keyed `<field>.<index>.component`. */
  field: string;
  /**
   * Whether every part must be on sale now (public, priced in the currency): true to save
   * a build, false to check or estimate one (a saved build whose part was archived since is
   * still shown, with its block).
   */
  requireSold: boolean;
};

/**
 * Matches request lines (already shaped by the route's zod schema: whole amounts in range,
 * no part twice) with the parts the database has. Collects a message per offending line:
 * an id that is no product, a product that is not a part (a whole PC), a part no longer
 * sold (when `requireSold`), a second part (or an amount above one) in a slot that holds
 * one (`buildPartsOf(...).overfilled`). Returns the lines, or the fields to refuse with.
 */
export async function resolveLines(
  db: Database,
  lines: readonly BuildLine[],
  context: Pick<BuildContext, 'parts' | 'offers'>,
  options: ResolveOptions,
): Promise<{ lines: ResolvedLine[]; fields: Record<string, MessageRef> }> {
  // Catalogued messages, put into the request's language where the answer is made.
  const fields: Record<string, MessageRef> = {};
  const say = (id: ServerMessageId, values?: Record<string, string | number>): MessageRef => (values ? { id, values } : { id });
  const key = (index: number, what: 'component' | 'amount') => `${options.field}.${index}.${what}`;

  const unknown = lines.filter((line) => !context.parts.has(line.component)).map((line) => line.component);
  const knownProducts = unknown.length > 0 ? await existingProducts(db, unknown) : new Set<number>();

  const resolved: ResolvedLine[] = [];
  const seenSingle = new Set<string>();
  lines.forEach((line, index) => {
    const facts = context.parts.get(line.component);
    if (!facts) {
      fields[key(index, 'component')] = say(knownProducts.has(line.component) ? 'configurator.notAPart' : 'configurator.unknownPart');
      return;
    }
    const offer = context.offers.get(line.component);
    if (options.requireSold && (!offer || offer.status !== 'public')) {
      fields[key(index, 'component')] = say('configurator.partNotSold', { title: facts.part.name });
      return;
    }
    // The same verdict as buildPartsOf's `overfilled`, pinned on the line that overfills.
    const slot = facts.part.category;
    if (isSinglePartSlot(slot)) {
      if (seenSingle.has(slot)) fields[key(index, 'component')] = say('configurator.oneOnly', { slot });
      else if (line.amount > 1) fields[key(index, 'amount')] = say('configurator.oneOnly', { slot });
      seenSingle.add(slot);
    }
    resolved.push({ ...facts, amount: line.amount, offer });
  });
  return { lines: resolved, fields };
}

/**
 * Which of these ids are catalogue products. Custom builds are left out: told "not a part"
 * rather than "unknown", a guessed id would say a build exists there.
 */
async function existingProducts(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(customBuilds, eq(customBuilds.productId, products.id))
    .where(and(inArray(products.id, [...new Set(ids)]), isNull(customBuilds.productId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The pre-built build a reference names (SPEC §7 "optional reference"), or a message for
 * the `reference` field. Only a pre-built build (one of `builds`) can be customised from.
 */
export async function findPreBuilt(db: Database, reference: string): Promise<{ id: number } | { error: MessageRef }> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(builds, eq(builds.productId, products.id))
    .where(eq(products.reference, reference));
  return row ? { id: row.id } : { error: { id: 'configurator.unknownReference' } };
}

function partOfferOf(line: ResolvedLine, currency: CurrencyCode): PartOffer {
  const { offer } = line;
  return {
    ...line.part,
    product_id: line.productId,
    // A part no longer priced in this currency is not sold here: 0, and blocked as archived.
    price: money(offer?.unitPrice ?? 0, currency),
    in_stock: (offer?.unitsOnShelf ?? 0) > 0,
    backorder: offer !== undefined && offer.unitsOnShelf === 0 && offer.unitsOrderable > 0,
    lead_time_days: offer?.shippingDays ?? line.leadTimeDays,
    status: offer?.status ?? line.status,
    image: partCategoryPicture(line.part.category, line.part.specs as Record<string, unknown>),
  } as PartOffer;
}

/** The graphics card (the faster of two) and processor the FPS estimator needs, or null without both. */
export function fpsInputs(build: BuildParts): { gpuG3dMark: number; cpu: CpuForEstimate } | null {
  const cpu = build.cpu;
  let gpuG3dMark = 0;
  // The calibrated gaming score where the card has one (G3D Mark misranks today's cards).
  for (const gpu of build.gpu ?? []) gpuG3dMark = Math.max(gpuG3dMark, gpuGamingScore(gpu.specs.chipset, gpu.specs.g3dMark));
  if (!cpu || gpuG3dMark <= 0) return null;
  return { gpuG3dMark, cpu: cpu.specs };
}

/**
 * A build's figures (`PcBuildCheck`) from its lines, as the cart will see it:
 *
 * - `price`: each part's selling price (its offer) times its amount, plus the assembly fee
 *   — what services/offers.ts charges for a saved custom build;
 * - `compatibility`, `missing_slots`: the kit engine (`assess`, the same call offers.ts makes);
 * - `lost_discount`: the discount of the pre-built build it was customised from, if it has one;
 * - `in_stock`: every part has stock for its amount; `backorder`: not, but every short part
 *   can be ordered from its supplier; `shipping_days`: the slowest part's lead time (restock
 *   time when short) plus the assembly days; `estimated_ship_date`: that many working days
 *   from `now`;
 * - `power`: `estimatePower`; `fps`: the card's 1080p High average (null without a graphics
 *   card and a processor);
 * - `blocks` (SPEC §8 "Saved builds"): '{title} is archived' per part not on sale (not public,
 *   or no price in the currency), '{title} out of stock' per part short of its amount, and
 *   'Assembly is not finished' while an essential slot is empty (or one holds two parts), else
 *   one `incompatible` block per compatibility blocker, with the customiser step that fixes it.
 */
export function describeBuild(
  lines: readonly ResolvedLine[],
  context: BuildContext,
  options: { baseProductId: number | null; now: Date },
): PcBuildCheck {
  const sorted = [...lines].sort(bySlot);
  const engineLines = sorted.map((line) => ({ part: line.part, amount: line.amount }));
  const assembly = assess(engineLines);
  const { build } = buildPartsOf(engineLines);

  let price = context.fee;
  let inStock = sorted.length > 0;
  let orderable = inStock;
  let slowest = 0;
  const blocks: PcBuildBlock[] = [];
  for (const line of sorted) {
    const { offer } = line;
    price += (offer?.unitPrice ?? 0) * line.amount;
    slowest = Math.max(slowest, offer ? offerShippingDays(offer, line.amount) : line.leadTimeDays);
    const stocked = (offer?.unitsOrderable ?? 0) >= line.amount;
    inStock &&= (offer?.unitsOnShelf ?? 0) >= line.amount;
    orderable &&= stocked;
    if (!offer || offer.status !== 'public') blocks.push({ kind: 'archived', title: line.part.name });
    else if (!stocked) blocks.push({ kind: 'out_of_stock', title: line.part.name });
  }
  if (!assembly.assemblable) {
    // A complete build says which rule blocks it and where to fix it; a build still missing
    // a part is simply not finished (SPEC §8 "Saved builds").
    const incompatible = assembly.missingSlots.length === 0 ? incompatibleBlocks(assembly.issues) : [];
    if (incompatible.length > 0) blocks.push(...incompatible);
    else blocks.push({ kind: 'unfinished' });
  }

  const base = options.baseProductId === null ? undefined : context.offers.get(options.baseProductId);
  const discount = base?.kind === 'pre-built' && base.wasPrice !== null ? base.wasPrice - base.unitPrice : 0;
  const shippingDays = slowest + context.assemblyDays;
  const inputs = fpsInputs(build);

  return {
    components: sorted.map((line) => ({ component: partOfferOf(line, context.currency), amount: line.amount })),
    compatibility: assembly.issues,
    missing_slots: assembly.missingSlots,
    price: money(price, context.currency),
    assembly_fee: money(context.fee, context.currency),
    lost_discount: discount > 0 ? money(discount, context.currency) : null,
    in_stock: inStock,
    backorder: !inStock && orderable,
    shipping_days: shippingDays,
    estimated_ship_date: toIsoDate(estimateShipDate(options.now, shippingDays)),
    power: estimatePower(build),
    fps: inputs ? averageFpsRange(context.cardGames, inputs.gpuG3dMark, inputs.cpu, '1080p', 'high') : null,
    blocks,
  };
}

/**
 * POST api/ecommerce/pc_build/check/: the figures of a build not saved (yet). Parts no
 * longer sold are accepted and reported in `blocks`, so a saved draft can be checked as it
 * stands; unknown ids, whole PCs among the parts and an overfilled slot are refused (400).
 */
export async function checkBuild(
  db: Database,
  request: { components: readonly BuildLine[]; reference?: string },
  options: { storefront: Pick<Storefront, 'currency'>; now: Date },
): Promise<PcBuildCheck> {
  const { currency } = options.storefront;
  const base = request.reference === undefined ? null : await findPreBuilt(db, request.reference);
  const baseId = base && 'id' in base ? base.id : null;
  const context = await loadBuildContext(
    db,
    request.components.map((line) => line.component),
    baseId === null ? [] : [baseId],
    currency,
  );
  const { lines, fields } = await resolveLines(db, request.components, context, { field: 'components', requireSold: false });
  if (base && 'error' in base) fields.reference = base.error;
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return describeBuild(lines, context, { baseProductId: baseId, now: options.now });
}

/** How many of the most popular games the customiser's performance tab shows. */
export const PERFORMANCE_GAMES = 20;

/**
 * POST api/ecommerce/pc_build/performance/: the build's estimated FPS in each of the
 * PERFORMANCE_GAMES most popular games (capped games included: their cap is what the
 * shopper will see), by the kit's `estimateFps` as the game page uses it. No games
 * without a graphics card and a processor: the estimator has nothing to go on.
 */
export async function estimateBuildPerformance(
  db: Database,
  request: { components: readonly BuildLine[]; resolution: Resolution; preset: GraphicsPreset },
): Promise<PcBuildPerformance> {
  const partFacts = await loadPartFacts(
    db,
    request.components.map((line) => line.component),
  );
  const { lines, fields } = await resolveLines(
    db,
    request.components,
    { parts: partFacts, offers: new Map() },
    { field: 'components', requireSold: false },
  );
  if (Object.keys(fields).length > 0) throw invalidFields(fields);

  const { resolution, preset } = request;
  const inputs = fpsInputs(buildPartsOf(lines.map((line) => ({ part: line.part, amount: line.amount }))).build);
  if (!inputs) return { resolution, preset, games: [], source: FPS_SOURCE };
  const popular = await db
    .select({ slug: games.slug, name: games.name, releaseYear: games.releaseYear, engineFpsCap: games.engineFpsCap, benchmark: games.benchmark })
    .from(games)
    .orderBy(asc(games.popularity), asc(games.slug))
    .limit(PERFORMANCE_GAMES);
  return {
    resolution,
    preset,
    games: popular.map((game) => ({
      game: { slug: game.slug, name: game.name, release_year: game.releaseYear, engine_fps_cap: game.engineFpsCap },
      estimated_fps: estimateFps({ game: game.benchmark, gpuG3dMark: inputs.gpuG3dMark, cpu: inputs.cpu, resolution, preset }),
    })),
    source: FPS_SOURCE,
  };
}
