/**
 * The custom PC builds API (SPEC §7 "Builds", and the draft and saved-build
 * calls SPEC leaves unshown). A custom build is a product of class 'pc-build', so its
 * `id` is what a cart line buys.
 */
import type { BuildSlot, CompatibilityIssue } from '../compat/types';
import type { PowerEstimate } from '../compat/power';
import type { ConfiguratorSlot } from '../configurator/steps';
import type { Money } from '../money';
import type { GraphicsPreset, Resolution } from '../performance/types';
import type { GameSummary, PartOffer } from './catalogue';

/** One line of a build as the API takes it (SPEC §3 "components (component, amount)"): a part's product id. */
export type BuildComponentInput = { component: number; amount: number };

/**
 * POST api/ecommerce/pc_build/ — a guest's build (to put in the cart; nobody can change
 * it afterwards) or a signed-in customer's (a draft in their saved builds unless
 * `saved: false`).
 */
export type PcBuildCreate = {
  /** The shopper's name for it; 'My custom pc' (localised) when empty. */
  name?: string;
  components: BuildComponentInput[];
  /** Reference of the pre-built build it was customised from (SPEC §7 "optional reference"). */
  reference?: string;
  /** Keep it among the customer's saved builds. @default true when signed in */
  saved?: boolean;
};

/** POST api/ecommerce/pc_build/{id}/replace_components/ (SPEC §7). Owner only. */
export type PcBuildReplaceComponents = { components_detailed: BuildComponentInput[] };

/** PATCH api/ecommerce/pc_build/{id}/ — rename. Owner only. */
export type PcBuildUpdate = { name: string };

/** POST api/ecommerce/pc_build/check/ — what the server makes of a build before it is saved. */
export type PcBuildCheckRequest = { components: BuildComponentInput[]; reference?: string };

/** Why a saved build cannot be bought as it is (SPEC §8 "Saved builds"). */
export type PcBuildBlock =
  /** '{title} out of stock' */
  | { kind: 'out_of_stock'; title: string }
  /** '{title} is archived' (or discontinued: no longer sold either way) */
  | { kind: 'archived'; title: string }
  /** 'Assembly is not finished': an essential slot is empty (or one holds two parts). */
  | { kind: 'unfinished' }
  /** Complete, but a compatibility blocker remains: one per blocker, with the customiser step that fixes it. */
  | { kind: 'incompatible'; issue: CompatibilityIssue; step: ConfiguratorSlot };

/** What the server makes of a list of parts: the same engine the customiser runs. */
export type PcBuildCheck = {
  components: { component: PartOffer; amount: number }[];
  /** `checkCompatibility` of the kit engine, recomputed on the server. */
  compatibility: CompatibilityIssue[];
  /** Essential slots still empty (`missingSlots`). */
  missing_slots: BuildSlot[];
  /** Parts' prices times amounts plus the assembly fee, VAT included. */
  price: Money;
  /** The assembly fee included in `price`. */
  assembly_fee: Money;
  /**
   * Set when customising a discounted pre-built build: the discount it loses (SPEC §4
   * "customising a discounted build warns the discount is unavailable").
   */
  lost_discount: Money | null;
  in_stock: boolean;
  /** Not in stock, but every short part can be ordered from its supplier: it can be ordered and ships later. */
  backorder?: boolean;
  shipping_days: number;
  /** ISO date. */
  estimated_ship_date: string;
  power: PowerEstimate;
  /** Average FPS range at 1080p High, as on a product card; null without graphics. */
  fps: { min: number; max: number } | null;
  /** Every block; empty when the build can be put in the cart and ordered. */
  blocks: PcBuildBlock[];
};

/** A saved custom build, as its owner (or, for a guest's build, anyone with its `public_id`) sees it. */
export type PcBuild = PcBuildCheck & {
  /** Product id: what a cart line buys. Opens the build to its signed-in owner only. */
  id: number;
  /**
   * Its public reference, a random UUID v4: how anyone but its owner reads a guest's build
   * (GET pc_build/{public_id}/) and puts it in a cart. Unguessable, unlike `id`.
   */
  public_id: string;
  reference: string;
  name: string;
  product_class: 'pc-build';
  /** Reference of the pre-built build it started from, if any. */
  base_reference: string | null;
  saved: boolean;
  /** ISO timestamps. */
  created_at: string;
  updated_at: string;
};

/** GET api/ecommerce/pc_build/ — the signed-in customer's saved builds, newest change first. */
export type PcBuildList = PcBuild[];

/**
 * POST api/ecommerce/pc_build/performance/ — the customiser's performance tab: estimated
 * FPS of a build's processor and graphics card in the most played games, by the kit's
 * estimator (`estimateFps`), at a resolution and preset.
 */
export type PcBuildPerformanceRequest = {
  components: BuildComponentInput[];
  resolution: Resolution;
  preset: GraphicsPreset;
};

export type PcBuildPerformance = {
  resolution: Resolution;
  preset: GraphicsPreset;
  /** Empty when the build has no graphics card (or integrated graphics without a score). */
  games: { game: GameSummary; estimated_fps: { min: number; max: number } }[];
  /** Attribution shown beside every FPS figure (as on the game page). */
  source: string;
};

/**
 * GET api/ecommerce/builds/{reference}/components/ — a pre-built build's parts, as the
 * customiser opens it to customise (`?from=<reference>`), with the discount customising
 * loses (SPEC §4 "Customising a discounted build warns the discount is unavailable").
 * Added by the customiser: SPEC §7 sends a build's `reference` with its
 * components, so the client must be able to read them.
 */
export type PreBuiltComponents = {
  reference: string;
  name: string;
  /** The pre-built build's price, after its discount. */
  price: Money;
  /** Its price before the discount; null when not discounted. */
  was_price: Money | null;
  /** `was_price − price` when discounted, else null: what a customised copy does not get. */
  discount: Money | null;
  components: { component: PartOffer; amount: number }[];
};
