import { useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Money, PaymentChallengeDialog, PaymentForm, useIntl } from '@rigsmith/kit';
import { useCheckout, useOrder, usePayment } from '@rigsmith/kit/hooks';
import { CHECKOUT_ORDER_PARAM, checkoutStagePath } from '@rigsmith/kit/domain';
import type { Order } from '@rigsmith/kit/api';
import { CheckoutFrame } from './CheckoutFrame';
import { idFromSearch } from './orderParam';
import * as styles from './checkout.css';

/**
 * Stage 3, /checkout/payment?order={id} (sign-in required): pay the order placed at
 * shipping (or an unpaid one from the account's "Pay now") with the card form. A decline
 * keeps the order payable and the card filled in; a bank challenge opens the 3-D Secure
 * style dialog; success moves on to the confirmation. The checkout guard has already made
 * sure the order is the customer's and waits for payment.
 */
export function PaymentScreen() {
  const search = useSearch();
  const orderId = idFromSearch(search, CHECKOUT_ORDER_PARAM);
  // The guard sends a page without an order elsewhere; this is only a safety net.
  if (orderId === null) return <Redirect to="/checkout" replace />;
  return <Payment orderId={orderId} />;
}

function Payment({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  const payment = usePayment(orderId);
  const checkout = useCheckout();
  const { openOrder } = checkout;
  useEffect(() => openOrder(orderId), [openOrder, orderId]);

  const { state } = payment;
  if (state.status === 'succeeded') return <Redirect to={checkoutStagePath(4, orderId)} replace />;

  return (
    <CheckoutFrame stage={3} title={intl.formatMessage({ id: 'checkout.payment.title' })}>
      {order.data ? (
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="payment-heading">
            <h2 id="payment-heading" className={styles.sectionHeading}>
              {intl.formatMessage({ id: 'checkout.payment.heading' })}
            </h2>
            <PaymentForm
              amount={order.data.total}
              onSubmit={(card) => payment.pay(card)}
              isSubmitting={state.status === 'paying'}
              declineMessage={state.status === 'declined' ? (state.message ?? '') : null}
              hasFailed={state.status === 'failed'}
            />
          </section>
          <OrderRecap order={order.data} />
          <PaymentChallengeDialog
            open={state.status === 'challenge' || state.status === 'confirming'}
            amount={order.data.total}
            isPending={state.status === 'confirming'}
            onAnswer={(approve) => void payment.answerChallenge(approve)}
          />
        </div>
      ) : order.error ? (
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: 'checkout.orderError' })}
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'checkout.loading' })}
        </p>
      )}
    </CheckoutFrame>
  );
}

/** What is being paid for: the order's reference, items, delivery address and total. */
function OrderRecap({ order }: { order: Order }) {
  const intl = useIntl();
  const address = order.shipping_address;
  return (
    <section className={styles.panel} aria-labelledby="payment-order">
      <h2 id="payment-order" className={styles.panelHeading}>
        {intl.formatMessage({ id: 'checkout.payment.order' }, { reference: order.reference })}
      </h2>
      <ul className={styles.recap}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.recapLine}>
            <span>{intl.formatMessage({ id: 'checkout.recapLine' }, { amount: item.quantity, name: item.name })}</span>
            <Money value={item.total} />
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {intl.formatMessage(
          { id: 'checkout.payment.deliverTo' },
          { name: `${address.first_name} ${address.last_name}`, place: `${address.line1}, ${address.postcode} ${address.city}` },
        )}
      </p>
      <p className={styles.recapLine}>
        <strong>{intl.formatMessage({ id: 'checkout.payment.total' })}</strong>
        <strong>
          <Money value={order.total} />
        </strong>
      </p>
    </section>
  );
}
