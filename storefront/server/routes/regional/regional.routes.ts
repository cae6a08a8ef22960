import { createRoute, z } from '@hono/zod-openapi';
import { CountrySchema, CurrencySchema } from '@rigsmith/kit/domain';
import { CountryQuerySchema, errorResponses } from '../../schemas';

const tags = ['Reference data'];

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
