import type { Order, OrderComponent, OrderItem } from '@rigsmith/kit/api';
import {
  estimateShipDate,
  isOrderPayable,
  money,
  nextOrderStatus,
  storefrontForCountry,
  toIsoDate,
  trackingUrl,
  validationMessages,
  type OrderHistoryEntry,
  type CurrencyCode,
  type Storefront,
} from '@rigsmith/kit/domain';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { builtOnce, builtOnceSql, rowOf } from '../db/built-once';
import type { Database } from '../db/client';
import { cartLines, countries, orderLines, orders, payments, products, shippingAddresses, users, type OrderAddress } from '../db/schema';
import type { Logger } from '../logger';
import { addAddress, addressFieldColumns, checkNewAddress, lockCustomer, type NewShippingAddress } from './addresses';
import { refreshStockFlags } from './build-figures';
import { DomainError, invalidFields } from './domain-error';
import { releaseCoupon, useCoupon } from './coupons';
import type { IdempotencyHandle } from './idempotency';
import type { PlaceDirectory } from './places';
import { orderHistories, recordOrderEvent } from './order-history';
import { giveBackStock, takeStock } from './stock';
import { summarise, type PricedLine } from './summary';

/**
 * Orders (SPEC §3 "Order", §4 "Order statuses", §7 to_order and account/order/).
 *
 * Placing one (`placeOrder`) turns the customer's cart into an order waiting for payment
 * in ONE transaction: it takes the customer's row lock (their cart writes and checkouts
 * queue), prices the cart again from the offers, takes the parts' stock with one
 * conditional update (`stock >= n`, services/stock.ts) so the last unit sells once and
 * stock never goes negative, spends a coupon use the same way, snapshots everything the
 * order needs, empties the cart and records the idempotency key's answer. Any shortfall
 * rolls all of it back (409 `out_of_stock`). Then the pre-built builds whose parts ran
 * short get their stored "in stock" flag corrected. Seven statements in all (a coupon adds one),
 * however many lines and parts (budgets: routes/statement-budgets.test.ts).
 *
 * Every look-up is scoped by the customer's id: another customer's order is not found.
 */

export type PlaceOrderInput = {
  /** A saved address's id, or a new address (checked as the address book checks it). */
  shipping_address: number | NewShippingAddress;
  add_to_address_list: boolean;
  coupon?: string | null | undefined;
  /** Already normalised by the kit's phone schema (+ prefix, digits). */
  phone_number: string;
};

export type OrderContext = {
  /** The request's storefront: the order's currency and the country a coupon must be valid in. */
  storefront: Storefront;
  places: PlaceDirectory;
  idempotency?: IdempotencyHandle | undefined;
  logger?: Logger | undefined;
  now?: Date;
};

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

function itemOf(line: OrderLineRow, currency: CurrencyCode): OrderItem {
  return {
    id: line.id,
    product: line.productId,
    reference: line.reference,
    name: line.name,
    product_class: line.productClass,
    quantity: line.quantity,
    price: money(line.unitPriceMinor, currency),
    total: money(line.totalMinor, currency),
    components: line.components,
  };
}

/** An order as the API shows it. */
export function orderOf(row: OrderRow, lines: readonly OrderLineRow[], history: OrderHistoryEntry[]): Order {
  const currency = row.currency;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(row.subtotalMinor, currency),
    vat: money(row.vatMinor, currency),
    discount: money(row.discountMinor, currency),
    shipping_price: money(row.shippingMinor, currency),
    total: money(row.totalMinor, currency),
    coupon: row.couponCode,
    shipping_address: { ...row.shippingAddress, province: row.shippingAddress.province ?? '' },
    phone_number: row.phoneNumber,
    tracking_number: row.trackingNumber,
    carrier: row.carrier,
    tracking_url: row.carrier && row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
    history,
    estimated_ship_date: row.estimatedShipDate,
    expected_delivery_date: row.expectedDeliveryDate,
    delivered_on: row.deliveredOn,
    items: [...lines].sort((a, b) => a.position - b.position).map((line) => itemOf(line, currency)),
    payable: isOrderPayable(row.status),
  };
}

export const orderNotFound = () => new DomainError('order_not_found');

/** Orders with their lines and histories, in the order given: two queries however many. */
async function withLines(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    );
  const histories = await orderHistories(db, rows);
  return rows.map((row) =>
    orderOf(
      row,
      lines.filter((line) => line.orderId === row.id),
      histories.get(row.id)!,
    ),
  );
}

