import { createRoute, z } from '@hono/zod-openapi';
import {
  PcBuildCheckRequestSchema,
  PcBuildCheckSchema,
  PcBuildCreateSchema,
  PcBuildPerformanceRequestSchema,
  PcBuildPerformanceSchema,
  PcBuildReplaceComponentsSchema,
  PcBuildSchema,
  PcBuildUpdateSchema,
} from '@rigsmith/kit/domain';
import { optionalAuth, requireAuth } from '../../middleware/auth';
import { idempotencyWhenSignedIn } from '../../middleware/idempotency';
import { idempotencyErrors, idempotencyHeader } from '../commerce.schemas';
import { ApiErrorSchema, CountryQuerySchema, errorResponses, publicIdSchema } from '../../schemas';

/**
 * Custom PC builds, drafts and saved builds (SPEC §7 "Builds"). The bodies and answers are
 * the kit's contract (kit/src/domain/contract/builds.ts). Messages of the body schemas are
 * message ids (`configurator.*` of the server catalogue, `validation.*` of the kit's),
 * answered in the storefront's language by `localisedValidation`.
 */

const tags = ['Custom builds'];

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

/** Serial ids are 32-bit: anything past that is no product, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

// ── Path parameters ─────────────────────────────────────────────────────────────────────

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
