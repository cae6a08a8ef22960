import { useSearch } from 'wouter';
import { Link, OrderDetails, useIntl } from '@rigsmith/kit';
import { useOrder } from '@rigsmith/kit/hooks';
import { checkoutStagePath, isOrderReviewable } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { NotFoundScreen } from '../NotFoundScreen';
import { idFromSearch } from './orderParam';
import * as styles from './checkout.css';

/**
 * SPEC §2 /order/details?id={id} (header layout, sign-in required): one of the customer's
 * orders with its Components and Accessories tabs, reached from the account's Orders tab.
 * An unpaid order offers "Pay now"; a delivered one "Review your PC" (/order/review). Another customer's order, or an unknown one, is the
 * API's 404, shown as the shop's not-found page.
 */
export function OrderDetailsScreen() {
  const intl = useIntl();
  const search = useSearch();
  const id = idFromSearch(search, 'id');
  const order = useOrder(id);
  const title = order.data
    ? intl.formatMessage({ id: 'orderScreen.title' }, { reference: order.data.reference })
    : intl.formatMessage({ id: 'orderScreen.loadingTitle' });
  useDocumentTitle(title);

  if (id === null || order.error?.status === 404) return <NotFoundScreen />;
  return (
    <div className={styles.page} aria-busy={!order.data && !order.error ? true : undefined}>
      <p>
        <Link href="/account/orders">{intl.formatMessage({ id: 'orderScreen.back' })}</Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {order.data ? (
        <>
          {order.data.payable ? (
            <div className={styles.actions}>
              <Link href={checkoutStagePath(3, order.data.id)} variant="button">
                {intl.formatMessage({ id: 'orderScreen.payNow' })}
              </Link>
            </div>
          ) : null}
          {/* SPEC §2: the review page is reached from a delivered order. */}
          {isOrderReviewable(order.data.status) ? (
            <div className={styles.actions}>
              <Link href={`/order/review?order=${order.data.id}`} variant="button">
                {intl.formatMessage({ id: 'orderScreen.review' })}
              </Link>
            </div>
          ) : null}
          <OrderDetails order={order.data} />
        </>
      ) : order.error ? (
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: 'checkout.orderError' })}
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'orderScreen.loading' })}
        </p>
      )}
    </div>
  );
}