/** An order row the caller holds already, with its lines: one query. */
export async function orderWithLines(db: Database, row: OrderRow): Promise<Order> {
  return (await withLines(db, [row]))[0]!;
}

/** One order by id, whoever's it is: for code that has checked the owner already. */
export async function loadOrder(db: Database, orderId: number): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = await withLines(db, rows);
  if (!order) throw new Error(`Order ${orderId} vanished`);
  return order;
}

/** GET account/order/: the customer's orders, newest first. */
export async function listOrders(db: Database, userId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}

/** GET account/order/{id}/: one of the customer's orders (404 `order_not_found` otherwise). */
export async function findOrder(db: Database, userId: number, orderId: number): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await withLines(db, rows);
  if (!order) throw orderNotFound();
  return order;
}

/** GET account/order/{id}/item/{itemId}/: one line of one of the customer's orders. */
export async function findOrderItem(db: Database, userId: number, orderId: number, itemId: number): Promise<OrderItem> {
  const [row] = await db
    .select({ line: orderLines, currency: orders.currency })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, itemId), eq(orderLines.orderId, orderId), eq(orders.userId, userId)));
  if (!row) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw orderNotFound();
    throw new DomainError('order_item_not_found');
  }
  return itemOf(row.line, row.currency);
}

/** Units of each part the lines take from stock, by part product id. */
function stockNeeds(lines: readonly { amount: number; parts: readonly { partProductId: number; amount: number }[] }[]): Map<number, number> {
  const needs = new Map<number, number>();
  for (const line of lines) {
    for (const part of line.parts) needs.set(part.partProductId, (needs.get(part.partProductId) ?? 0) + part.amount * line.amount);
  }
  return needs;
}

/** Names of the lines that use any of these parts. */
const namesUsing = (lines: readonly PricedLine[], partIds: ReadonlySet<number>) =>
  lines.filter((line) => line.offer.parts.some((part) => partIds.has(part.partProductId))).map((line) => line.offer.name);

const outOfStock = (names: readonly string[]) => new DomainError('out_of_stock', { names: names.join(', ') });

const couponInvalid = (status: 'invalid-coupon' | 'invalid-country') =>
  new DomainError(status === 'invalid-country' ? 'coupon_invalid_country' : 'coupon_invalid');

/** A new address, checked as the address book checks it; a saved one is read with the customer's lock. */
async function checkedNewAddress(
  db: Database,
  choice: PlaceOrderInput['shipping_address'],
  { places }: OrderContext,
): Promise<{ address: OrderAddress; toSave: NewShippingAddress } | null> {
  if (typeof choice === 'number') return null;
  const checked = await checkNewAddress(db, choice, places, { fieldPrefix: 'shipping_address.' });
  const { is_default: _default, ...address } = checked;
  return { address, toSave: checked };
}

/** A saved address of the customer's as the lock read it (null: not theirs, or none), if the shop ships there. */
function savedAddress(saved: { address: OrderAddress | null; isShipping: boolean | null } | undefined): OrderAddress {
  if (!saved?.address) throw new DomainError('address_not_found');
  // The shop may have stopped shipping where an address saved long ago is.
  if (!saved.isShipping) throw invalidFields({ shipping_address: { id: validationMessages.shippingCountry } });
  return saved.address;
}

/** A build line's parts as the order keeps them: reference, name, category, amount. */
function componentsOf(line: PricedLine): OrderComponent[] {
  return line.offer.components.map(({ reference, name, category, amount }) => ({ reference, name, category, amount }));
}

/** The pre-built builds' stored "in stock" after stock changed; logged, never fatal. */
export async function refreshFiguresAfterStockChange(db: Database, partIds: readonly number[], logger: Logger | undefined): Promise<void> {
  try {
    await refreshStockFlags(db, partIds);
  } catch (error) {
    logger?.error({ err: error, partIds }, 'refreshing build figures after a stock change failed');
  }
}

/**
 * The customer's email, their cart and the saved address the order goes to (`addressId`,
 * null for a new one; only the customer's own) in one read, made once the customer's lock is
 * held: at READ COMMITTED a statement that waited for the lock would read the cart as it was
 * before the order it waited for emptied it, and place it again.
 */
