import type { Order } from '../contract/commerce';

/**
 * SPEC §2 "Orders: In Progress list and Order History list". In progress: everything not
 * yet delivered or cancelled (waiting for payment, in progress, confirmed, shipped); history:
 * completed and cancelled orders. Both keep the API's order (newest first).
 */
export function splitOrders(orders: readonly Order[]): { inProgress: Order[]; history: Order[] } {
  const inProgress: Order[] = [];
  const history: Order[] = [];
  for (const order of orders) (order.status === 'completed' || order.status === 'cancelled' ? history : inProgress).push(order);
  return { inProgress, history };
}
