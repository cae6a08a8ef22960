import { createRoute, z } from '@hono/zod-openapi';
import { CategorySchema } from '@rigsmith/kit/domain';
import { countryParam, errorResponses } from '../../schemas';

export const listCategories = createRoute({
  method: 'get',
  path: '/ecommerce/category/',
  tags: ['Reference data'],
  summary: 'Catalogue categories, named in the country’s storefront language (cacheable, with an ETag)',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'Every category', content: { 'application/json': { schema: z.array(CategorySchema) } } },
    304: { description: 'Not modified since the ETag the client has' },
    ...errorResponses,
  },
});

export type ListCategories = typeof listCategories;
