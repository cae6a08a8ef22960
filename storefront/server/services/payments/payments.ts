import type { Order, PaymentResult } from '@rigsmith/kit/api';
import { isOrderPayable, money, nextOrderStatus, storefrontForCountry } from '@rigsmith/kit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, builtOnceSql, rowOf } from '../../db/built-once';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, payments, users } from '../../db/schema';
import type { Translator } from '../../i18n';
import { DomainError } from '../domain-error';
import type { IdempotencyHandle } from '../idempotency';
import { orderPaidEmail } from '../mail/order-email';
import { queueEmail, type StorefrontUrl } from '../mail/outbox';
import { historyOf } from '../order-history';
import { orderNotFound, orderOf, orderWithLines } from '../orders';
import { checkCard, type CardInput } from './card';
import type { PaymentProvider, ProviderOutcome } from './provider';

/**
 * Paying an order. Each attempt runs in one transaction holding the order's
 * row lock, so an attempt, its confirmation and a cancellation of the same order never
 * interleave: the order is checked payable, the provider is asked, the payment is
 * recorded and a success moves the order to in_progress (paid_at set), all or nothing.
 * The provider gets an idempotency key derived from the client's, so a retry of an
 * attempt whose answer was lost is the same charge at the provider too. A decline keeps
 * the order payable; paying an order that is paid or cancelled is a 409.
 */

type PaymentContext = {
  /** The request's language, for a decline's reason in the answer. */
  t: Translator;
  provider: PaymentProvider;
  idempotency?: IdempotencyHandle | undefined;
  /** Where links in emails point (AccountsConfig.storefrontUrl); without it no email is written. */
  storefrontUrl?: StorefrontUrl | undefined;
};

type OrderRow = typeof orders.$inferSelect;
/**
 * The order, locked, whether its customer wants order emails and whether an attempt is
 * waiting for authentication (read in the same statement: payments of an order are only
 * written under its lock, so the answer holds until the commit).
 */
type PayableOrder = { order: OrderRow; notifyOrders: boolean; awaitingAction: boolean };

