import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  CancelOrderRequest,
  DeliverOrderRequest,
  ShipOrderRequest,
  StaffMe,
  StockPage,
  StockQuery,
  StockRow,
  UpdateStockRequest,
} from '../domain/contract/admin';
import type { ApiClient } from './client';

/** GET api/admin/stock/ query (declared in the contract). */
export type { StockQuery };

const orderPath = (id: number) => `api/admin/orders/${id}/`;

/**
 * The back office's calls (domain/contract/admin.ts). Kept apart from `endpoints`, which
 * the shop spreads into one object, so only the admin screens' chunks carry them. Every
 * call needs a staff bearer token: a customer's gets 403 `not_staff`.
 */
export const adminEndpoints = {
  staffMe: (client: ApiClient) => client.request<StaffMe>({ path: 'api/admin/me/' }),

  orders: (client: ApiClient, query: AdminOrderQuery = {}, signal?: AbortSignal) =>
    client.request<AdminOrderPage>({ path: 'api/admin/orders/', query, signal }),

  order: (client: ApiClient, id: number) => client.request<AdminOrderDetail>({ path: orderPath(id) }),

  /** Each step answers the order now; 409 `order_transition_not_allowed` when its status does not allow the step. */
  confirmOrder: (client: ApiClient, id: number) => client.request<AdminOrderDetail>({ method: 'POST', path: `${orderPath(id)}confirm/` }),

  /** 400 `validation_error` with `fields.tracking_number` for a number the carrier cannot have. */
  shipOrder: (client: ApiClient, id: number, body: ShipOrderRequest) =>
    client.request<AdminOrderDetail>({ method: 'POST', path: `${orderPath(id)}ship/`, body }),

  deliverOrder: (client: ApiClient, id: number, body: DeliverOrderRequest = {}) =>
    client.request<AdminOrderDetail>({ method: 'POST', path: `${orderPath(id)}deliver/`, body }),

  /** Refunds a paid order through the payment provider and returns its stock. */
  cancelOrder: (client: ApiClient, id: number, body: CancelOrderRequest) =>
    client.request<AdminOrderDetail>({ method: 'POST', path: `${orderPath(id)}cancel/`, body }),

  stock: (client: ApiClient, { low, ...query }: StockQuery = {}, signal?: AbortSignal) =>
    client.request<StockPage>({ path: 'api/admin/stock/', query: { ...query, low: low ? 1 : undefined }, signal }),

  /** Audited with its reason; answers the part's new row. */
  updateStock: (client: ApiClient, partId: number, body: UpdateStockRequest) =>
    client.request<StockRow>({ method: 'PATCH', path: `api/admin/stock/${partId}/`, body }),
};
