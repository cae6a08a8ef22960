import { createRoute, z } from '@hono/zod-openapi';
import { carrierCodes, countryCodes, orderStatuses } from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema, MoneySchema, pageOf, PageQuerySchema } from '../../schemas';
import { idParam, OrderHistoryEntrySchema, OrderSchema } from '../commerce.schemas';
import { reasonField, textSearchQuery } from './admin.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Orders in the back office (kit contract/admin.ts): every customer's, searched and
 * filtered; one with its payment and history; and the staff steps of the order's life
 * (kit `nextOrderStatus` with the 'staff' actor). Reading needs `orders.read`; confirm,
 * ship and deliver `orders.fulfil`; cancel `orders.cancel`.
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

export const AdminOrderRowSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(orderStatuses),
    storefront: z.enum(countryCodes),
    created_at: z.string(),
    email: z.string(),
    customer_name: z.string(),
    total: MoneySchema,
    quantity: z.number().int(),
  })
  .openapi('AdminOrderRow');

export const AdminOrderPageSchema = pageOf(AdminOrderRowSchema).openapi('AdminOrderPage');

const staffEvents = ['pay', 'cancel', 'confirm', 'ship', 'deliver'] as const;

export const AdminOrderDetailSchema = z
  .object({
    order: OrderSchema,
    storefront: z.enum(countryCodes),
    email: z.string(),
    customer_id: z.number().int(),
    payment: z
      .object({
        provider: z.string(),
        reference: z.string(),
        status: z.enum(['succeeded', 'declined', 'requires_action', 'cancelled', 'refunded']),
        card_brand: z.string(),
        card_last4: z.string(),
        amount: MoneySchema,
      })
      .nullable(),
    history: z.array(OrderHistoryEntrySchema),
    actions: z.array(z.enum(staffEvents)).openapi({ description: 'What the caller’s role may do to the order now.' }),
  })
  .openapi('AdminOrderDetail');

export const ShipOrderBodySchema = z.object({
  carrier: z.enum(carrierCodes, { error: `carrier must be one of ${carrierCodes.join(', ')}` }),
  tracking_number: z
    .string({ error: 'tracking_number must be text' })
    .max(80, { error: 'tracking_number must be 80 characters or fewer' })
    .openapi({ description: 'As the carrier gave it; spaces and dashes are ignored.', example: 'JD014600003828' }),
});

export const DeliverOrderBodySchema = z.object({
  delivered_on: isoDate('delivered_on', 'The day it was delivered; today when absent. Not in the future, not before it shipped.').optional(),
});

export const CancelOrderBodySchema = z.object({
  reason: reasonField('Told to the customer in the cancellation email.', 'The graphics card is discontinued.'),
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