/** Every payment attempt reads its order so: its SQL is built once (db/built-once.ts). */
const lockedPayableOrder = builtOnce((db) =>
  db
    .select({
      order: orders,
      notifyOrders: users.notifyOrders,
      awaitingAction: sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'requires_action')`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
    .for('update', { of: orders }),
);

async function lockPayableOrder(tx: Database, userId: number, orderId: number): Promise<PayableOrder> {
  const [found] = await lockedPayableOrder(tx, { orderId, userId });
  if (!found) throw orderNotFound();
  if (!isOrderPayable(found.order.status)) {
    throw new DomainError('order_not_payable');
  }
  return found;
}

/**
 * A paid order moved on, its history step recorded, and the order read back with its lines
 * and earlier steps, in one statement (the answer needs all of it; data-modifying CTEs run
 * once each, and the select sees the rows as they were before the statement).
 */
const markPaid = builtOnceSql(
  () => sql`with paid as (
    update orders set status = ${sql.placeholder('status')}::text, paid_at = ${sql.placeholder('now')}::timestamptz,
      updated_at = ${sql.placeholder('now')}::timestamptz
    where id = ${sql.placeholder('orderId')}::integer
    returning *
  ), step as (
    insert into order_events (order_id, status, actor, actor_user_id, at) select id, status, 'customer', user_id, paid_at from paid
  )
  select paid.*,
    coalesce((select json_agg(line) from order_lines as line where line.order_id = paid.id), '[]') as lines,
    coalesce((select json_agg(event order by event.at, event.id) from order_events as event where event.order_id = paid.id), '[]') as events
  from paid`,
);

const declineCodeOf = (outcome: ProviderOutcome) => (outcome.status === 'declined' ? outcome.declineCode : null);

/**
 * Records what the provider said (unless the payment row was written with it: `recorded`),
 * moves a paid order on — writing the order email to the outbox in the same transaction
 * when the customer wants order notifications — and answers the attempt.
 */
async function settle(
  tx: Database,
  { order: locked, notifyOrders }: PayableOrder,
  paymentId: number,
  outcome: ProviderOutcome,
  { t, storefrontUrl }: PaymentContext,
  { recorded = false }: { recorded?: boolean } = {},
): Promise<PaymentResult> {
  const now = new Date();
  if (!recorded)
    await tx
      .update(payments)
      .set({ status: outcome.status, declineCode: declineCodeOf(outcome), updatedAt: now })
      .where(eq(payments.id, paymentId));
  let answered: Order | undefined;
  if (outcome.status === 'succeeded') {
    const [written] = await markPaid(tx, { orderId: locked.id, status: nextOrderStatus('waiting_for_payment', 'pay')!, now: now.toISOString() });
    const order = rowOf(orders, written!);
    // The statement's own snapshot does not see the step it records: it is the newest.
    const events = (written!.events as Record<string, unknown>[]).map((event) => rowOf(orderEvents, event));
    events.push({ id: 0, orderId: order.id, status: order.status, actor: 'customer', actorUserId: order.userId, note: null, at: now });
    answered = orderOf(
      order,
      (written!.lines as Record<string, unknown>[]).map((line) => rowOf(orderLines, line)),
      historyOf(order, events),
    );
    if (storefrontUrl !== undefined && notifyOrders) {
      await queueEmail(
        tx,
        orderPaidEmail({
          storefront: storefrontForCountry(order.storefrontCountry),
          recipient: order.email,
          storefrontUrl,
          reference: order.reference,
          total: money(order.totalMinor, order.currency),
          estimatedShipDate: order.estimatedShipDate,
          expectedDeliveryDate: order.expectedDeliveryDate,
        }),
      );
    }
  }
  return {
    payment: paymentId,
    status: outcome.status,
    message: outcome.status === 'declined' ? t(`commerce.payment.declined.${outcome.declineCode}`) : null,
    order: answered ?? (await orderWithLines(tx, locked)),
  };
}

/**
 * POST account/order/{id}/pay/: a payment attempt with a card. A newer attempt ends one
 * still waiting for authentication (it can no longer be confirmed).
 */
export async function payOrder(db: Database, userId: number, orderId: number, input: CardInput, context: PaymentContext): Promise<PaymentResult> {
  const { provider, idempotency } = context;
  const card = checkCard(input);
  return db.transaction(async (tx) => {
    const payable = await lockPayableOrder(tx, userId, orderId);
    const { order } = payable;
    if (payable.awaitingAction) {
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'requires_action')));
    }
    const outcome = await provider.charge({
      amount: money(order.totalMinor, order.currency),
      card,
      description: order.reference,
      idempotencyKey: `order-${orderId}-pay-${idempotency?.key ?? crypto.randomUUID()}`,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        provider: provider.name,
        providerReference: outcome.reference,
        status: outcome.status,
        declineCode: declineCodeOf(outcome),
        amountMinor: order.totalMinor,
        currency: order.currency,
        cardBrand: card.brand,
        cardLast4: card.number.slice(-4),
      })
      .returning({ id: payments.id });
    const result = await settle(tx, payable, payment!.id, outcome, context, { recorded: true });
    await idempotency?.complete(tx, 200, result);
    return result;
  });
}

/**
 * POST account/order/{id}/pay/{payment}/confirm/: the cardholder's answer to the bank's
 * challenge for a payment that requires it. 404 for a payment not of this order; 409
 * `payment_not_pending` once it has been answered or ended.
 */
export async function confirmPayment(
  db: Database,
  userId: number,
  orderId: number,
  paymentId: number,
  approve: boolean,
  context: PaymentContext,
): Promise<PaymentResult> {
  const { provider, idempotency } = context;
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!owned) throw orderNotFound();
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)))
      .for('update');
    if (!payment) throw new DomainError('payment_not_found');
    if (payment.status !== 'requires_action') throw new DomainError('payment_not_pending');
    const payable = await lockPayableOrder(tx, userId, orderId);
    const outcome = await provider.confirm({ reference: payment.providerReference, approve, idempotencyKey: `payment-${paymentId}-confirm` });
    const result = await settle(tx, payable, paymentId, outcome, context);
    await idempotency?.complete(tx, 200, result);
    return result;
  });
}
