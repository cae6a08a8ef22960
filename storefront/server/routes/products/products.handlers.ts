import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { guardSecretGuess } from '../../middleware/secret-guesses';
import { productsByIds } from '../../services/products';
import type { ListProducts } from './products.routes';

/**
 * A lookup that finds every product asked for is not counted; one that misses any is a
 * guess at a build's public id as far as the limit knows, whatever else it asked.
 */
export const listProducts: RouteHandler<ListProducts, AppEnv> = async (c) => {
  const guess = await guardSecretGuess(c, 'buildReference');
  const { products, missed } = await productsByIds(c.get('db'), c.req.valid('query').ids, c.get('storefront'));
  if (!missed) await guess.hit();
  return c.json(products, 200);
};
