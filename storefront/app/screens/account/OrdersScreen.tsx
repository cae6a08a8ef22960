import { useIntl } from '@rigsmith/kit';
import { AccountShell } from './AccountShell';
import * as styles from './account.css';

/**
 * SPEC §2 /account/orders: orders in progress and the order history, each with its empty
 * state. Orders arrive with checkout (issue #6); until then there is no order call to make
 * (SPEC §7 `GET account/order/` is not served yet), so both lists are empty by construction.
 */
export function OrdersScreen() {
  const intl = useIntl();
  return (
    <AccountShell tab="orders">
      <section aria-labelledby="orders-in-progress" className={styles.section}>
        <h3 id="orders-in-progress" className={styles.subHeading}>
          {intl.formatMessage({ id: 'ordersScreen.inProgress' })}
        </h3>
        <p className={styles.notice}>{intl.formatMessage({ id: 'ordersScreen.inProgressEmpty' })}</p>
      </section>
      <section aria-labelledby="orders-history" className={styles.section}>
        <h3 id="orders-history" className={styles.subHeading}>
          {intl.formatMessage({ id: 'ordersScreen.history' })}
        </h3>
        <p className={styles.notice}>{intl.formatMessage({ id: 'ordersScreen.historyEmpty' })}</p>
      </section>
    </AccountShell>
  );
}
