import { createRoute, z } from '@hono/zod-openapi';
import {
  configuratorSteps,
  graphicsPresets,
  partCategories,
  PC_BUILD_MAX_AMOUNT,
  PC_BUILD_MAX_COMPONENTS,
  PC_BUILD_NAME_MAX_LENGTH,
  pcBuildNameSchema,
  pcBuildRenameSchema,
  resolutions,
  ruleCodes,
  engineIssueCodes,
} from '@rigsmith/kit/domain';
import { optionalAuth, requireAuth } from '../../middleware/auth';
import { idempotencyWhenSignedIn } from '../../middleware/idempotency';
import { idempotencyErrors, idempotencyHeader } from '../commerce.schemas';
import { ApiErrorSchema, CountryQuerySchema, errorResponses, MoneySchema, publicIdSchema } from '../../schemas';
import { FpsRangeSchema, GameSummarySchema } from '../catalogue.schemas';
import { PartOfferSchema } from '../parts/part.schemas';

/**
 * Custom PC builds, drafts and saved builds (SPEC §7 "Builds"; the contract is
 * kit/src/api/buildTypes.ts, pc-builds.contract.ts proves the schemas match it). Messages
 * of the body schemas are message ids (`configurator.*` of the server catalogue, `validation.*`
 * of the kit's), answered in the storefront's language by `localisedValidation`.
 */

const tags = ['Custom builds'];

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

/** Serial ids are 32-bit: anything past that is no product, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

// ── Requests ────────────────────────────────────────────────────────────────────────────

export const BuildComponentInputSchema = z
  .object({
    component: z
      .number({ error: 'configurator.unknownPart' })
      .int({ error: 'configurator.unknownPart' })
      .min(1, { error: 'configurator.unknownPart' })
      .max(MAX_ID, { error: 'configurator.unknownPart' })
      .openapi({ description: 'A part’s product id (`product_id` of GET /api/ecommerce/parts/).', example: 12 }),
    amount: z
      .number({ error: 'configurator.amountRange' })
      .int({ error: 'configurator.amountRange' })
      .min(1, { error: 'configurator.amountRange' })
      .max(PC_BUILD_MAX_AMOUNT, { error: 'configurator.amountRange' })
      .openapi({ description: `How many, 1–${PC_BUILD_MAX_AMOUNT}; more than 1 only in slots that hold several parts.`, example: 1 }),
  })
  .openapi('BuildComponentInput');

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
    .openapi({ description: `The parts, each once; at most ${PC_BUILD_MAX_COMPONENTS}.` });
}

const referenceSchema = z
  .string({ error: 'configurator.unknownReference' })
  .trim()
  .min(1, { error: 'configurator.unknownReference' })
  .max(160, { error: 'configurator.unknownReference' })
  .openapi({ description: 'Reference of the pre-built build it was customised from.', example: 'RS-STRIKER' });

export const PcBuildCreateSchema = z
  .object({
    name: pcBuildNameSchema.optional().openapi({
      description: `At most ${PC_BUILD_NAME_MAX_LENGTH} characters; empty or absent: 'My custom pc' in the storefront’s language.`,
      example: 'Streaming rig',
    }),
    components: componentsSchema(1),
    reference: referenceSchema.optional(),
    saved: z
      .boolean({ error: 'saved must be true or false' })
      .optional()
      .openapi({ description: 'Keep it among the saved builds (default true when signed in; a guest’s build is never saved).' }),
  })
  .openapi('PcBuildCreate');

export const PcBuildReplaceComponentsSchema = z.object({ components_detailed: componentsSchema(1) }).openapi('PcBuildReplaceComponents');

export const PcBuildUpdateSchema = z
  .object({
    // The kit's schema as is (made before the OpenAPI extension, it has no .openapi()).
    name: pcBuildRenameSchema,
  })
  .openapi('PcBuildUpdate', { description: `The new name, 1–${PC_BUILD_NAME_MAX_LENGTH} characters.`, example: { name: 'Streaming rig v2' } });

export const PcBuildCheckRequestSchema = z
  .object({ components: componentsSchema(0), reference: referenceSchema.optional() })
  .openapi('PcBuildCheckRequest');

export const PcBuildPerformanceRequestSchema = z
  .object({
    components: componentsSchema(0),
    resolution: z.enum(resolutions, { error: `resolution must be one of ${resolutions.join(', ')}` }).openapi({ example: '1440p' }),
    preset: z.enum(graphicsPresets, { error: `preset must be one of ${graphicsPresets.join(', ')}` }).openapi({ example: 'high' }),
  })
  .openapi('PcBuildPerformanceRequest');

const PcBuildIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be 1 or more' })
    .max(MAX_ID, { error: `id must be ${MAX_ID} or less` })
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The build’s product id.', example: 1 }),
});

/** GET takes either key: the product id (the owner's way in) or the public id (anyone's, to a guest's build). */
const PcBuildKeyParams = z.object({
  id: z
    .union([PcBuildIdParams.shape.id, publicIdSchema('id must be a build’s product id or its public_id')], {
      error: 'id must be a build’s product id or its public_id',
    })
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'The build’s `public_id` (anyone, for a guest’s build) or its product id (its owner only).',
      example: '3b241101-e2bb-4255-8caf-4136c566a962',
    }),
});