const customerCart = builtOnce((db) =>
  db
    .select({
      email: users.email,
      id: cartLines.id,
      productId: cartLines.productId,
      amount: cartLines.amount,
      address: addressFieldColumns,
      isShipping: countries.isShipping,
    })
    .from(users)
    .leftJoin(cartLines, eq(cartLines.userId, users.id))
    .leftJoin(shippingAddresses, and(eq(shippingAddresses.id, sql.placeholder('addressId')), eq(shippingAddresses.userId, users.id)))
    .leftJoin(countries, eq(countries.iso, shippingAddresses.country))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(cartLines.id)),
);

/**
 * The order, its first history step, its lines and the cart lines it took away, in one
 * statement (data-modifying CTEs all run, each once): the order's reference is
 * RS-<year>-<number, at least 6 digits> from the sequence, unique and never shared; the lines
 * come as one JSON array (`jsonb_to_recordset`), so one SQL text serves any cart. Answers the
 * order's row and its lines' ids by position.
 */
const insertOrder = builtOnceSql(
  () => sql`with placed as (
    insert into orders (reference, user_id, currency, storefront_country, vat_rate_bp, subtotal_minor, discount_minor,
      shipping_minor, total_minor, vat_minor, coupon_code, coupon_id, shipping_address, phone_number, email,
      estimated_ship_date, expected_delivery_date, created_at, updated_at)
    values (
      (select 'RS-' || ${sql.placeholder('year')}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from (select nextval('order_number_seq') as n) as next_number),
      ${sql.placeholder('userId')}::integer, ${sql.placeholder('currency')}::text, ${sql.placeholder('storefrontCountry')}::text,
      ${sql.placeholder('vatRateBp')}::integer, ${sql.placeholder('subtotalMinor')}::integer, ${sql.placeholder('discountMinor')}::integer,
      ${sql.placeholder('shippingMinor')}::integer, ${sql.placeholder('totalMinor')}::integer, ${sql.placeholder('vatMinor')}::integer,
      ${sql.placeholder('couponCode')}::text, ${sql.placeholder('couponId')}::integer, ${sql.placeholder('shippingAddress')}::jsonb,
      ${sql.placeholder('phoneNumber')}::text, ${sql.placeholder('email')}::text, ${sql.placeholder('estimatedShipDate')}::date,
      ${sql.placeholder('expectedDeliveryDate')}::date, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz)
    returning *
  ), first_step as (
    insert into order_events (order_id, status, actor, actor_user_id, at)
    select id, status, 'customer', user_id, created_at from placed
  ), placed_lines as (
    insert into order_lines (order_id, product_id, position, reference, name, product_class, quantity, unit_price_minor,
      total_minor, components, stock_taken)
    select placed.id, line.product_id, line.position, line.reference, line.name, line.product_class, line.quantity,
      line.unit_price_minor, line.total_minor, line.components, line.stock_taken
    from placed, jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as line(product_id integer, position integer,
      reference text, name text, product_class text, quantity integer, unit_price_minor integer, total_minor integer,
      components jsonb, stock_taken jsonb)
    returning id, position
  ), taken_from_cart as (
    delete from cart_lines where id = any(${sql.placeholder('cartLineIds')}::integer[]) and user_id = ${sql.placeholder('userId')}::integer
  )
  select placed.*, array(select id from placed_lines order by position) as line_ids from placed`,
);

/**
 * POST basket/to_order/: places the customer's cart as an order waiting for payment
 * (see the module comment). Refuses with 409 `cart_empty`, `product_unavailable`,
 * `build_not_assemblable`, `out_of_stock`, `coupon_invalid` or `address_limit`; 404
 * `address_not_found`; 400 `validation_error` for a new address that fails the address
 * book's checks.
 */
