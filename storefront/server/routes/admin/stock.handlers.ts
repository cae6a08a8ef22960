import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listStock as stockList, updateStock as setStock } from '../../services/admin-stock';
import type { ListStock, UpdateStock } from './stock.routes';

export const listStock: RouteHandler<ListStock, AppEnv> = async (c) => {
  const { country: _country, ...query } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await stockList(c.get('db'), query), 200);
};

export const updateStock: RouteHandler<UpdateStock, AppEnv> = async (c) => {
  const part = await setStock(c.get('db'), c.req.valid('param').part_id, c.req.valid('json'), { staff: c.get('staff'), logger: c.get('logger') });
  c.header('Cache-Control', 'private, no-store');
  return c.json(part, 200);
};