// ── Answers ─────────────────────────────────────────────────────────────────────────────

const slotSchema = z.enum(partCategories);

export const CompatibilityIssueSchema = z
  .object({
    rule: z.enum([...ruleCodes, ...engineIssueCodes]),
    severity: z.enum(['blocker', 'warning', 'info']).openapi({ description: 'A blocker stops the build being ordered.' }),
    parts: z.array(z.object({ slot: slotSchema, id: z.string() })).openapi({ description: 'The parts involved, the rule’s subject first.' }),
    message: z
      .object({
        id: z.templateLiteral(['compat.', z.enum([...ruleCodes, ...engineIssueCodes])]).openapi({ example: 'compat.socket-mismatch' }),
        values: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .openapi({ description: 'Message id of the kit catalogues and its values.' }),
  })
  .openapi('CompatibilityIssue');

export const PowerEstimateSchema = z
  .object({
    cpuW: z.number(),
    gpuW: z.number(),
    restW: z.number(),
    drawW: z.number().openapi({
      description:
        'Estimated peak draw: processor peak power (Intel PL2, AMD PPT) + graphics board power + the rest of the system; a smaller PSU is a blocker.',
    }),
    recommendedW: z
      .number()
      .openapi({ description: 'Recommended PSU: draw × 1.2 rounded up, at least the graphics card maker’s; a smaller PSU is a warning.' }),
    psuW: z.number().nullable(),
    load: z.number().nullable().openapi({ description: 'drawW ÷ psuW; null without a PSU.' }),
  })
  .openapi('PowerEstimate');

export const PcBuildBlockSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('out_of_stock'), title: z.string() }),
    z.object({ kind: z.literal('archived'), title: z.string() }),
    z.object({ kind: z.literal('unfinished') }),
    z.object({
      kind: z.literal('incompatible'),
      issue: CompatibilityIssueSchema,
      step: z.enum(configuratorSteps).openapi({ description: 'The customiser step that fixes it.' }),
    }),
  ])
  .openapi('PcBuildBlock', {
    description:
      "'{title} out of stock', '{title} is archived', 'Assembly is not finished' (SPEC §8); 'incompatible': a complete build's blocker, one per blocker.",
  });

