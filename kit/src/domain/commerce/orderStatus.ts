import type { OrderStatus } from '../contract/commerce';

/**
 * The order's life (SPEC §4 "Order statuses"; the transitions are ours): placed waiting
 * for payment; paid → in progress; the workshop confirms it, ships it with a carrier and
 * tracking number, and marks it delivered (completed).
 *
 * Who may cancel differs: the customer only while it is unpaid (nothing to refund); staff
 * until it ships, refunding a paid order and returning its stock. A shipped order is never
 * cancelled here: once it has left, a return is a separate, later process.
 */
export type OrderEvent = 'pay' | 'cancel' | 'confirm' | 'ship' | 'deliver';

/** Who asks for an event: the customer (or the payment provider acting for them), a staff member, or the shop's own timers. */
export type OrderActor = 'customer' | 'staff' | 'system';

const transitions: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  waiting_for_payment: { pay: 'in_progress', cancel: 'cancelled' },
  in_progress: { confirm: 'confirmed', cancel: 'cancelled' },
  confirmed: { ship: 'shipped', cancel: 'cancelled' },
  shipped: { deliver: 'completed' },
  completed: {},
  cancelled: {},
};

/** The events each actor may ask for; the rest are refused whatever the status. */
const eventsBy: Record<OrderActor, readonly OrderEvent[]> = {
  customer: ['pay', 'cancel'],
  staff: ['confirm', 'ship', 'deliver', 'cancel'],
  system: ['cancel'],
};

/**
 * The status an event moves an order to, or null when it cannot happen in this status
 * or this actor may not ask for it. Without an actor, any actor's event is considered.
 */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent, actor?: OrderActor): OrderStatus | null {
  const next = transitions[status][event] ?? null;
  if (next === null || actor === undefined) return next;
  if (!eventsBy[actor].includes(event)) return null;
  // The customer's and the expiry timer's cancel is for unpaid orders only (nothing was taken).
  if (event === 'cancel' && actor !== 'staff' && status !== 'waiting_for_payment') return null;
  return next;
}

/** The events an actor can take on an order in this status, in the order a back office lists them. */
export function orderEventsAvailable(status: OrderStatus, actor: OrderActor): OrderEvent[] {
  return eventsBy[actor].filter((event) => nextOrderStatus(status, event, actor) !== null);
}

/** Whether a cancel in this status must refund a payment (the order was paid). */
export function cancelRefunds(status: OrderStatus): boolean {
  return status === 'in_progress' || status === 'confirmed';
}

/** Whether the payment step may be (re)tried: waiting for payment (a decline keeps it so). */
export function isOrderPayable(status: OrderStatus): boolean {
  return nextOrderStatus(status, 'pay') !== null;
}

/** Whether a customer can review what they bought: only once it has been delivered (SPEC §2 "order/review"). */
export function isOrderReviewable(status: OrderStatus): boolean {
  return status === 'completed';
}
