/**
 * The custom PC builds API (SPEC §7 "Builds", and the draft and saved-build
 * calls SPEC leaves unshown). A custom build is a product of class 'pc-build', so its
 * `id` is what a cart line buys. The client sends the request schemas' input; the server
 * validates with them as they are. Their messages are message ids: `configurator.*` of the
 * server's catalogue, `validation.*` of the kit's, put in the storefront's language by the
 * server's validation hook.
 */
import { z } from 'zod';
import { engineIssueCodes, ruleCodes, type CompatibilityIssue } from '../compat/types';
import type { PowerEstimate } from '../compat/power';
import { partCategories } from '../catalogue/parts';
import { configuratorSteps } from '../configurator/steps';
import { PC_BUILD_MAX_AMOUNT, PC_BUILD_MAX_COMPONENTS, PC_BUILD_NAME_MAX_LENGTH } from '../configurator/buildLimits';
import { pcBuildNameSchema, pcBuildRenameSchema } from '../configurator/buildNameSchemas';
import { graphicsPresets, resolutions } from '../performance/types';
import { FpsRangeSchema, GameSummarySchema } from './catalogue';
import { MoneySchema, PictureSchema } from './common';
import { PartOfferSchema } from './parts';

// ── Requests ────────────────────────────────────────────────────────────────────────────

/** Serial ids are 32-bit: anything past that is no product, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

/** One line of a build as the API takes it (SPEC §3 "components (component, amount)"): a part's product id. */
export const BuildComponentInputSchema = /* @__PURE__ */ z
  .object({
    component: /* @__PURE__ */ z
      .number({ error: 'configurator.unknownPart' })
      .int({ error: 'configurator.unknownPart' })
      .min(1, { error: 'configurator.unknownPart' })
      .max(MAX_ID, { error: 'configurator.unknownPart' })
      .meta({ description: 'A part’s product id (`product_id` of GET /api/ecommerce/parts/).', example: 12 }),
    amount: /* @__PURE__ */ z
      .number({ error: 'configurator.amountRange' })
      .int({ error: 'configurator.amountRange' })
      .min(1, { error: 'configurator.amountRange' })
      .max(PC_BUILD_MAX_AMOUNT, { error: 'configurator.amountRange' })
      .meta({ description: `How many, 1–${PC_BUILD_MAX_AMOUNT}; more than 1 only in slots that hold several parts.`, example: 1 }),
  })
  .meta({ id: 'BuildComponentInput' });
export type BuildComponentInput = z.input<typeof BuildComponentInputSchema>;

/** A build's lines: each part once (its amount says how many), at most PC_BUILD_MAX_COMPONENTS. */
function componentsSchema(min: 0 | 1) {
  return z
    .array(BuildComponentInputSchema, { error: 'configurator.componentsRequired' })
    .min(min, { error: 'configurator.componentsRequired' })
    .max(PC_BUILD_MAX_COMPONENTS, { error: 'configurator.tooManyComponents' })
    .superRefine((lines, context) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.component)) context.addIssue({ code: 'custom', path: [index, 'component'], message: 'configurator.duplicateComponent' });
        seen.add(line.component);
      });
    })
    .meta({ description: `The parts, each once; at most ${PC_BUILD_MAX_COMPONENTS}.` });
}

/** Reference of the pre-built build a custom build was customised from (SPEC §7 "optional reference"). */
const referenceSchema = /* @__PURE__ */ z
  .string({ error: 'configurator.unknownReference' })
  .trim()
  .min(1, { error: 'configurator.unknownReference' })
  .max(160, { error: 'configurator.unknownReference' })
  .meta({ description: 'Reference of the pre-built build it was customised from.', example: 'RS-STRIKER' });

/**
 * POST api/ecommerce/pc_build/ — a guest's build (to put in the cart; nobody can change
 * it afterwards) or a signed-in customer's (a draft in their saved builds unless
 * `saved: false`).
 */
