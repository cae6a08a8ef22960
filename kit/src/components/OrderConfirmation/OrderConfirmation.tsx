import { useId } from 'react';
import type { Order } from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './OrderConfirmation.css';

export type OrderConfirmationProps = {
  /** The order just placed: its reference, ship and delivery dates, total and number of items. */
  order: Pick<Order, 'reference' | 'estimated_ship_date' | 'expected_delivery_date' | 'total' | 'quantity'>;
  /** The order's details page in the account. */
  detailsHref: string;
  /** Where to keep shopping. */
  shopHref?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * SPEC §2 "Success page shows an order reference and estimated ship date": the
 * thanks, the reference to quote, the estimated ship date, the expected delivery, what was
 * paid and a link to the order in the account.
 */
export function OrderConfirmation({ order, detailsHref, shopHref, headingLevel = 2, className }: OrderConfirmationProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = (iso: string) => intl.formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section aria-labelledby={titleId} className={className ? `${styles.confirmation} ${className}` : styles.confirmation}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'orderConfirmation.title' })}
      </Heading>
      <p className={styles.text}>{intl.formatMessage({ id: 'orderConfirmation.text' })}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{intl.formatMessage({ id: 'orderConfirmation.reference' })}</dt>
          <dd className={styles.reference}>{order.reference}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{intl.formatMessage({ id: 'orderConfirmation.shipDate' })}</dt>
          <dd>{date(order.estimated_ship_date)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{intl.formatMessage({ id: 'orderConfirmation.delivery' })}</dt>
          <dd>{date(order.expected_delivery_date)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{intl.formatMessage({ id: 'orderConfirmation.paid' }, { count: order.quantity })}</dt>
          <dd>
            <Money value={order.total} />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link href={detailsHref} variant="button">
          {intl.formatMessage({ id: 'orderConfirmation.viewOrder' })}
        </Link>
        {shopHref ? <Link href={shopHref}>{intl.formatMessage({ id: 'orderConfirmation.keepShopping' })}</Link> : null}
      </div>
    </section>
  );
}
