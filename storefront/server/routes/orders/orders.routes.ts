import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SAVED_ADDRESSES, ToOrderRequestSchema } from '@rigsmith/kit/domain';
import { requireAuth, requireAuthSessionInFirstWrite } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';
import { answer, CurrencyQuerySchema, error, idempotencyErrors, idempotencyHeader, idParam, OrderItemSchema, OrderSchema } from '../commerce.schemas';

/**
 * Orders (SPEC §3 "Order", §4 "Order statuses", §7 to_order and account/order/).
 * Placing one takes stock and snapshots everything in one transaction (services/orders.ts).
 */

const tags = ['Orders'];

/** What a body whose shipping_address is neither an id nor an address object is told. */
export const SHIPPING_ADDRESS_SHAPE = 'shipping_address must be a saved address id or an address';

const OrderParams = z.object({ id: idParam('id') });
const notFound = { 404: error('`order_not_found`: no such order among the signed-in customer’s') } as const;

export const toOrder = createRoute({
  method: 'post',
  path: '/account/basket/to_order/',
  tags,
  summary: 'Place the cart as an order waiting for payment; the cart is emptied',
  description:
    'Needs an Idempotency-Key: a retry with the same key and body answers the same order; the same key while the first is ' +
    'still running waits for it; with another body it is refused. Prices, coupon and stock are taken from the server, never the client. ' +
    'Stock is taken in the same transaction, so the last unit sells once.',
  middleware: [requireAuthSessionInFirstWrite, idempotency({ scope: 'POST /account/basket/to_order/', required: true })] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CurrencyQuerySchema,
    headers: idempotencyHeader(true),
    body: { content: { 'application/json': { schema: ToOrderRequestSchema } }, required: true },
  },
  responses: {
    201: answer('The order, waiting for payment', OrderSchema),
    ...signedInErrors,
    400: error(
      '`idempotency_key_required`; `validation_error` (`fields` per invalid field, a new address’s as `shipping_address.<field>`); `currency_mismatch`',
    ),
    404: error('`address_not_found`: not one of the customer’s saved addresses'),
    409: error(
      '`cart_empty`, `product_unavailable`, `build_not_assemblable`, `out_of_stock` (naming the lines), `coupon_invalid` ' +
        `(\`fields.coupon\`), \`address_limit\` (${MAX_SAVED_ADDRESSES} saved already), \`idempotency_in_progress\``,
    ),
    422: idempotencyErrors[422],
  },
});

export const listOrders = createRoute({
  method: 'get',
  path: '/account/order/',
  tags,
  summary: 'The signed-in customer’s orders, newest first',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('Every order with its items', z.array(OrderSchema)), ...signedInErrors },
});

export const getOrder = createRoute({
  method: 'get',
  path: '/account/order/{id}/',
  tags,
  summary: 'One of the signed-in customer’s orders',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: OrderParams },
  responses: { 200: answer('The order', OrderSchema), ...signedInErrors, ...notFound },
});

export const getOrderItem = createRoute({
  method: 'get',
  path: '/account/order/{id}/item/{itemId}/',
  tags,
  summary: 'One item of one of the signed-in customer’s orders, as ordered',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: z.object({ id: idParam('id'), itemId: idParam('itemId') }) },
  responses: {
    200: answer('The item', OrderItemSchema),
    ...signedInErrors,
    404: error('`order_not_found`, or `order_item_not_found`: no such item in that order'),
  },
});

export const cancelOrder = createRoute({
  method: 'post',
  path: '/account/order/{id}/cancel/',
  tags,
  summary: 'Cancel an order waiting for payment; its stock and coupon use go back',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: OrderParams },
  responses: {
    200: answer('The cancelled order', OrderSchema),
    ...signedInErrors,
    ...notFound,
    409: error('`order_not_cancellable`: only an order waiting for payment can be cancelled'),
  },
});

export type ToOrder = typeof toOrder;
export type ListOrders = typeof listOrders;
export type GetOrder = typeof getOrder;
export type GetOrderItem = typeof getOrderItem;
export type CancelOrder = typeof cancelOrder;