export const PcBuildCreateSchema = /* @__PURE__ */ z
  .object({
    /** The shopper's name for it; 'My custom pc' (localised) when empty. */
    name: /* @__PURE__ */ pcBuildNameSchema.optional().meta({
      description: `At most ${PC_BUILD_NAME_MAX_LENGTH} characters; empty or absent: 'My custom pc' in the storefront’s language.`,
      example: 'Streaming rig',
    }),
    components: /* @__PURE__ */ componentsSchema(1),
    /** Reference of the pre-built build it was customised from (SPEC §7 "optional reference"). */
    reference: /* @__PURE__ */ referenceSchema.optional(),
    /** Keep it among the customer's saved builds. @default true when signed in */
    saved: /* @__PURE__ */ z
      .boolean({ error: 'saved must be true or false' })
      .optional()
      .meta({ description: 'Keep it among the saved builds (default true when signed in; a guest’s build is never saved).' }),
  })
  .meta({ id: 'PcBuildCreate' });
export type PcBuildCreate = z.input<typeof PcBuildCreateSchema>;

/** POST api/ecommerce/pc_build/{id}/replace_components/ (SPEC §7). Owner only. */
export const PcBuildReplaceComponentsSchema = /* @__PURE__ */ z
  .object({ components_detailed: /* @__PURE__ */ componentsSchema(1) })
  .meta({ id: 'PcBuildReplaceComponents' });
export type PcBuildReplaceComponents = z.input<typeof PcBuildReplaceComponentsSchema>;

/** PATCH api/ecommerce/pc_build/{id}/ — rename. Owner only. */
export const PcBuildUpdateSchema = /* @__PURE__ */ z.object({ name: pcBuildRenameSchema }).meta({
  id: 'PcBuildUpdate',
  description: `The new name, 1–${PC_BUILD_NAME_MAX_LENGTH} characters.`,
  example: { name: 'Streaming rig v2' },
});
export type PcBuildUpdate = z.input<typeof PcBuildUpdateSchema>;

/** POST api/ecommerce/pc_build/check/ — what the server makes of a build before it is saved. */
export const PcBuildCheckRequestSchema = /* @__PURE__ */ z
  .object({ components: /* @__PURE__ */ componentsSchema(0), reference: /* @__PURE__ */ referenceSchema.optional() })
  .meta({ id: 'PcBuildCheckRequest' });
export type PcBuildCheckRequest = z.input<typeof PcBuildCheckRequestSchema>;

/**
 * POST api/ecommerce/pc_build/performance/ — the customiser's performance tab: estimated
 * FPS of a build's processor and graphics card in the most played games, by the kit's
 * estimator (`estimateFps`), at a resolution and preset.
 */
export const PcBuildPerformanceRequestSchema = /* @__PURE__ */ z
  .object({
    components: /* @__PURE__ */ componentsSchema(0),
    resolution: /* @__PURE__ */ z
      .enum(resolutions, { error: `resolution must be one of ${/* @__PURE__ */ resolutions.join(', ')}` })
      .meta({ example: '1440p' }),
    preset: /* @__PURE__ */ z
      .enum(graphicsPresets, { error: `preset must be one of ${/* @__PURE__ */ graphicsPresets.join(', ')}` })
      .meta({ example: 'high' }),
  })
  .meta({ id: 'PcBuildPerformanceRequest' });
export type PcBuildPerformanceRequest = z.input<typeof PcBuildPerformanceRequestSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────

const slotSchema = /* @__PURE__ */ z.enum(partCategories);
const issueCodeSchema = /* @__PURE__ */ z.enum([...ruleCodes, ...engineIssueCodes]);

/**
 * The compatibility engine's `CompatibilityIssue` as the API answers it: typed by the
 * engine's own type, so the schema cannot answer what the engine does not produce.
 */
export const CompatibilityIssueSchema: z.ZodType<CompatibilityIssue> = /* @__PURE__ */ z
  .object({
    rule: issueCodeSchema,
    severity: /* @__PURE__ */ z.enum(['blocker', 'warning', 'info']).meta({ description: 'A blocker stops the build being ordered.' }),
    parts: /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.object({ slot: slotSchema, id: /* @__PURE__ */ z.string() }))
      .meta({ description: 'The parts involved, the rule’s subject first.' }),
    message: /* @__PURE__ */ z
      .object({
        id: /* @__PURE__ */ z.templateLiteral(['compat.', issueCodeSchema]).meta({ example: 'compat.socket-mismatch' }),
        values: /* @__PURE__ */ z.record(
          /* @__PURE__ */ z.string(),
          /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
        ),
      })
      .meta({ description: 'Message id of the kit catalogues and its values.' }),
  })
  .meta({ id: 'CompatibilityIssue' });

