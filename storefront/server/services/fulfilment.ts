import {
  cancelRefunds,
  money,
  nextOrderStatus,
  normaliseTrackingNumber,
  storefrontForCountry,
  toIsoDate,
  type CarrierCode,
  type OrderEvent,
  type OrderStatus,
  validationMessages,
} from '@rigsmith/kit/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import type { Logger } from '../logger';
import { DomainError, invalidFields } from './domain-error';
import { orderStatusEmail, type OrderStatusNews } from './mail/order-status-email';
import { queueEmail, type StorefrontUrl } from './mail/outbox';
import { recordOrderEvent } from './order-history';
import { orderNotFound, refreshFiguresAfterStockChange, returnOrderHoldings } from './orders';
import type { PaymentProvider } from './payments/provider';
import { recordAudit, type StaffActor } from './staff';

/**
 * Staff moving an order on (SPEC §4 "Order statuses"; the machine is the kit's
 * `nextOrderStatus` with the 'staff' actor): confirm, ship with a carrier and tracking
 * number, mark delivered, cancel with a reason. Each runs in one transaction holding the
 * order's row lock, so two staff members (or a staff member and the customer's payment)
 * never interleave on one order; in that transaction it changes the order, records the
 * step in the order's history, writes the audit entry and queues the customer's email,
 * all or nothing. A step the machine does not allow from the current status is a 409
 * `order_transition_not_allowed`.
 */

export type FulfilmentContext = {
  staff: StaffActor;
  provider: PaymentProvider;
  storefrontUrl: StorefrontUrl;
  logger?: Logger | undefined;
  now?: Date;
};

type OrderRow = typeof orders.$inferSelect;
type OrderChange = Partial<Pick<OrderRow, 'carrier' | 'trackingNumber' | 'deliveredOn' | 'confirmedAt' | 'shippedAt' | 'cancelledAt'>>;

/** What one step does besides moving the status. */
type Step = {
  change: OrderChange;
  /** The history's note: the cancel reason, carrier and tracking number, refund reference. */
  note: string | null;
  email: OrderStatusNews;
  /** Fields for the audit entry besides the status, before and after. */
  audit?: { before: Record<string, unknown>; after: Record<string, unknown> };
  /** Parts whose stock changed (a cancel), for the pre-built builds' stock flags. */
  partIds?: number[];
};

async function moveOrder(
  db: Database,
  orderId: number,
  event: Exclude<OrderEvent, 'pay'>,
  context: FulfilmentContext,
  step: (tx: Database, row: OrderRow, now: Date) => Promise<Step>,
): Promise<void> {
  const { staff, storefrontUrl, logger, now = new Date() } = context;
  const partIds = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw orderNotFound();
    const next = nextOrderStatus(row.status, event, 'staff');
    if (!next) throw new DomainError('order_transition_not_allowed', { reference: row.reference, status: row.status, event });
    const done = await step(tx, row, now);
    await tx
      .update(orders)
      .set({ ...done.change, status: next, updatedAt: now })
      .where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, status: next, actor: 'staff', actorUserId: staff.userId, note: done.note, at: now });
    await recordAudit(tx, {
      actor: staff,
      action: `order.${event}`,
      subject: `order:${orderId}`,
      before: { status: row.status, ...done.audit?.before },
      after: { status: next, ...done.audit?.after },
    });
    await queueEmail(
      tx,
      orderStatusEmail({
        ...done.email,
        // The order's storefront, not the staff member's request (SPEC §3 "Order").
        storefront: storefrontForCountry(row.storefrontCountry),
        recipient: row.email,
        storefrontUrl,
        orderId,
        reference: row.reference,
        estimatedShipDate: row.estimatedShipDate,
        expectedDeliveryDate: row.expectedDeliveryDate,
      }),
    );
    return done.partIds ?? [];
  });
  if (partIds.length > 0) await refreshFiguresAfterStockChange(db, partIds, logger);
}

/** POST admin/orders/{id}/confirm/: the workshop takes a paid order on. */
export function confirmOrder(db: Database, orderId: number, context: FulfilmentContext): Promise<void> {
  return moveOrder(db, orderId, 'confirm', context, async (_tx, _row, now) => ({
    change: { confirmedAt: now },
    note: null,
    email: { kind: 'order-confirmed' },
  }));
}

