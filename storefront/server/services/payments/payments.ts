import type { Order, PaymentResult } from '@rigsmith/kit/api';
import { isOrderPayable, money, nextOrderStatus, storefrontForCountry } from '@rigsmith/kit/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { builtOnce, builtOnceSql, rowOf } from '../../db/built-once';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, payments, users } from '../../db/schema';
import type { Translator } from '../../i18n';
import { DomainError } from '../domain-error';
import type { IdempotencyHandle } from '../idempotency';
import { orderPaidEmail } from '../mail/order-email';
import type { StorefrontUrl } from '../mail/outbox';
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
 * The order, locked, and whether its customer wants order emails. Nothing else is read in
 * the locking statement: at READ COMMITTED a statement that waited for the lock sees other
 * rows as they were before the attempt it waited for (only the locked row is re-read).
 */
type PayableOrder = { order: OrderRow; notifyOrders: boolean };

/** Every payment attempt reads its order so: its SQL is built once (db/built-once.ts). */
const lockedPayableOrder = builtOnce((db) =>
  db
    .select({
      order: orders,
      notifyOrders: users.notifyOrders,
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

const value = sql.placeholder;

/**
 * A new attempt's write ends the order's attempts still waiting for authentication (a newer
 * attempt ends one waiting), as a CTE of that write: it runs after the order's lock, so it
 * sees an attempt another tab made while this one waited (read with the lock, it would not),
 * and costs no statement of its own. Its snapshot does not see the row its statement inserts.
 */
const endWaiting = sql`ended as (
  update payments set status = 'cancelled', updated_at = ${value('now')}::timestamptz
  where order_id = ${value('orderId')}::integer and status = 'requires_action'
)`;

/**
 * A successful payment in one statement: the payment recorded (`recordPayment`, answering
 * its id), the order moved on and its history step written, the order email queued when it
 * is wanted (`mail`; its text comes from the locked order, whose figures paying does not
 * change), and the order read back with its lines and earlier steps for the answer.
 * Data-modifying CTEs each run once, and the final select sees the rows as they were before
 * the statement (so not the step it records: the caller appends it, the newest).
 */
const paidWith = (recordPayment: SQL, { endsWaiting }: { endsWaiting: boolean }) =>
  builtOnceSql(
    () => sql`with ${endsWaiting ? sql`${endWaiting}, ` : sql``}recorded as (${recordPayment} returning id), paid as (
      update orders set status = ${value('status')}::text, paid_at = ${value('now')}::timestamptz, updated_at = ${value('now')}::timestamptz
      where id = ${value('orderId')}::integer
      returning *
    ), step as (
      insert into order_events (order_id, status, actor, actor_user_id, at) select id, status, 'customer', user_id, paid_at from paid
    ), mail as (
      insert into outbox_messages (recipient, kind, subject, text, links)
      select ${value('mailRecipient')}::text, ${value('mailKind')}::text, ${value('mailSubject')}::text, ${value('mailText')}::text,
        ${value('mailLinks')}::jsonb
      where ${value('mail')}::boolean
    )
    select paid.*, (select id from recorded) as payment_id,
      coalesce((select json_agg(line) from order_lines as line where line.order_id = paid.id), '[]') as lines,
      coalesce((select json_agg(event order by event.at, event.id) from order_events as event where event.order_id = paid.id), '[]') as events
    from paid`,
  );

/** An attempt that succeeded at once: its payment row written with the order's move. */
const paidByNewPayment = paidWith(
  sql`insert into payments (order_id, provider, provider_reference, status, amount_minor, currency, card_brand, card_last4)
    values (${value('orderId')}::integer, ${value('provider')}::text, ${value('providerReference')}::text, 'succeeded',
      ${value('amountMinor')}::integer, ${value('currency')}::text, ${value('cardBrand')}::text, ${value('cardLast4')}::text)`,
  { endsWaiting: true },
);

/** An attempt the cardholder's authentication completed: its row, locked already, marked succeeded. */
const paidByConfirmedPayment = paidWith(
  sql`update payments set status = 'succeeded', decline_code = null, updated_at = ${value('now')}::timestamptz
    where id = ${value('paymentId')}::integer`,
  { endsWaiting: false },
);

/** A new attempt that did not succeed at once (declined, or waiting for authentication): its row. */
const unpaidNewPayment = builtOnceSql(
  () => sql`with ${endWaiting}
  insert into payments (order_id, provider, provider_reference, status, decline_code, amount_minor, currency, card_brand, card_last4)
    values (${value('orderId')}::integer, ${value('provider')}::text, ${value('providerReference')}::text, ${value('status')}::text,
      ${value('declineCode')}::text, ${value('amountMinor')}::integer, ${value('currency')}::text, ${value('cardBrand')}::text,
      ${value('cardLast4')}::text)
  returning id`,
);

/** The payment row of an attempt: a new one's values, or an existing one's id. */
type PaymentRecord = { new: Omit<typeof payments.$inferInsert, 'status' | 'declineCode'> } | { id: number };

const declineCodeOf = (outcome: ProviderOutcome) => (outcome.status === 'declined' ? outcome.declineCode : null);

/**
 * Records what the provider said (a new payment row, or the existing one's status), moves a
 * paid order on — writing the order email to the outbox in the same transaction when the
 * customer wants order notifications — and answers the attempt.
 */
async function settle(
  tx: Database,
  { order: locked, notifyOrders }: PayableOrder,
  record: PaymentRecord,
  outcome: ProviderOutcome,
  { t, storefrontUrl }: PaymentContext,
): Promise<PaymentResult> {
  const now = new Date();
  let paymentId: number;
  let answered: Order;
  if (outcome.status === 'succeeded') {
    const email =
      storefrontUrl !== undefined && notifyOrders
        ? orderPaidEmail({
            storefront: storefrontForCountry(locked.storefrontCountry),
            recipient: locked.email,
            storefrontUrl,
            reference: locked.reference,
            total: money(locked.totalMinor, locked.currency),
            estimatedShipDate: locked.estimatedShipDate,
            expectedDeliveryDate: locked.expectedDeliveryDate,
          })
        : null;
    const values = {
      orderId: locked.id,
      status: nextOrderStatus('waiting_for_payment', 'pay')!,
      now: now.toISOString(),
      mail: email !== null,
      mailRecipient: email?.recipient ?? '',
      mailKind: email?.kind ?? '',
      mailSubject: email?.subject ?? '',
      mailText: email?.text ?? '',
      mailLinks: JSON.stringify(email?.links ?? []),
    };
    const [written] =
      'id' in record
        ? await paidByConfirmedPayment(tx, { ...values, paymentId: record.id })
        : await paidByNewPayment(tx, { ...values, ...record.new });
    const order = rowOf(orders, written!);
    paymentId = written!.payment_id as number;
    const events = (written!.events as Record<string, unknown>[]).map((event) => rowOf(orderEvents, event));
    events.push({ id: 0, orderId: order.id, status: order.status, actor: 'customer', actorUserId: order.userId, note: null, at: now });
    answered = orderOf(
      order,
      (written!.lines as Record<string, unknown>[]).map((line) => rowOf(orderLines, line)),
      historyOf(order, events),
    );
  } else {
    const status = outcome.status;
    const declineCode = declineCodeOf(outcome);
    if ('id' in record) {
      await tx.update(payments).set({ status, declineCode, updatedAt: now }).where(eq(payments.id, record.id));
      paymentId = record.id;
    } else {
      const [payment] = await unpaidNewPayment(tx, { ...record.new, status, declineCode, now: now.toISOString() });
      paymentId = payment!.id as number;
    }
    answered = await orderWithLines(tx, locked);
  }
  return {
    payment: paymentId,
    status: outcome.status,
    message: outcome.status === 'declined' ? t(`commerce.payment.declined.${outcome.declineCode}`) : null,
    order: answered,
  };
}

/**
 * POST account/order/{id}/pay/: a payment attempt with a card. A newer attempt ends one
 * still waiting for authentication (it can no longer be confirmed), in the write that
 * records it (`endWaiting`).
 */
export async function payOrder(db: Database, userId: number, orderId: number, input: CardInput, context: PaymentContext): Promise<PaymentResult> {
  const { provider, idempotency } = context;
  const card = checkCard(input);
  return db.transaction(async (tx) => {
    const payable = await lockPayableOrder(tx, userId, orderId);
    const { order } = payable;
    const outcome = await provider.charge({
      amount: money(order.totalMinor, order.currency),
      card,
      description: order.reference,
      idempotencyKey: `order-${orderId}-pay-${idempotency?.key ?? crypto.randomUUID()}`,
    });
    const record = {
      new: {
        orderId,
        provider: provider.name,
        providerReference: outcome.reference,
        amountMinor: order.totalMinor,
        currency: order.currency,
        cardBrand: card.brand,
        cardLast4: card.number.slice(-4),
      },
    };
    const result = await settle(tx, payable, record, outcome, context);
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
    const result = await settle(tx, payable, { id: paymentId }, outcome, context);
    await idempotency?.complete(tx, 200, result);
    return result;
  });
}
