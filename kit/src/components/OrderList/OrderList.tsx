import { useId } from 'react';
import type { Order } from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Link } from '../Link';
import { hiddenChunks } from '../internal/hiddenChunks';
import * as styles from './OrderList.css';

/** What the list shows of an order. */
export type OrderListOrder = Pick<Order, 'id' | 'reference' | 'status' | 'created_at' | 'quantity' | 'total' | 'payable'>;

export type OrderListProps = {
  /** SPEC §2 "In Progress" (`useOrders().inProgress`). */
  inProgress: readonly OrderListOrder[];
  /** SPEC §2 "Order History" (`useOrders().history`). */
  history: readonly OrderListOrder[];
  /** The order's details page. */
  hrefOf: (order: OrderListOrder) => string;
  /** Where an unpaid order is paid ("Pay now"). */
  payHrefOf: (order: OrderListOrder) => string;
  /** Level of the two lists' headings; each order's is one below. @default 3 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The account's orders (SPEC §2 "Orders: In Progress list and Order History list, each with
 * an empty-state message"): each order as a labelled card with its reference, date, status,
 * units and total, a link to its details and, while it waits for payment, "Pay now".
 *
 * @selector [data-status="<order status>"] on each order card
 */
export function OrderList({ inProgress, history, hrefOf, payHrefOf, headingLevel = 3, className }: OrderListProps) {
  return (
    <div className={className ? `${styles.lists} ${className}` : styles.lists}>
      <OrderSection kind="inProgress" orders={inProgress} hrefOf={hrefOf} payHrefOf={payHrefOf} headingLevel={headingLevel} />
      <OrderSection kind="history" orders={history} hrefOf={hrefOf} payHrefOf={payHrefOf} headingLevel={headingLevel} />
    </div>
  );
}

function OrderSection({
  kind,
  orders,
  hrefOf,
  payHrefOf,
  headingLevel,
}: {
  kind: 'inProgress' | 'history';
  orders: readonly OrderListOrder[];
  hrefOf: OrderListProps['hrefOf'];
  payHrefOf: OrderListProps['payHrefOf'];
  headingLevel: 2 | 3;
}) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const OrderHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage({ id: `orderList.${kind}` })}
      </Heading>
      {orders.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: `orderList.${kind}Empty` })}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => {
            const cardId = `${titleId}-${order.id}`;
            return (
              <li key={order.id}>
                <article aria-labelledby={cardId} className={styles.card} data-status={order.status}>
                  <OrderHeading id={cardId} className={styles.reference}>
                    {intl.formatMessage({ id: 'orderList.order' }, { reference: order.reference })}
                  </OrderHeading>
                  <p className={styles.status} data-status={order.status}>
                    {intl.formatMessage({ id: `orderStatus.${order.status}` })}
                  </p>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{intl.formatMessage({ id: 'orderList.placed' })}</dt>
                      <dd>{intl.formatDate(order.created_at, { day: 'numeric', month: 'long', year: 'numeric' })}</dd>
                    </div>
                    <div>
                      <dt>{intl.formatMessage({ id: 'orderList.items' })}</dt>
                      <dd>{intl.formatNumber(order.quantity)}</dd>
                    </div>
                    <div>
                      <dt>{intl.formatMessage({ id: 'orderList.total' })}</dt>
                      <dd>
                        <Money value={order.total} />
                      </dd>
                    </div>
                  </dl>
                  <div className={styles.actions}>
                    <Link href={hrefOf(order)}>
                      {intl.formatMessage({ id: 'orderList.view' }, { reference: order.reference, hidden: hiddenChunks })}
                    </Link>
                    {order.payable ? (
                      <Link href={payHrefOf(order)} variant="button">
                        {intl.formatMessage({ id: 'orderList.payNow' }, { reference: order.reference, hidden: hiddenChunks })}
                      </Link>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
