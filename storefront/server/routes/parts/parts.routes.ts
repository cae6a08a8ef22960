import { PartListingSchema, PartListQuerySchema as KitPartListQuerySchema, priceBandIsOrdered } from '@rigsmith/kit/domain';
import { createRoute } from '@hono/zod-openapi';
import { CountryQuerySchema, errorResponses } from '../../schemas';

// The answer, PartListing of PartOffers, is the kit's contract (kit/src/domain/contract/parts.ts).

// The query is the kit contract's, after the country every route takes; the price band's
// check runs again on the whole, as `.extend` starts from the kit's fields alone.
export const PartListQuerySchema = CountryQuerySchema.extend(KitPartListQuerySchema.shape).superRefine(priceBandIsOrdered);

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
