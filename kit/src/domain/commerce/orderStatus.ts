import type { OrderStatus } from '../contract/commerce';

/**
 * The order's life (SPEC §4 "Order statuses"; transitions are ours): placed
 * waiting for payment; paid → in progress; the workshop confirms, ships, and the courier
 * delivers (completed). Only an unpaid order can be cancelled, by its customer.
 */
export type OrderEvent = 'pay' | 'cancel' | 'confirm' | 'ship' | 'deliver';

const transitions: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  waiting_for_payment: { pay: 'in_progress', cancel: 'cancelled' },
  in_progress: { confirm: 'confirmed' },
  confirmed: { ship: 'shipped' },
  shipped: { deliver: 'completed' },
  completed: {},
  cancelled: {},
};

/** The status an event moves an order to, or null when it cannot happen in this status. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return transitions[status][event] ?? null;
}

/** Whether the payment step may be (re)tried: waiting for payment (a decline keeps it so). */
export function isOrderPayable(status: OrderStatus): boolean {
  return nextOrderStatus(status, 'pay') !== null;
}
