import { buildSortOptions } from '@rigsmith/kit/api';
import { createRoute, z } from '@hono/zod-openapi';
import { booleanQuery, errorResponses, pageOf, PageQuerySchema, priceBandIsOrdered, priceQuery, searchQuery } from '../../schemas';
import { partCategorySchema, PartOfferSchema } from './part.schemas';

export { PartOfferSchema };

export const PartListingSchema = pageOf(PartOfferSchema).openapi('PartListing');

export const PartListQuerySchema = PageQuerySchema.extend({
  category: z
    .string({ error: 'category is required' })
    .pipe(partCategorySchema)
    .openapi({ param: { name: 'category', in: 'query', required: true }, example: 'gpu' }),
  sort: z
    .enum(buildSortOptions, { error: `sort must be one of ${buildSortOptions.join(', ')}` })
    .default('bestselling')
    .openapi({
      param: { name: 'sort', in: 'query' },
      description: 'Parts have no sales or ratings yet: bestselling and best_rated list the shop’s own range first.',
      example: 'price_asc',
    }),
  in_stock: booleanQuery('in_stock', 'Only parts in stock.'),
  price_min: priceQuery('price_min', 'Lowest price, minor units of the country’s currency incl. VAT (inclusive).'),
  price_max: priceQuery('price_max', 'Highest price, minor units of the country’s currency incl. VAT (inclusive).'),
  search: searchQuery('Text in the part’s name or brand.'),
}).superRefine(priceBandIsOrdered);

export const listParts = createRoute({
  method: 'get',
  path: '/ecommerce/parts/',
  tags: ['Catalogue'],
  summary: 'Parts of one category with their offer: the configurator’s lists and the accessories upsell',
  request: { query: PartListQuerySchema },
  responses: {
    200: { description: 'One page of parts', content: { 'application/json': { schema: PartListingSchema } } },
    ...errorResponses,
  },
});

export type ListParts = typeof listParts;
