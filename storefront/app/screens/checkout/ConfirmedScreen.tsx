import { useSearch } from 'wouter';
import { OrderConfirmation, useIntl } from '@rigsmith/kit';
import { useCheckout, useOrder } from '@rigsmith/kit/hooks';
import { CHECKOUT_ORDER_PARAM } from '@rigsmith/kit/domain';
import { CheckoutFrame } from './CheckoutFrame';
import { idFromSearch } from './orderParam';
import * as styles from './checkout.css';

/**
 * SPEC §2 /checkout/confirmed, stage 4 (sign-in required): the order reference,
 * the estimated ship date and a link to the order in the account.
 */
export function ConfirmedScreen() {
  const intl = useIntl();
  const search = useSearch();
  const checkout = useCheckout();
  const orderId = idFromSearch(search, CHECKOUT_ORDER_PARAM) ?? checkout.orderId;
  const order = useOrder(orderId);
  return (
    <CheckoutFrame stage={4} title={intl.formatMessage({ id: 'checkout.confirmed.title' })}>
      {order.data ? (
        <OrderConfirmation order={order.data} detailsHref={`/order/details?id=${order.data.id}`} shopHref="/gaming-pcs" />
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'checkout.loading' })}
        </p>
      )}
    </CheckoutFrame>
  );
}