export const PcBuildCheckSchema = z
  .object({
    components: z.array(z.object({ component: PartOfferSchema, amount: z.number().int() })),
    compatibility: z.array(CompatibilityIssueSchema),
    missing_slots: z.array(slotSchema).openapi({ description: 'Essential slots still empty.' }),
    price: MoneySchema.meta({ description: 'Parts’ prices × amounts + the assembly fee, VAT included.' }),
    assembly_fee: MoneySchema,
    lost_discount: MoneySchema.meta({
      description: 'The discount of the pre-built build it was customised from, lost by customising.',
    }).nullable(),
    in_stock: z.boolean(),
    backorder: z.boolean().optional().openapi({ description: 'Out of stock, but the supplier takes orders: it can be bought and ships later.' }),
    shipping_days: z.number().int(),
    estimated_ship_date: z.string().openapi({ format: 'date', example: '2026-03-04' }),
    power: PowerEstimateSchema,
    fps: FpsRangeSchema.meta({ description: 'Average FPS range at 1080p High, as on a product card; null without graphics.' }).nullable(),
    blocks: z.array(PcBuildBlockSchema).openapi({ description: 'Why it cannot be ordered as it is; empty when it can.' }),
  })
  .openapi('PcBuildCheck');

export const PcBuildSchema = PcBuildCheckSchema.extend({
  id: z.number().int().openapi({ description: 'Product id: what a cart line buys; opens the build to its owner only.' }),
  public_id: z
    .string()
    .openapi({ format: 'uuid', description: 'Random public reference: how anyone but its owner reads a guest’s build or puts it in a cart.' }),
  reference: z.string().openapi({ example: 'PC-7F3K9Q2M' }),
  name: z.string().openapi({ example: 'My custom pc' }),
  product_class: z.literal('pc-build'),
  base_reference: z.string().nullable().openapi({ example: 'RS-STRIKER' }),
  saved: z.boolean(),
  created_at: z.string().openapi({ format: 'date-time' }),
  updated_at: z.string().openapi({ format: 'date-time' }),
}).openapi('PcBuild');

export const PcBuildPerformanceSchema = z
  .object({
    resolution: z.enum(resolutions),
    preset: z.enum(graphicsPresets),
    games: z.array(z.object({ game: GameSummarySchema, estimated_fps: FpsRangeSchema })),
    source: z.string().openapi({ description: 'Attribution shown beside every FPS figure.' }),
  })
  .openapi('PcBuildPerformance');

// ── Routes ──────────────────────────────────────────────────────────────────────────────

const unauthorized = { 401: error('`not_authenticated` (no bearer token), `token_expired` or `token_invalid`') } as const;
/** A bearer token is optional; a bad one is still a 401 (so the client refreshes it). */
const optionalUnauthorized = { 401: error('A bearer token was sent but is expired (`token_expired`) or not valid (`token_invalid`)') } as const;
const notFound = { 404: error('`not_found`: no such build among the caller’s (or, by public_id, a guest’s, for reading)') } as const;
const invalidBody = {
  400: error(
    '`validation_error`: `fields` has a message per invalid field (`components.1.component`, `name`, `reference`…), in the storefront’s language',
  ),
} as const;
/** OpenAPI's "a bearer token, or none": an empty security requirement beside the bearer one. */
const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const createPcBuild = createRoute({
  method: 'post',
  path: '/ecommerce/pc_build/',
  tags,
  summary: 'Save a custom build (a guest’s, to buy; a customer’s, saved as a draft unless saved: false)',
  description:
    'Every part must exist, be a part and be on sale; a slot that holds one part (processor, board, cooler, case, PSU, system) takes one. ' +
    'An unfinished or incompatible build is saved as it stands: its `blocks` say why it cannot be ordered yet. ' +
    'Signed in, with an Idempotency-Key (moving a guest’s draft to the account sends the draft’s own key), a repeat answers with the first build.',
  middleware: [optionalAuth, idempotencyWhenSignedIn({ scope: 'POST /ecommerce/pc_build/', required: false })] as const,
  security: optionalBearer,
  request: { query: CountryQuerySchema, headers: idempotencyHeader(false), body: jsonBody(PcBuildCreateSchema) },
  responses: { 201: answer('The saved build', PcBuildSchema), ...errorResponses, ...invalidBody, ...optionalUnauthorized, ...idempotencyErrors },
});

