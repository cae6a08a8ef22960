import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrderQuerySchema as KitAdminOrderQuerySchema,
  CancelOrderRequestSchema as CancelOrderBodySchema,
  DeliverOrderRequestSchema as DeliverOrderBodySchema,
  ShipOrderRequestSchema as ShipOrderBodySchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Orders in the back office (kit contract/admin.ts): every customer's, searched and
 * filtered; one with its payment and history; and the staff steps of the order's life
 * (kit `nextOrderStatus` with the 'staff' actor). Reading needs `orders.read`; confirm,
 * ship and deliver `orders.fulfil`; cancel `orders.cancel`. Answers and step bodies are the
 * kit's contract schemas, and so is the query.
 */

const tags = adminTags;

/** The query is the kit contract's, after the country every route takes. */
export const AdminOrderQuerySchema = CountryQuerySchema.extend(KitAdminOrderQuerySchema.shape);

const OrderParams = z.object({ id: idParam('id') });
const notFound = { 404: answer('`order_not_found`', ApiErrorSchema) } as const;

export const listAdminOrders = createRoute({
  method: 'get',
  path: '/admin/orders/',
  tags,
  summary: 'Every customer’s orders, newest first, searched and filtered',
  middleware: [requireStaff('orders.read')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: AdminOrderQuerySchema },
  responses: { 200: answer('One page of orders', AdminOrderPageSchema), ...staffErrors, 400: answer('`validation_error`', ApiErrorSchema) },
});

export const getAdminOrder = createRoute({
  method: 'get',
  path: '/admin/orders/{id}/',
  tags,
  summary: 'One order with its payment, its history and what the caller may do next',
  middleware: [requireStaff('orders.read')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: OrderParams },
  responses: { 200: answer('The order', AdminOrderDetailSchema), ...staffErrors, ...notFound },
});

const transitionErrors = {
  ...staffErrors,
  ...notFound,
  409: answer('`order_transition_not_allowed`: the order’s status does not allow this step', ApiErrorSchema),
} as const;

export const confirmAdminOrder = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/confirm/',
  tags,
  summary: 'Confirm a paid order: the workshop builds it (emails the customer)',
  middleware: [requireStaff('orders.fulfil')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: OrderParams },
  responses: { 200: answer('The order now', AdminOrderDetailSchema), ...transitionErrors },
});

export const shipAdminOrder = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/ship/',
  tags,
  summary: 'Mark a confirmed order shipped with its carrier and tracking number (emails the tracking link)',
  middleware: [requireStaff('orders.fulfil')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: OrderParams,
    body: { content: { 'application/json': { schema: ShipOrderBodySchema } }, required: true },
  },
  responses: {
    200: answer('The order now', AdminOrderDetailSchema),
    ...transitionErrors,
    400: answer('`validation_error`: `fields.carrier`, `fields.tracking_number`', ApiErrorSchema),
  },
});

export const deliverAdminOrder = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/deliver/',
  tags,
  summary: 'Mark a shipped order delivered (completed); emails a link to review the PC',
  middleware: [requireStaff('orders.fulfil')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: OrderParams,
    body: { content: { 'application/json': { schema: DeliverOrderBodySchema } }, required: true },
  },
  responses: {
    200: answer('The order now', AdminOrderDetailSchema),
    ...transitionErrors,
    400: answer('`validation_error`: `fields.delivered_on` in the future or before the order shipped', ApiErrorSchema),
  },
});

export const cancelAdminOrder = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/cancel/',
  tags,
  summary: 'Cancel an order not yet shipped: a paid one is refunded; stock and coupon use go back (emails the customer)',
  middleware: [requireStaff('orders.cancel')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: OrderParams,
    body: { content: { 'application/json': { schema: CancelOrderBodySchema } }, required: true },
  },
  responses: {
    200: answer('The order now', AdminOrderDetailSchema),
    ...transitionErrors,
    400: answer('`validation_error`: `fields.reason`', ApiErrorSchema),
    502: answer('`refund_failed`: the payment provider refused the refund; nothing was changed', ApiErrorSchema),
  },
});

export type ListAdminOrders = typeof listAdminOrders;
export type GetAdminOrder = typeof getAdminOrder;
export type ConfirmAdminOrder = typeof confirmAdminOrder;
export type ShipAdminOrder = typeof shipAdminOrder;
export type DeliverAdminOrder = typeof deliverAdminOrder;
export type CancelAdminOrder = typeof cancelAdminOrder;
