import type { OrderHistoryEntry } from '../../domain/contract/commerce';
import { useIntl } from '../../i18n';
import { OrderStatusBadge } from '../OrderStatusBadge';
import * as styles from './OrderTimeline.css';

export type OrderTimelineProps = {
  /** The order's history, oldest first (`AdminOrderDetail.history`). */
  history: readonly OrderHistoryEntry[];
  /** Label of the list, e.g. the heading it sits under. */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * An order's history as an ordered list: each step's status, when it happened, who moved
 * it, and the note that explains it (a cancel reason, the carrier and tracking number, a
 * refund reference) as plain text. The latest step is marked.
 *
 * @selector [data-status="<order status>"] on each entry
 * @selector [aria-current="step"] on the latest entry
 */
export function OrderTimeline({ history, className, ...rest }: OrderTimelineProps) {
  const intl = useIntl();
  if (history.length === 0) {
    return <p className={className ? `${styles.empty} ${className}` : styles.empty}>{intl.formatMessage({ id: 'orderTimeline.empty' })}</p>;
  }
  return (
    <ol className={className ? `${styles.list} ${className}` : styles.list} aria-label={rest['aria-label']}>
      {history.map((entry, index) => (
        <li
          key={`${entry.at}-${entry.status}`}
          className={styles.entry}
          data-status={entry.status}
          aria-current={index === history.length - 1 ? 'step' : undefined}
        >
          <OrderStatusBadge status={entry.status} />
          <span className={styles.when}>
            <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            {' · '}
            {intl.formatMessage({ id: `orderTimeline.actor.${entry.actor}` })}
          </span>
          {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