export async function placeOrder(db: Database, userId: number, input: PlaceOrderInput, context: OrderContext): Promise<Order> {
  const { storefront, places, idempotency, logger, now = new Date() } = context;
  const { currency } = storefront;
  const newAddress = await checkedNewAddress(db, input.shipping_address, context);
  const toSave = newAddress?.toSave ?? null;

  const { order, partIds } = await db.transaction(async (tx) => {
    // The customer's row lock first, then their email and their cart in one read.
    await lockCustomer(tx, userId);
    const choice = input.shipping_address;
    const locked = await customerCart(tx, { userId, addressId: typeof choice === 'number' ? choice : null });
    const customer = locked[0];
    const address = newAddress?.address ?? savedAddress(customer);
    const cart = locked.flatMap(({ id, productId, amount }) =>
      id === null || productId === null || amount === null ? [] : [{ id, productId, amount }],
    );
    if (toSave && input.add_to_address_list) await addAddress(tx, userId, toSave, places);

    if (cart.length === 0) throw new DomainError('cart_empty');

    const { summary, lines, coupon } = await summarise(tx, cart, input.coupon, {
      storefront,
      destination: address.country,
      userId,
      now,
    });
    // Lines the summary could not price are products no longer sold here.
    const priced = new Set(lines.map((line) => line.productId));
    const unpriced = cart.filter((line) => !priced.has(line.productId)).map((line) => line.productId);
    const unpricedNames =
      unpriced.length === 0
        ? []
        : (await tx.select({ name: products.name }).from(products).where(inArray(products.id, unpriced))).map((row) => row.name);
    const unavailable = [
      ...unpricedNames,
      ...lines.filter((line) => line.problem === 'archived' || line.problem === 'discontinued').map((line) => line.offer.name),
    ];
    if (unavailable.length > 0) {
      throw new DomainError('products_unavailable', { names: unavailable.join(', ') });
    }
    const unfinished = lines.find((line) => line.offer.assembly && !line.offer.assembly.assemblable);
    if (unfinished) {
      throw new DomainError('build_not_assemblable', { name: unfinished.offer.name });
    }
    const short = lines.filter((line) => line.problem === 'out_of_stock');
    if (short.length > 0) throw outOfStock(short.map((line) => line.offer.name));
    if (coupon && coupon.status !== 'success') throw couponInvalid(coupon.status);

    const newLines = lines.map((line, position) => ({
      productId: line.productId,
      position,
      reference: line.offer.reference,
      name: line.offer.name,
      productClass: line.offer.productClass,
      quantity: line.amount,
      unitPriceMinor: line.offer.unitPrice,
      totalMinor: line.offer.unitPrice * line.amount,
      components: componentsOf(line),
      stockTaken: line.offer.parts.map((part) => ({ partProductId: part.partProductId, amount: part.amount })),
    }));
    const [written] = await insertOrder(tx, {
      year: String(now.getUTCFullYear()),
      userId,
      currency,
      storefrontCountry: storefront.country,
      vatRateBp: storefrontForCountry(address.country).vatRateBp,
      subtotalMinor: summary.subtotal.amount,
      discountMinor: summary.discount.amount,
      shippingMinor: summary.shipping_price!.amount,
      totalMinor: summary.total_price.amount,
      vatMinor: summary.vat.amount,
      couponCode: coupon?.code ?? null,
      couponId: coupon?.row?.id ?? null,
      shippingAddress: JSON.stringify(address),
      phoneNumber: input.phone_number,
      email: customer!.email,
      estimatedShipDate: toIsoDate(estimateShipDate(now, summary.shipping_time)),
      expectedDeliveryDate: summary.expected_delivery_time!,
      now: now.toISOString(),
      lines: JSON.stringify(
        newLines.map((line) => ({
          product_id: line.productId,
          position: line.position,
          reference: line.reference,
          name: line.name,
          product_class: line.productClass,
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          total_minor: line.totalMinor,
          components: line.components,
          stock_taken: line.stockTaken,
        })),
      ),
      cartLineIds: cart.map((line) => line.id),
    });
    const row = rowOf(orders, written!);
    const lineIds = written!.line_ids as number[];
    const lineRows: OrderLineRow[] = newLines.map((line) => ({ ...line, id: lineIds[line.position]!, orderId: row.id }));

    // The answer is recorded before the stock is taken: a shortfall below rolls it back with
    // the rest, and the key then records the refusal (middleware/idempotency.ts).
    const placed = orderOf(row, lineRows, [{ status: row.status, at: now.toISOString(), actor: 'customer', note: null }]);
    await idempotency?.complete(tx, 201, placed);

    // Take the stock, last: the rows it locks are the ones every shopper of the same build
    // queues on, so they are held only from here to the commit. The check above read stock
    // without locks; this is what decides: the conditional update waits for any checkout
    // holding the rows and re-reads them. A shortfall rolls back all of the above.
    const needs = stockNeeds(lines.map((line) => ({ amount: line.amount, parts: line.offer.parts })));
    const { short: shortParts, crossed } = await takeStock(tx, needs);
    if (shortParts.size > 0) throw outOfStock(namesUsing(lines, shortParts));
    if (coupon?.row && !(await useCoupon(tx, coupon.row.id))) throw couponInvalid('invalid-coupon');
    return { order: placed, partIds: crossed };
  });

  // Only a part whose stock crossed a build's need moves the builds' stored figures: an
  // order that leaves every build as it was (most, in a sale with stock) costs no refresh.
  if (partIds.length > 0) await refreshFiguresAfterStockChange(db, partIds, logger);
  return order;
}

