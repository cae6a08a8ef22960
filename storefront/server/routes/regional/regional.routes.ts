import { createRoute, z } from '@hono/zod-openapi';
import { CountryQuerySchema, CurrencyCodeSchema, errorResponses } from '../../schemas';

const tags = ['Reference data'];

export const CountrySchema = z
  .object({
    iso_3166_1_a2: z.string().length(2).openapi({ example: 'GB' }),
    is_shipping: z.boolean(),
    currency: CurrencyCodeSchema.nullable(),
    vat_rate_bp: z.number().int().nullable().openapi({ description: 'VAT in basis points (2000 = 20 %).', example: 2000 }),
  })
  .openapi('Country');

export const CurrencySchema = z
  .object({
    code: CurrencyCodeSchema,
    minor_unit_digits: z.number().int().openapi({ example: 2 }),
  })
  .openapi('Currency');

export const listCountries = createRoute({
  method: 'get',
  path: '/ecommerce/regional/country/',
  tags,
  summary: 'Countries an address may be in, and which the shop ships to',
  request: { query: CountryQuerySchema },
  responses: {
    200: { description: 'Every known country', content: { 'application/json': { schema: z.array(CountrySchema) } } },
    ...errorResponses,
  },
});

export const listCurrencies = createRoute({
  method: 'get',
  path: '/ecommerce/regional/currency/',
  tags,
  summary: 'Currencies prices are given in',
  request: { query: CountryQuerySchema },
  responses: {
    200: { description: 'Every currency', content: { 'application/json': { schema: z.array(CurrencySchema) } } },
    ...errorResponses,
  },
});

export type ListCountries = typeof listCountries;
export type ListCurrencies = typeof listCurrencies;
