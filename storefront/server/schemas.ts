import * as domain from '@rigsmith/kit/domain';
import { ApiErrorSchema, countryCodes, DEFAULT_COUNTRY } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

/**
 * Zod schemas shared by the routes. The request and response shapes themselves are the
 * kit's contract (kit/src/domain/contract/), query parameters included, imported as they are;
 * this file holds what only the server needs: the country every route takes, error answers,
 * OpenAPI documentation.
 */

/**
 * The contract's schemas carry their OpenAPI name as zod's own `meta({ id })`, which
 * zod-to-openapi reads as a component name only for a schema it has metadata of its own for
 * (`.openapi()`). Register that here, on the very instances the kit exports, so a named schema
 * nested in another (a page's `CmsBlock`s) is a `$ref` as when the server declared it.
 * Runs when this module loads: before any route builds on a contract schema. The kit builds
 * its schemas before @hono/zod-openapi extends zod, so they have no `.openapi()`: describe a
 * use of one with `.meta({ description })`, whose clone keeps the name through zod's registry
 * (`.meta(...).nullable()` for a nullable one, as `.nullable().openapi(...)` documented it).
 */
const namedContract = new Map<z.ZodType, string>();
for (const value of Object.values(domain)) {
  if (!(value instanceof z.ZodType)) continue;
  const id = value.meta()?.id;
  if (typeof id === 'string') namedContract.set(value, id);
}
/**
 * The named object a named object was built from with `.extend` (the model page from the
 * model summary), documented as `allOf` [that one, the added fields] as zod-to-openapi does
 * for its own `.extend`. Zod's `.extend` keeps the base's field schemas themselves, so the
 * base is the named object whose every field is the same instance here (the largest, if several).
 */
function extendedFrom(schema: z.ZodType) {
  if (!(schema instanceof z.ZodObject)) return undefined;
  let base: { refId: string; schema: z.ZodObject } | undefined;
  for (const [candidate, refId] of namedContract) {
    if (candidate === schema || !(candidate instanceof z.ZodObject)) continue;
    const fields = Object.entries(candidate.shape);
    if (!fields.every(([key, field]) => schema.shape[key] === field)) continue;
    if (!base || fields.length > Object.keys(base.schema.shape).length) base = { refId, schema: candidate };
  }
  return base;
}
for (const [schema, refId] of namedContract) {
  if (zodToOpenAPIRegistry.has(schema)) continue;
  const base = extendedFrom(schema);
  zodToOpenAPIRegistry.add(schema, { _internal: { refId, ...(base && { extendedFrom: base }) } });
}

/** Every error answer's body; declared once in the kit's contract (`ApiErrorBody`). */
export { ApiErrorSchema } from '@rigsmith/kit/domain';

/** Documented on every route; enforced (with its own error code) by the country middleware. */
export const countryParam = z
  .enum(countryCodes)
  .default(DEFAULT_COUNTRY)
  .openapi({
    param: { name: 'country', in: 'query', description: 'Shopper country (ISO 3166-1 alpha-2); picks currency and VAT.' },
    example: 'GB',
  });

export const CountryQuerySchema = z.object({ country: countryParam });

/** Shared by many answers; declared once in the kit's contract. */
export { CurrencyCodeSchema, MoneySchema } from '@rigsmith/kit/domain';

/** Declared once in the kit's contract (SPEC §9 pagination). */
export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@rigsmith/kit/domain';

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number().int().openapi({ description: 'Items in the whole listing, not this page.' }),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** The JSON error responses every API route can give, for the OpenAPI document. */
export const errorResponses = {
  400: {
    description: 'Invalid country or parameter',
    content: { 'application/json': { schema: ApiErrorSchema } },
  },
  500: {
    description: 'Unexpected failure (logged with the request id)',
    content: { 'application/json': { schema: ApiErrorSchema } },
  },
} as const;

/** A slug in the path (a model, a game). */
export function slugParam(name: string, example: string) {
  return z
    .string()
    .min(1)
    .max(160)
    .openapi({ param: { name, in: 'path' }, example });
}

/** The 404 a route gives for a slug it does not know, for the OpenAPI document. */
export const notFoundResponse = {
  404: { description: 'Nothing by that name', content: { 'application/json': { schema: ApiErrorSchema } } },
} as const;

/**
 * A custom build's public reference (`public_id`, a UUID v4), in any case, answered in
 * lower case. The one way to a guest's build for anyone but its owner: product ids can be
 * counted through, these cannot.
 */
export const PUBLIC_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function publicIdSchema(message: string) {
  return z
    .string({ error: message })
    .regex(PUBLIC_ID_PATTERN, { error: message })
    .transform((value) => value.toLowerCase())
    .openapi({ format: 'uuid', example: '3b241101-e2bb-4255-8caf-4136c566a962' });
}