/**
 * What a cancelled order gives back, inside the caller's transaction (which holds the
 * order's row lock): its parts' stock, its coupon use, and any payment still waiting for
 * authentication is ended. Answers the part ids whose stock changed.
 */
export async function returnOrderHoldings(tx: Database, row: Pick<OrderRow, 'id' | 'couponId'>, now: Date): Promise<number[]> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id));
  const needs = stockNeeds(lines.map((line) => ({ amount: line.quantity, parts: line.stockTaken })));
  await giveBackStock(tx, needs);
  if (row.couponId !== null) await releaseCoupon(tx, row.couponId);
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(payments.orderId, row.id), eq(payments.status, 'requires_action')));
  return [...needs.keys()];
}

/**
 * Cancels one order inside a transaction, if it may be: takes the order's row lock, gives
 * its stock and coupon use back and ends a payment waiting for authentication. Answers
 * the part ids whose stock changed, or null when the order is not waiting for payment
 * (paid meanwhile, already cancelled).
 */
async function cancelLocked(tx: Database, orderId: number, owner: number | null): Promise<{ partIds: number[] } | null | 'not_found'> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(owner === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, owner)))
    .for('update');
  if (!row) return 'not_found';
  const next = nextOrderStatus(row.status, 'cancel', owner === null ? 'system' : 'customer');
  if (!next) return null;

  const now = new Date();
  const partIds = await returnOrderHoldings(tx, row, now);
  await tx.update(orders).set({ status: next, cancelledAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  await recordOrderEvent(tx, { orderId, status: next, actor: owner === null ? 'system' : 'customer', actorUserId: owner, at: now });
  return { partIds };
}

/**
 * POST account/order/{id}/cancel/: the customer cancels an order waiting for payment; its
 * stock and coupon use go back, and a payment waiting for authentication is ended.
 * 409 `order_not_cancellable` in any other status.
 */
export async function cancelOrder(db: Database, userId: number, orderId: number, context: Pick<OrderContext, 'logger'>): Promise<Order> {
  const { logger } = context;
  const { order, partIds } = await db.transaction(async (tx) => {
    const cancelled = await cancelLocked(tx, orderId, userId);
    if (cancelled === 'not_found') throw orderNotFound();
    if (!cancelled) throw new DomainError('order_not_cancellable');
    return { order: await loadOrder(tx, orderId), partIds: cancelled.partIds };
  });
  await refreshFiguresAfterStockChange(db, partIds, logger);
  return order;
}

/** How long an order may wait for payment before it is cancelled and its stock released. */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Cancels orders left waiting for payment longer than `lifetimeMs` (an abandoned payment
 * step must not hold stock for ever), one transaction each, so a payment that lands at the
 * same moment wins or loses cleanly under the order's row lock. Returns the ids cancelled.
 * main.ts runs it every few minutes.
 */
export async function expireUnpaidOrders(
  db: Database,
  { lifetimeMs = UNPAID_ORDER_LIFETIME_MS, now = new Date(), logger }: { lifetimeMs?: number; now?: Date; logger?: Logger } = {},
): Promise<number[]> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'waiting_for_payment'), lt(orders.createdAt, new Date(now.getTime() - lifetimeMs))))
    .orderBy(asc(orders.id))
    .limit(500);
  const expired: number[] = [];
  const touched = new Set<number>();
  for (const { id } of stale) {
    const cancelled = await db.transaction((tx) => cancelLocked(tx, id, null));
    if (cancelled && cancelled !== 'not_found') {
      expired.push(id);
      for (const partId of cancelled.partIds) touched.add(partId);
    }
  }
  if (touched.size > 0) await refreshFiguresAfterStockChange(db, [...touched], logger);
  if (expired.length > 0) logger?.info({ orders: expired }, 'cancelled orders left unpaid');
  return expired;
}
