import type { OrderActor, OrderHistoryEntry, OrderStatus } from '@rigsmith/kit/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderEvents, orders } from '../db/schema';

/**
 * An order's status history (SPEC §3 "Order: status"; the timeline of the back office).
 * Every status change writes one `order_events` row in the transaction that makes it.
 * Orders placed before the history was kept have no rows (or only the later ones): their
 * steps are read from the order's own timestamps instead, so an old order still shows
 * when it was placed and how it stands.
 */

type Queryable = Pick<Database, 'insert'>;

export type OrderEventInput = {
  orderId: number;
  status: OrderStatus;
  actor: OrderActor;
  /** The customer or staff member who asked; null for the shop's timers. */
  actorUserId: number | null;
  note?: string | null;
  at?: Date;
};

/** Records one status change; call it inside the transaction that makes it. */
export async function recordOrderEvent(db: Queryable, event: OrderEventInput): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    status: event.status,
    actor: event.actor,
    actorUserId: event.actorUserId,
    note: event.note ?? null,
    at: event.at ?? new Date(),
  });
}

type OrderTimes = Pick<typeof orders.$inferSelect, 'id' | 'createdAt' | 'paidAt' | 'confirmedAt' | 'shippedAt' | 'deliveredOn' | 'cancelledAt'>;

/** The steps an order's timestamps tell, for statuses with no recorded event. */
function derivedSteps(order: OrderTimes): { status: OrderStatus; at: Date | null; actor: OrderActor }[] {
  return [
    { status: 'waiting_for_payment', at: order.createdAt, actor: 'customer' },
    { status: 'in_progress', at: order.paidAt, actor: 'customer' },
    { status: 'confirmed', at: order.confirmedAt, actor: 'staff' },
    { status: 'shipped', at: order.shippedAt, actor: 'staff' },
    { status: 'completed', at: order.deliveredOn === null ? null : new Date(`${order.deliveredOn}T12:00:00Z`), actor: 'staff' },
    // Before the history was kept only the customer and the unpaid-order timer cancelled.
    { status: 'cancelled', at: order.cancelledAt, actor: 'system' },
  ];
}

/** The history of each order, oldest step first, by order id: one query for all of them. */
export async function orderHistories(db: Database, rows: readonly OrderTimes[]): Promise<Map<number, OrderHistoryEntry[]>> {
  const histories = new Map<number, OrderHistoryEntry[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return histories;
  const events = await db
    .select()
    .from(orderEvents)
    .where(
      inArray(
        orderEvents.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const event of events) {
    histories.get(event.orderId)!.push({ status: event.status, at: event.at.toISOString(), actor: event.actor, note: event.note });
  }
  for (const row of rows) {
    const history = histories.get(row.id)!;
    const recorded = new Set(history.map((entry) => entry.status));
    const missing = derivedSteps(row).filter((step) => step.at !== null && !recorded.has(step.status));
    if (missing.length === 0) continue;
    history.push(...missing.map((step) => ({ status: step.status, at: step.at!.toISOString(), actor: step.actor, note: null })));
    history.sort((a, b) => a.at.localeCompare(b.at));
  }
  return histories;
}
