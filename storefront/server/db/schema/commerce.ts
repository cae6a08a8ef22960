import type { OrderComponent, OrderStatus } from '@rigsmith/kit/api';
import { orderStatuses } from '@rigsmith/kit/api';
import type { CarrierCode, CountryCode, CurrencyCode, OrderActor } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, type ProductClass } from './products';
import { currencies } from './regional';

/**
 * Cart, coupons, orders, payments and idempotency keys. Money is integer minor
 * units including VAT, in the currency stored beside it.
 */

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A signed-in customer's cart (SPEC §3 "Cart line: pk, product, amount"; §7 basket/product/).
 * One line per product: adding a product already in the cart adds to its line. A custom
 * build deleted by its owner takes its lines with it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_user_product_key').on(table.userId, table.productId),
    check('cart_lines_amount_positive', sql`${table.amount} >= 1`),
  ],
);

export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * Voucher codes (SPEC §3 "Coupon", §7 GET ecommerce/coupon/{code}/). A percentage off, or
 * a fixed amount per currency; optionally a minimum subtotal per currency, a list of
 * storefront countries (null: every storefront), a validity window and a number of uses.
 * `times_used` counts orders placed with it (a cancelled order gives its use back); the
 * check keeps it within `max_uses` whatever races the checkouts run.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; shoppers may type it in any case. */
    code: varchar('code', { length: 64 }).notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** 'percent': basis points off (1000 = 10 %). */
    percentBp: integer('percent_bp'),
    /** 'fixed': money off per currency, minor units incl. VAT. A currency without one is not a currency the coupon is valid in. */
    amountByCurrency: jsonb('amount_by_currency').$type<Partial<Record<CurrencyCode, number>>>(),
    /** Lowest subtotal it applies to, per currency; null: none. */
    minSubtotalByCurrency: jsonb('min_subtotal_by_currency').$type<Partial<Record<CurrencyCode, number>>>(),
    /** Storefront countries it is valid in; null: all of them. */
    countries: jsonb('countries').$type<CountryCode[]>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Orders it may be used on in all; null: unlimited. */
    maxUses: integer('max_uses'),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('coupons_kind_known', sql`${table.kind} in (${inList(couponKinds)})`),
    check(
      'coupons_terms',
      sql`(${table.kind} = 'percent' and ${table.percentBp} between 1 and 10000) or (${table.kind} = 'fixed' and ${table.amountByCurrency} is not null)`,
    ),
    check('coupons_uses', sql`${table.timesUsed} >= 0 and (${table.maxUses} is null or ${table.timesUsed} <= ${table.maxUses})`),
  ],
);

/** Numbers the order references (RS-2026-000042); a sequence, so two checkouts never share one. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/** Where an order goes, as it was when ordered (SPEC §3 "Address" without id and default). */
export type OrderAddress = {
  first_name: string;
  last_name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  /** Absent from orders placed before addresses kept a province: read it as ''. */
  province?: string;
  country: CountryCode;
};

/**
 * A placed order (SPEC §3 "Order", §4 "Order statuses"). Everything it needs is a
 * snapshot taken when it was placed — the lines' names and prices, the address, phone,
 * email, coupon, every figure of the summary and the dates — so later changes to the
 * catalogue, the address book or the coupon never change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the customer quotes: RS-<year>-<6-digit number>. */
    reference: varchar('reference', { length: 32 }).notNull(),
    /** Orders are records: a customer with orders is anonymised, not deleted. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('waiting_for_payment'),
    currency: text('currency')
      .$type<CurrencyCode>()
      .notNull()
      .references(() => currencies.code),
    /** The storefront it was placed on (its language for messages about it). */
    storefrontCountry: varchar('storefront_country', { length: 2 }).$type<CountryCode>().notNull(),
    /** VAT rate of the destination, basis points. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    couponCode: varchar('coupon_code', { length: 64 }),
    /** The coupon row, to give its use back on cancellation; the code above is the record. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    estimatedShipDate: date('estimated_ship_date', { mode: 'string' }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    trackingNumber: text('tracking_number'),
    /** Who carries it (kit `carriers`), set when it ships. */
    carrier: text('carrier').$type<CarrierCode>(),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_reference_key').on(table.reference),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The back office's order list: newest first, by status or not.
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    check('orders_status_known', sql`${table.status} in (${inList(orderStatuses)})`),
    check(
      'orders_figures',
      sql`${table.subtotalMinor} >= 0 and ${table.discountMinor} between 0 and ${table.subtotalMinor} and ${table.shippingMinor} >= 0 and ${table.totalMinor} = ${table.subtotalMinor} - ${table.discountMinor} + ${table.shippingMinor} and ${table.vatMinor} between 0 and ${table.totalMinor}`,
    ),
  ],
);

/** What one unit of an ordered product took from the parts in stock (given back on cancellation). */
export type StockTaken = { partProductId: number; amount: number }[];

/** One line of an order, snapshotted (SPEC §3 "Order: quantity, price"). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is gone (a custom build its owner deleted); the snapshot stays. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    productClass: text('product_class').$type<ProductClass>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** A build's parts with names and categories as they were; empty for a part. */
    components: jsonb('components').$type<OrderComponent[]>().notNull().default([]),
    stockTaken: jsonb('stock_taken').$type<StockTaken>().notNull().default([]),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_lines_total', sql`${table.totalMinor} = ${table.unitPriceMinor} * ${table.quantity}`),
  ],
);

export const paymentStatuses = ['succeeded', 'declined', 'requires_action', 'cancelled', 'refunded'] as const;
/**
 * 'cancelled': a payment awaiting authentication that a newer attempt or the order's cancellation ended.
 * 'refunded': a succeeded payment given back when staff cancelled the order.
 */
export type PaymentRowStatus = (typeof paymentStatuses)[number];

/**
 * Payment attempts on an order. Never the card number or CVC: the brand and last four
 * digits only, and the provider's own reference.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull(),
    /** Why it was declined (card_declined, insufficient_funds, authentication_failed). */
    declineCode: text('decline_code'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency')
      .$type<CurrencyCode>()
      .notNull()
      .references(() => currencies.code),
    cardBrand: text('card_brand').notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    /** The provider's reference of the refund, and when it was made ('refunded' only). */
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    check('payments_status_known', sql`${table.status} in (${inList(paymentStatuses)})`),
    check('payments_last4', sql`${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Idempotency keys: one row per customer, call and key. While the first
 * request runs the row is `in_progress` (held by `locked_at`, a lease a crashed request
 * lets lapse); then it keeps the answer to replay. Writes that must happen once store
 * their answer in the transaction that does the work, so the two commit together.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call: method and route pattern, e.g. `POST /account/basket/to_order/`. */
    scope: text('scope').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of the request's path, query and canonical body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'in_progress' | 'completed'>().notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('idempotency_keys_scope_key').on(table.userId, table.scope, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_state_known', sql`${table.state} in ('in_progress', 'completed')`),
  ],
);

export const orderActors = ['customer', 'staff', 'system'] as const satisfies readonly OrderActor[];

/**
 * Every status an order has been in, with who moved it and why (the back office's timeline,
 * the customer's status history). Written in the transaction that changes the status.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The status the order moved to. */
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** The customer or staff member; null for the shop's own timers. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cancel reason, carrier and tracking number, refund reference. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.at),
    check('order_events_status_known', sql`${table.status} in (${inList(orderStatuses)})`),
    check('order_events_actor_known', sql`${table.actor} in (${inList(orderActors)})`),
  ],
);
