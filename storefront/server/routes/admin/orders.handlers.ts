import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { adminOrderDetail, listAdminOrders as listOrders } from '../../services/admin-orders';
import { cancelOrderByStaff, confirmOrder, deliverOrder, shipOrder, type FulfilmentContext } from '../../services/fulfilment';
import type { CancelAdminOrder, ConfirmAdminOrder, DeliverAdminOrder, GetAdminOrder, ListAdminOrders, ShipAdminOrder } from './orders.routes';

const privately = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

function fulfilment(c: Context<AppEnv>): FulfilmentContext {
  return { staff: c.get('staff'), provider: c.get('paymentProvider'), storefrontUrl: c.get('accounts').storefrontUrl, logger: c.get('logger') };
}

/** The order as the caller now sees it, after a step. */
async function detailAfterStep(c: Context<AppEnv>, orderId: number) {
  privately(c);
  return c.json(await adminOrderDetail(c.get('db'), orderId, c.get('staff').role), 200);
}

export const listAdminOrders: RouteHandler<ListAdminOrders, AppEnv> = async (c) => {
  const { country: _country, ...query } = c.req.valid('query');
  privately(c);
  return c.json(await listOrders(c.get('db'), query), 200);
};

export const getAdminOrder: RouteHandler<GetAdminOrder, AppEnv> = async (c) => detailAfterStep(c, c.req.valid('param').id);

export const confirmAdminOrder: RouteHandler<ConfirmAdminOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await confirmOrder(c.get('db'), id, fulfilment(c));
  return detailAfterStep(c, id);
};

export const shipAdminOrder: RouteHandler<ShipAdminOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await shipOrder(c.get('db'), id, c.req.valid('json'), fulfilment(c));
  return detailAfterStep(c, id);
};

export const deliverAdminOrder: RouteHandler<DeliverAdminOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await deliverOrder(c.get('db'), id, c.req.valid('json'), fulfilment(c));
  return detailAfterStep(c, id);
};

export const cancelAdminOrder: RouteHandler<CancelAdminOrder, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await cancelOrderByStaff(c.get('db'), id, c.req.valid('json'), fulfilment(c));
  return detailAfterStep(c, id);
};
