import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listParts as listingOfParts } from '../../services/parts';
import type { ListParts } from './parts.routes';

export const listParts: RouteHandler<ListParts, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const listing = await listingOfParts(c.get('db'), {
    currency: c.get('storefront').currency,
    category: query.category,
    sort: query.sort,
    inStock: query.in_stock,
    priceMin: query.price_min,
    priceMax: query.price_max,
    search: query.search,
    compatibleWith: query.compatible_with,
    slotChange: query.slot_change,
    page: query.page,
    perPage: query.per_page,
  });
  return c.json(listing, 200);
};
