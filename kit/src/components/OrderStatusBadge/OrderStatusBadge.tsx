import type { OrderStatus } from '../../domain/contract/commerce';
import { useIntl } from '../../i18n';
import * as styles from './OrderStatusBadge.css';

export type OrderStatusBadgeProps = {
  /** SPEC §4 "Order statuses". */
  status: OrderStatus;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * An order's status as a short label (the shop's own words: "Delivered" for completed), so
 * the back office and the customer read the same thing. Colour only adds to the text.
 *
 * @selector [data-status="<order status>"]
 */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const intl = useIntl();
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-status={status}>
      {intl.formatMessage({ id: `orderStatus.${status}` })}
    </span>
  );
}