export const checkPcBuild = createRoute({
  method: 'post',
  path: '/ecommerce/pc_build/check/',
  tags,
  summary: 'What the server makes of a build before it is saved: compatibility, price, lost discount, stock, shipping, power, FPS, blocks',
  request: { query: CountryQuerySchema, body: jsonBody(PcBuildCheckRequestSchema) },
  responses: { 200: answer('The build’s figures', PcBuildCheckSchema), ...errorResponses, ...invalidBody },
});

export const pcBuildPerformance = createRoute({
  method: 'post',
  path: '/ecommerce/pc_build/performance/',
  tags,
  summary: 'Estimated FPS of a build in the most popular games (the customiser’s performance tab)',
  request: { query: CountryQuerySchema, body: jsonBody(PcBuildPerformanceRequestSchema) },
  responses: {
    200: answer('One estimate per game; none without a graphics card and a processor', PcBuildPerformanceSchema),
    ...errorResponses,
    ...invalidBody,
  },
});

export const listPcBuilds = createRoute({
  method: 'get',
  path: '/ecommerce/pc_build/',
  tags,
  summary: 'The signed-in customer’s saved builds, newest change first',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('The saved builds', z.array(PcBuildSchema)), ...errorResponses, ...unauthorized },
});

export const getPcBuild = createRoute({
  method: 'get',
  path: '/ecommerce/pc_build/{id}/',
  tags,
  summary: 'One build: the caller’s own (by id or public_id), or a guest’s build (by public_id)',
  description:
    'A guest’s build named by its product id is a 404 like an unknown one. Lookups that find nothing count towards a limit ' +
    'per address and storefront (429 `too_many_requests`).',
  middleware: [optionalAuth] as const,
  security: optionalBearer,
  request: { query: CountryQuerySchema, params: PcBuildKeyParams },
  responses: {
    200: answer('The build', PcBuildSchema),
    ...errorResponses,
    ...optionalUnauthorized,
    ...notFound,
    429: error('`too_many_requests`: too many lookups that found nothing (Retry-After)'),
  },
});

export const renamePcBuild = createRoute({
  method: 'patch',
  path: '/ecommerce/pc_build/{id}/',
  tags,
  summary: 'Rename one of the caller’s builds',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: PcBuildIdParams, body: jsonBody(PcBuildUpdateSchema) },
  responses: { 200: answer('The renamed build', PcBuildSchema), ...errorResponses, ...invalidBody, ...unauthorized, ...notFound },
});

export const deletePcBuild = createRoute({
  method: 'delete',
  path: '/ecommerce/pc_build/{id}/',
  tags,
  summary: 'Delete one of the caller’s builds (cart lines holding it go too; orders keep their copy)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: PcBuildIdParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses, ...unauthorized, ...notFound },
});

export const replacePcBuildComponents = createRoute({
  method: 'post',
  path: '/ecommerce/pc_build/{id}/replace_components/',
  tags,
  summary: 'Give one of the caller’s builds exactly these parts (SPEC §7), checked as on creation',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: PcBuildIdParams, body: jsonBody(PcBuildReplaceComponentsSchema) },
  responses: { 200: answer('The build with its new parts', PcBuildSchema), ...errorResponses, ...invalidBody, ...unauthorized, ...notFound },
});

export type CreatePcBuild = typeof createPcBuild;
export type CheckPcBuild = typeof checkPcBuild;
export type PcBuildPerformanceRoute = typeof pcBuildPerformance;
export type ListPcBuilds = typeof listPcBuilds;
export type GetPcBuild = typeof getPcBuild;
export type RenamePcBuild = typeof renamePcBuild;
export type DeletePcBuild = typeof deletePcBuild;
export type ReplacePcBuildComponents = typeof replacePcBuildComponents;
