import type { ApiClient } from './client';
import { idempotent } from './idempotency';
import type {
  CartSummary,
  ConfirmPaymentRequest,
  Coupon,
  Order,
  OrderItem,
  PayRequest,
  PaymentResult,
  SummaryForProductsRequest,
  SummaryRequest,
  ToOrderRequest,
} from './commerceTypes';

/**
 * Summaries, coupons, orders and payment; spread into `endpoints`. Each is a thin
 * typed wrapper over one call of `commerceTypes.ts`. Calls that take an `idempotencyKey`
 * send it as the `Idempotency-Key` header: the server answers a replay with the first answer.
 * Prices are in the currency of the storefront the client's `country` picks; the server
 * resolves it from that alone, so no call sends `?currency=`.
 */
export const commerceEndpoints = {
  // ── Summaries: the server prices everything ──
  /** A guest cart's summary, from its products and amounts. */
  summaryForProducts: (client: ApiClient, body: SummaryForProductsRequest, signal?: AbortSignal) =>
    client.request<CartSummary>({ method: 'POST', path: 'api/account/basket/calculate_summary_for_products/', body, signal }),

  /** The server cart's summary. */
  summary: (client: ApiClient, body: SummaryRequest, signal?: AbortSignal) =>
    client.request<CartSummary>({ method: 'POST', path: 'api/account/basket/calculate_summary/', body, signal }),

  /** A coupon by code; 404 `coupon_not_found` when there is no such valid coupon. */
  coupon: (client: ApiClient, code: string, signal?: AbortSignal) =>
    client.request<Coupon>({ path: `api/ecommerce/coupon/${encodeURIComponent(code)}/`, signal }),

  // ── Orders ──
  /** Places the server cart as an order waiting for payment (and empties the cart). */
  toOrder: (client: ApiClient, body: ToOrderRequest, idempotencyKey: string) =>
    client.request<Order>({ method: 'POST', path: 'api/account/basket/to_order/', body, headers: idempotent(idempotencyKey) }),

  /** The signed-in customer's orders, newest first. */
  orders: (client: ApiClient) => client.request<Order[]>({ path: 'api/account/order/' }),

  order: (client: ApiClient, id: number) => client.request<Order>({ path: `api/account/order/${id}/` }),

  orderItem: (client: ApiClient, orderId: number, itemId: number) =>
    client.request<OrderItem>({ path: `api/account/order/${orderId}/item/${itemId}/` }),

  cancelOrder: (client: ApiClient, id: number) => client.request<Order>({ method: 'POST', path: `api/account/order/${id}/cancel/` }),

  // ── Payment ──
  pay: (client: ApiClient, orderId: number, body: PayRequest, idempotencyKey: string) =>
    client.request<PaymentResult>({
      method: 'POST',
      path: `api/account/order/${orderId}/pay/`,
      body,
      headers: idempotent(idempotencyKey),
    }),

  /** The shopper's answer to the bank's challenge of a `requires_action` payment. */
  confirmPayment: (client: ApiClient, orderId: number, payment: number, body: ConfirmPaymentRequest) =>
    client.request<PaymentResult>({ method: 'POST', path: `api/account/order/${orderId}/pay/${payment}/confirm/`, body }),
};
