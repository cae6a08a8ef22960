import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listCategories as listOfCategories } from '../../services/categories';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import type { ListCategories } from './categories.routes';

export const listCategories: RouteHandler<ListCategories, AppEnv> = async (c) => {
  const categories = await listOfCategories(c.get('db'), c.get('storefront'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(categories, 200);
};
