import { OrderList, useIntl } from '@rigsmith/kit';
import { useOrders } from '@rigsmith/kit/hooks';
import { checkoutStagePath } from '@rigsmith/kit/domain';
import { AccountShell } from './AccountShell';
import * as styles from './account.css';

/**
 * SPEC §2 /account/orders: orders in progress and the order history from the API,
 * each with its empty state; each order links to its details, and one waiting for payment
 * offers "Pay now".
 */
export function OrdersScreen() {
  const intl = useIntl();
  const orders = useOrders();
  return (
    <AccountShell tab="orders">
      {orders.error && !orders.data ? (
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: 'ordersScreen.loadError' })}
        </p>
      ) : !orders.data ? (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'ordersScreen.loading' })}
        </p>
      ) : (
        <OrderList
          inProgress={orders.inProgress}
          history={orders.history}
          hrefOf={(order) => `/order/details?id=${order.id}`}
          payHrefOf={(order) => checkoutStagePath(3, order.id)}
        />
      )}
    </AccountShell>
  );
}
