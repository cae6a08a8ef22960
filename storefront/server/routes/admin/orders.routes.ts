import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  CancelOrderRequestSchema as CancelOrderBodySchema,
  countryCodes,
  DeliverOrderRequestSchema as DeliverOrderBodySchema,
  orderStatuses,
  ShipOrderRequestSchema as ShipOrderBodySchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema, PageQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { textSearchQuery } from './admin.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Orders in the back office (kit contract/admin.ts): every customer's, searched and
 * filtered; one with its payment and history; and the staff steps of the order's life
 * (kit `nextOrderStatus` with the 'staff' actor). Reading needs `orders.read`; confirm,
 * ship and deliver `orders.fulfil`; cancel `orders.cancel`. Answers and step bodies are the
 * kit's contract schemas; the query is the server's.
 */

const tags = adminTags;

const isoDate = (name: string, description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date as YYYY-MM-DD` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: `${name} must be a real date` })
    .openapi({ description, example: '2026-11-27' });

export const AdminOrderQuerySchema = PageQuerySchema.extend({
  q: textSearchQuery('Part of the reference, the customer’s email or the delivery name (any case).', 'RS-2026'),
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }).optional(),
  storefront: z.enum(countryCodes, { error: 'storefront must be a storefront country code' }).optional().openapi({ example: 'GB' }),
  from: isoDate('from', 'Placed on or after this day (UTC).').optional(),
  to: isoDate('to', 'Placed on or before this day (UTC).').optional(),
});

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
