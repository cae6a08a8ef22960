import {
  money,
  orderEventsAvailable,
  staffCan,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderQuery,
  type OrderEvent,
  type StaffPermission,
  type StaffRole,
} from '@rigsmith/kit/domain';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { orderNotFound, orderWithLines } from './orders';
import { pageCount, windowCount } from './paging';
import { likePattern } from './validation';

/**
 * The back office's view of orders: every customer's, searched and filtered, newest first
 * (a page is one statement: the rows, their unit count and the whole count), and one
 * order with its payment, history and what the caller's role may do to it next.
 */

/** What each staff event needs of the caller's role (kit `staffCan`). */
const permissionFor: Record<Exclude<OrderEvent, 'pay'>, StaffPermission> = {
  confirm: 'orders.fulfil',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  cancel: 'orders.cancel',
};

/** The staff events an order in this status allows and this role may take. */
export function actionsFor(status: AdminOrderDetail['order']['status'], role: StaffRole): OrderEvent[] {
  return orderEventsAvailable(status, 'staff').filter((event) => event !== 'pay' && staffCan(role, permissionFor[event]));
}

/** The day after an ISO date, for an inclusive `to`. */
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function filtersOf(query: AdminOrderQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const name = sql`(${orders.shippingAddress}->>'first_name') || ' ' || (${orders.shippingAddress}->>'last_name')`;
    conditions.push(or(ilike(orders.reference, pattern), ilike(orders.email, pattern), sql`${name} ilike ${pattern}`));
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.storefront) conditions.push(eq(orders.storefrontCountry, query.storefront));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(orders.createdAt, dayAfter(query.to)));
  return and(...conditions);
}

/** GET admin/orders/: one page of orders, newest first, in one statement. */
export async function listAdminOrders(db: Database, query: AdminOrderQuery & { page: number; per_page: number }): Promise<AdminOrderPage> {
  const { page, per_page } = query;
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      storefront: orders.storefrontCountry,
      createdAt: orders.createdAt,
      email: orders.email,
      address: orders.shippingAddress,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      // Spelled out: drizzle leaves columns unqualified inside sql``, and "id" would be the line's own.
      quantity:
        sql<number>`(select coalesce(sum(lines.quantity), 0) from order_lines as lines where lines.order_id = ${sql.raw('"orders"."id"')})`.mapWith(
          Number,
        ),
      count: windowCount(),
    })
    .from(orders)
    .where(filtersOf(query))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      storefront: row.storefront,
      created_at: row.createdAt.toISOString(),
      email: row.email,
      customer_name: `${row.address.first_name} ${row.address.last_name}`,
      total: money(row.totalMinor, row.currency),
      quantity: row.quantity,
    })),
    count: await pageCount(rows, page, () => countOrders(db, query)),
    page,
    per_page,
  };
}

async function countOrders(db: Database, query: AdminOrderQuery): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(filtersOf(query));
  return row!.count;
}

/** The payment staff need to see: the one that took the money (or gave it back), else the latest attempt. */
async function paymentOf(db: Database, orderId: number): Promise<AdminOrderDetail['payment']> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.status} in ('succeeded', 'refunded') desc`, desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) return null;
  return {
    provider: row.provider,
    reference: row.providerReference,
    status: row.status,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    amount: money(row.amountMinor, row.currency),
  };
}

/** GET admin/orders/{id}/: any customer's order, as staff see it (404 `order_not_found`). */
export async function adminOrderDetail(db: Database, orderId: number, role: StaffRole): Promise<AdminOrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw orderNotFound();
  const order = await orderWithLines(db, row);
  return {
    order,
    storefront: row.storefrontCountry,
    email: row.email,
    customer_id: row.userId,
    payment: await paymentOf(db, orderId),
    history: order.history,
    actions: actionsFor(row.status, role),
  };
}