/** The engine's `PowerEstimate` as the API answers it, typed by the engine's own type. */
export const PowerEstimateSchema: z.ZodType<PowerEstimate> = /* @__PURE__ */ z
  .object({
    cpuW: /* @__PURE__ */ z.number(),
    gpuW: /* @__PURE__ */ z.number(),
    restW: /* @__PURE__ */ z.number(),
    drawW: /* @__PURE__ */ z.number().meta({
      description:
        'Estimated peak draw: processor peak power (Intel PL2, AMD PPT) + graphics board power + the rest of the system; a smaller PSU is a blocker.',
    }),
    recommendedW: /* @__PURE__ */ z
      .number()
      .meta({ description: 'Recommended PSU: draw × 1.2 rounded up, at least the graphics card maker’s; a smaller PSU is a warning.' }),
    psuW: /* @__PURE__ */ z.number().nullable(),
    load: /* @__PURE__ */ z.number().nullable().meta({ description: 'drawW ÷ psuW; null without a PSU.' }),
  })
  .meta({ id: 'PowerEstimate' });

/** Why a saved build cannot be bought as it is (SPEC §8 "Saved builds"): one member a kind. */
export const PcBuildBlockSchema = /* @__PURE__ */ z
  .discriminatedUnion('kind', [
    /** '{title} out of stock' */
    /* @__PURE__ */ z.object({ kind: /* @__PURE__ */ z.literal('out_of_stock'), title: /* @__PURE__ */ z.string() }),
    /** '{title} is archived' (or discontinued: no longer sold either way) */
    /* @__PURE__ */ z.object({ kind: /* @__PURE__ */ z.literal('archived'), title: /* @__PURE__ */ z.string() }),
    /** 'Assembly is not finished': an essential slot is empty (or one holds two parts). */
    /* @__PURE__ */ z.object({ kind: /* @__PURE__ */ z.literal('unfinished') }),
    /** Complete, but a compatibility blocker remains: one per blocker, with the customiser step that fixes it. */
    /* @__PURE__ */ z.object({
      kind: /* @__PURE__ */ z.literal('incompatible'),
      issue: CompatibilityIssueSchema,
      step: /* @__PURE__ */ z.enum(configuratorSteps).meta({ description: 'The customiser step that fixes it.' }),
    }),
  ])
  .meta({
    id: 'PcBuildBlock',
    description:
      "'{title} out of stock', '{title} is archived', 'Assembly is not finished' (SPEC §8); 'incompatible': a complete build's blocker, one per blocker.",
  });
export type PcBuildBlock = z.infer<typeof PcBuildBlockSchema>;

/** A build's parts with their offers in the country's currency. */
const buildComponentsSchema = /* @__PURE__ */ z.array(
  /* @__PURE__ */ z.object({ component: PartOfferSchema, amount: /* @__PURE__ */ z.number().int() }),
);

/** What the server makes of a list of parts: the same engine the customiser runs. */
export const PcBuildCheckSchema = /* @__PURE__ */ z
  .object({
    components: buildComponentsSchema,
    /** `checkCompatibility` of the kit engine, recomputed on the server. */
    compatibility: /* @__PURE__ */ z.array(CompatibilityIssueSchema),
    /** Essential slots still empty (`missingSlots`). */
    missing_slots: /* @__PURE__ */ z.array(slotSchema).meta({ description: 'Essential slots still empty.' }),
    /** Parts' prices times amounts plus the assembly fee, VAT included. */
    price: /* @__PURE__ */ MoneySchema.meta({ description: 'Parts’ prices × amounts + the assembly fee, VAT included.' }),
    /** The assembly fee included in `price`. */
    assembly_fee: MoneySchema,
    /**
     * Set when customising a discounted pre-built build: the discount it loses (SPEC §4
     * "customising a discounted build warns the discount is unavailable").
     */
    lost_discount: /* @__PURE__ */ MoneySchema.meta({
      description: 'The discount of the pre-built build it was customised from, lost by customising.',
    }).nullable(),
    in_stock: /* @__PURE__ */ z.boolean(),
    /** Not in stock, but every short part can be ordered from its supplier: it can be ordered and ships later. */
    backorder: /* @__PURE__ */ z
      .boolean()
      .optional()
      .meta({ description: 'Out of stock, but the supplier takes orders: it can be bought and ships later.' }),
    shipping_days: /* @__PURE__ */ z.number().int(),
    /** ISO date. */
    estimated_ship_date: /* @__PURE__ */ z.string().meta({ format: 'date', example: '2026-03-04' }),
    power: PowerEstimateSchema,
    /** Average FPS range at 1080p High, as on a product card; null without graphics. */
    fps: /* @__PURE__ */ FpsRangeSchema.meta({
      description: 'Average FPS range at 1080p High, as on a product card; null without graphics.',
    }).nullable(),
    /** Every block; empty when the build can be put in the cart and ordered. */
    blocks: /* @__PURE__ */ z.array(PcBuildBlockSchema).meta({ description: 'Why it cannot be ordered as it is; empty when it can.' }),
  })
  .meta({ id: 'PcBuildCheck' });
