import { countryCodes, currencyCodes, DEFAULT_COUNTRY } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';

/**
 * Zod schemas shared by the routes. Response schemas mirror kit/src/api/types.ts field
 * for field; the type tests in schemas.test-d.ts keep the two from drifting.
 */

export const ApiErrorSchema = z
  .object({
    code: z.string().openapi({ example: 'validation_error' }),
    message: z.string().openapi({ example: 'Invalid query parameter: per_page' }),
    fields: z.record(z.string(), z.string()).optional().openapi({ example: { per_page: 'per_page must be 48 or less' } }),
  })
  .openapi('ApiError');

/** Documented on every route; enforced (with its own error code) by the country middleware. */
export const countryParam = z
  .enum(countryCodes)
  .default(DEFAULT_COUNTRY)
  .openapi({
    param: { name: 'country', in: 'query', description: 'Shopper country (ISO 3166-1 alpha-2); picks currency and VAT.' },
    example: 'GB',
  });

export const CountryQuerySchema = z.object({ country: countryParam });

export const CurrencyCodeSchema = z.enum(currencyCodes).openapi({ example: 'gbp' });

export const MoneySchema = z
  .object({
    amount: z.number().int().openapi({ description: 'Integer minor units (pence, cents).', example: 99900 }),
    currency: CurrencyCodeSchema,
  })
  .openapi('Money');

export const MAX_PER_PAGE = 48;
export const DEFAULT_PER_PAGE = 12;
/** Far beyond any real catalogue; keeps the SQL offset a sane number. */
const MAX_PAGE = 100_000;

export const PageQuerySchema = z.object({
  country: countryParam,
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(MAX_PAGE, { error: `page must be ${MAX_PAGE} or less` })
    .default(1)
    .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int({ error: 'per_page must be a whole number' })
    .min(1, { error: 'per_page must be 1 or more' })
    .max(MAX_PER_PAGE, { error: `per_page must be ${MAX_PER_PAGE} or less` })
    .default(DEFAULT_PER_PAGE)
    .openapi({ param: { name: 'per_page', in: 'query' }, example: DEFAULT_PER_PAGE }),
});

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