/**
 * POST admin/orders/{id}/ship/: handed to a carrier. The tracking number is cleaned as
 * people copy it (spaces, dashes); one that is not a tracking number is a 400 naming it.
 */
export function shipOrder(
  db: Database,
  orderId: number,
  input: { carrier: CarrierCode; tracking_number: string },
  context: FulfilmentContext,
): Promise<void> {
  const trackingNumber = normaliseTrackingNumber(input.tracking_number);
  if (trackingNumber === null) throw invalidFields({ tracking_number: { id: 'admin.order.trackingNumber' } });
  return moveOrder(db, orderId, 'ship', context, async (_tx, _row, now) => ({
    change: { shippedAt: now, carrier: input.carrier, trackingNumber },
    note: `${input.carrier} ${trackingNumber}`,
    email: { kind: 'order-shipped', carrier: input.carrier, trackingNumber },
    audit: { before: {}, after: { carrier: input.carrier, tracking_number: trackingNumber } },
  }));
}

/**
 * POST admin/orders/{id}/deliver/: the carrier delivered it, on `delivered_on` (today by
 * default): never in the future, never before the day it shipped.
 */
export function deliverOrder(db: Database, orderId: number, input: { delivered_on?: string | undefined }, context: FulfilmentContext): Promise<void> {
  const today = toIsoDate(context.now ?? new Date());
  const deliveredOn = input.delivered_on ?? today;
  if (deliveredOn > today) throw invalidFields({ delivered_on: { id: 'admin.order.deliveredInFuture' } });
  return moveOrder(db, orderId, 'deliver', context, async (_tx, row) => {
    const shippedOn = row.shippedAt ? toIsoDate(row.shippedAt) : null;
    if (shippedOn !== null && deliveredOn < shippedOn) {
      throw invalidFields({ delivered_on: { id: 'admin.order.deliveredBeforeShipping', values: { shippedOn } } });
    }
    return {
      change: { deliveredOn },
      note: null,
      email: { kind: 'order-delivered', deliveredOn },
      audit: { before: {}, after: { delivered_on: deliveredOn } },
    };
  });
}

/** Gives a paid order's payment back through the provider, inside the order's transaction. */
async function refundPayment(tx: Database, orderId: number, { provider, logger }: FulfilmentContext, now: Date) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .for('update');
  if (!payment) return null;
  const amount = money(payment.amountMinor, payment.currency);
  let refund;
  try {
    // One key per payment: a retried cancel whose answer was lost is the same refund.
    refund = await provider.refund({ reference: payment.providerReference, amount, idempotencyKey: `payment-${payment.id}-refund` });
  } catch (error) {
    logger?.error({ err: error, orderId }, 'the payment provider refused a refund');
    throw new DomainError('refund_failed');
  }
  await tx
    .update(payments)
    .set({ status: 'refunded', refundReference: refund.reference, refundedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
  return { amount, last4: payment.cardLast4, reference: refund.reference };
}

/**
 * POST admin/orders/{id}/cancel/: the shop cancels, with a reason the customer is told.
 * The stock and coupon use go back as for the customer's own cancel; a paid order's
 * payment is refunded in full through the payment provider first, and if the provider
 * refuses nothing changes (502 `refund_failed`).
 */
export function cancelOrderByStaff(db: Database, orderId: number, input: { reason: string }, context: FulfilmentContext): Promise<void> {
  const reason = input.reason.trim();
  if (reason === '') throw invalidFields({ reason: { id: validationMessages.required } });
  return moveOrder(db, orderId, 'cancel', context, async (tx, row, now) => {
    const status: OrderStatus = row.status;
    const refund = cancelRefunds(status) ? await refundPayment(tx, orderId, context, now) : null;
    const partIds = await returnOrderHoldings(tx, row, now);
    return {
      change: { cancelledAt: now },
      note: refund ? `${reason} (${refund.reference})` : reason,
      email: { kind: 'order-cancelled', reason, refund },
      audit: { before: {}, after: { reason, refund: refund ? { amount: refund.amount, reference: refund.reference } : null } },
      partIds,
    };
  });
}
