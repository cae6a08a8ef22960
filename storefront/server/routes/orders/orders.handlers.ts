import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { cancelOrder as cancel, findOrder, findOrderItem, listOrders as ordersOf, placeOrder } from '../../services/orders';
import { bundledPlaceDirectory } from '../../services/places';
import { checkedCurrency } from '../commerce.schemas';
import type { CancelOrder, GetOrder, GetOrderItem, ListOrders, ToOrder } from './orders.routes';

export const toOrder: RouteHandler<ToOrder, AppEnv> = async (c) => {
  checkedCurrency(c.var, c.req.valid('query').currency);
  const order = await placeOrder(c.get('db'), c.get('auth').userId, c.req.valid('json'), {
    storefront: c.get('storefront'),
    places: c.get('placeDirectory') ?? bundledPlaceDirectory,
    idempotency: c.get('idempotency'),
    logger: c.get('logger'),
  });
  return c.json(order, 201);
};

export const listOrders: RouteHandler<ListOrders, AppEnv> = async (c) => {
  return c.json(await ordersOf(c.get('db'), c.get('auth').userId), 200);
};

export const getOrder: RouteHandler<GetOrder, AppEnv> = async (c) => {
  return c.json(await findOrder(c.get('db'), c.get('auth').userId, c.req.valid('param').id), 200);
};

export const getOrderItem: RouteHandler<GetOrderItem, AppEnv> = async (c) => {
  const { id, itemId } = c.req.valid('param');
  return c.json(await findOrderItem(c.get('db'), c.get('auth').userId, id, itemId), 200);
};

export const cancelOrder: RouteHandler<CancelOrder, AppEnv> = async (c) => {
  const order = await cancel(c.get('db'), c.get('auth').userId, c.req.valid('param').id, { logger: c.get('logger') });
  return c.json(order, 200);
};
