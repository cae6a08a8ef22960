import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { productsByIds } from '../../services/products';
import type { ListProducts } from './products.routes';

export const listProducts: RouteHandler<ListProducts, AppEnv> = async (c) => {
  const { ids } = c.req.valid('query');
  return c.json(await productsByIds(c.get('db'), ids, c.get('country')), 200);
};
