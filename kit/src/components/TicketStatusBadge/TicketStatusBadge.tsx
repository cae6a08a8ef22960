import type { TicketStatus } from '../../domain/support/inboxMessages';
import { useIntl } from '../../i18n';
import * as styles from './TicketStatusBadge.css';

export type TicketStatusBadgeProps = {
  /** The support ticket's status (`ticketStatuses`). */
  status: TicketStatus;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * A support ticket's status as a short label: open (waiting for staff), waiting on the
 * customer, or closed. Colour only adds to the text.
 *
 * @selector [data-status="open|waiting_on_customer|closed"]
 */
export function TicketStatusBadge({ status, className }: TicketStatusBadgeProps) {
  const intl = useIntl();
  return (
    <span className={`${styles.badge} ${styles.ticketStatus}${className ? ` ${className}` : ''}`} data-status={status}>
      {intl.formatMessage({ id: `adminSupport.status.${status}` })}
    </span>
  );
}
