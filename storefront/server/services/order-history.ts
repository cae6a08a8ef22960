import type { OrderActor, OrderHistoryEntry, OrderStatus } from '@rigsmith/kit/domain';
import { asc, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import type { Database } from '../db/client';
import { orderEvents, orders } from '../db/schema';

/**
 * An order's status history (SPEC §3 "Order: status"; the timeline of the back office).
 * Every status change writes one `order_events` row in the transaction that makes it.
 * Orders placed before the history was kept have no rows (or only the later ones): their
 * steps are read from the order's own timestamps instead, so an old order still shows
 * when it was placed and how it stands.
 */

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
export async function recordOrderEvent(db: Database, event: OrderEventInput): Promise<void> {
  // An insert's placeholders are encoded by their columns, so the time goes in as a Date.
  await insertEvent(db, { ...event, note: event.note ?? null, at: event.at ?? new Date() });
}

/** Every order, payment and cancellation records its event: the SQL is built once (db/built-once.ts). */
const insertEvent = builtOnce((db) =>
  db.insert(orderEvents).values({
    orderId: sql.placeholder('orderId'),
    status: sql.placeholder('status'),
    actor: sql.placeholder('actor'),
    actorUserId: sql.placeholder('actorUserId'),
    note: sql.placeholder('note'),
    at: sql.placeholder('at'),
  }),
);

type OrderEventRow = typeof orderEvents.$inferSelect;

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

const eventsOf = builtOnce((db) =>
  db
    .select()
    .from(orderEvents)
    .where(sql`${orderEvents.orderId} = any(${sql.placeholder('orderIds')})`)
    .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
);

/** The history of each order, oldest step first, by order id: one query for all of them. */
export async function orderHistories(db: Database, rows: readonly OrderTimes[]): Promise<Map<number, OrderHistoryEntry[]>> {
  if (rows.length === 0) return new Map();
  const events = new Map<number, OrderEventRow[]>(rows.map((row) => [row.id, []]));
  for (const event of await eventsOf(db, { orderIds: rows.map((row) => row.id) })) events.get(event.orderId)!.push(event);
  return new Map(rows.map((row) => [row.id, historyOf(row, events.get(row.id)!)]));
}

/** One order's history, oldest step first, from its recorded events (oldest first) and its timestamps. */
export function historyOf(row: OrderTimes, events: readonly Pick<OrderEventRow, 'status' | 'at' | 'actor' | 'note'>[]): OrderHistoryEntry[] {
  const history: OrderHistoryEntry[] = events.map((event) => ({
    status: event.status,
    at: event.at.toISOString(),
    actor: event.actor,
    note: event.note,
  }));
  const recorded = new Set(history.map((entry) => entry.status));
  const missing = derivedSteps(row).filter((step) => step.at !== null && !recorded.has(step.status));
  if (missing.length === 0) return history;
  history.push(...missing.map((step) => ({ status: step.status, at: step.at!.toISOString(), actor: step.actor, note: null })));
  history.sort((a, b) => a.at.localeCompare(b.at));
  return history;
}