export type PcBuildCheck = z.infer<typeof PcBuildCheckSchema>;

/** A saved custom build, as its owner (or, for a guest's build, anyone with its `public_id`) sees it. */
export const PcBuildSchema = /* @__PURE__ */ PcBuildCheckSchema.extend({
  /** Product id: what a cart line buys. Opens the build to its signed-in owner only. */
  id: /* @__PURE__ */ z.number().int().meta({ description: 'Product id: what a cart line buys; opens the build to its owner only.' }),
  /**
   * Its public reference, a random UUID v4: how anyone but its owner reads a guest's build
   * (GET pc_build/{public_id}/) and puts it in a cart. Unguessable, unlike `id`.
   */
  public_id: /* @__PURE__ */ z
    .string()
    .meta({ format: 'uuid', description: 'Random public reference: how anyone but its owner reads a guest’s build or puts it in a cart.' }),
  reference: /* @__PURE__ */ z.string().meta({ example: 'PC-7F3K9Q2M' }),
  name: /* @__PURE__ */ z.string().meta({ example: 'My custom pc' }),
  product_class: /* @__PURE__ */ z.literal('pc-build'),
  /** Reference of the pre-built build it started from, if any. */
  base_reference: /* @__PURE__ */ z.string().nullable().meta({ example: 'RS-STRIKER' }),
  saved: /* @__PURE__ */ z.boolean(),
  /** ISO timestamps. */
  created_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
  updated_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
  /** An illustration drawn from the build's parts, served by its public id. */
  image: /* @__PURE__ */ PictureSchema.optional(),
}).meta({ id: 'PcBuild' });
export type PcBuild = z.infer<typeof PcBuildSchema>;

/** GET api/ecommerce/pc_build/ — the signed-in customer's saved builds, newest change first. */
export type PcBuildList = PcBuild[];

export const PcBuildPerformanceSchema = /* @__PURE__ */ z
  .object({
    resolution: /* @__PURE__ */ z.enum(resolutions),
    preset: /* @__PURE__ */ z.enum(graphicsPresets),
    /** Empty when the build has no graphics card (or integrated graphics without a score). */
    games: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ game: GameSummarySchema, estimated_fps: FpsRangeSchema })),
    /** Attribution shown beside every FPS figure (as on the game page). */
    source: /* @__PURE__ */ z.string().meta({ description: 'Attribution shown beside every FPS figure.' }),
  })
  .meta({ id: 'PcBuildPerformance' });
export type PcBuildPerformance = z.infer<typeof PcBuildPerformanceSchema>;

/**
 * GET api/ecommerce/builds/{reference}/components/ — a pre-built build's parts, as the
 * customiser opens it to customise (`?from=<reference>`), with the discount customising
 * loses (SPEC §4 "Customising a discounted build warns the discount is unavailable").
 * Added by the customiser: SPEC §7 sends a build's `reference` with its
 * components, so the client must be able to read them.
 */
export const PreBuiltComponentsSchema = /* @__PURE__ */ z
  .object({
    reference: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    /** The pre-built build's price, after its discount. */
    price: /* @__PURE__ */ MoneySchema.meta({ description: 'The pre-built build’s price, after its discount.' }),
    /** Its price before the discount; null when not discounted. */
    was_price: /* @__PURE__ */ MoneySchema.meta({ description: 'Its price before the discount; null when not discounted.' }).nullable(),
    /** `was_price − price` when discounted, else null: what a customised copy does not get. */
    discount: /* @__PURE__ */ MoneySchema.meta({ description: 'What a customised copy does not get: was_price − price, or null.' }).nullable(),
    components: buildComponentsSchema,
  })
  .meta({ id: 'PreBuiltComponents' });
export type PreBuiltComponents = z.infer<typeof PreBuiltComponentsSchema>;
