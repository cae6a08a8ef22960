import { useId } from 'react';
import type { SupportTicketDetail } from '../../domain/contract/adminSupport';
import { useIntl } from '../../i18n';
import * as styles from './TicketThread.css';

export type TicketThreadProps = {
  /** The ticket with its replies, oldest first (`useSupportTicket().data`). */
  ticket: SupportTicketDetail;
  /** Heading level of each message's heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Label of the list, e.g. the heading it sits under. */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * A support ticket's conversation as an ordered list: the customer's message first (who,
 * when, the order number and phone they gave), then each staff reply with its author and
 * time. Every text is shown as plain text, line breaks kept: markup a sender typed is
 * shown as the characters they typed, never interpreted.
 *
 * @selector [data-from="customer|staff"] on each message
 */
export function TicketThread({ ticket, headingLevel = 3, className, ...rest }: TicketThreadProps) {
  const intl = useIntl();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `adminSupport.thread.${id}` }, values);
  const when = (at: string) => <time dateTime={at}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  const given = [
    ticket.order_number ? t('orderNumber', { orderNumber: ticket.order_number }) : null,
    ticket.phone_number ? t('phone', { phone: ticket.phone_number }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <ol className={className ? `${styles.thread} ${className}` : styles.thread} aria-label={rest['aria-label']}>
      <li>
        <article className={styles.message} data-from="customer" aria-labelledby={`${baseId}-customer`}>
          <Heading id={`${baseId}-customer`} className={styles.heading}>
            {t('from', { name: ticket.full_name, email: ticket.email })}
          </Heading>
          <p className={styles.meta}>
            {when(ticket.created_at)}
            {given.length > 0 ? ` · ${given.join(' · ')}` : null}
          </p>
          <p className={styles.body}>{ticket.message}</p>
        </article>
      </li>
      {ticket.replies.map((reply) => (
        <li key={reply.id}>
          <article className={styles.message} data-from="staff" aria-labelledby={`${baseId}-reply-${reply.id}`}>
            <Heading id={`${baseId}-reply-${reply.id}`} className={styles.heading}>
              {t('reply', { author: reply.author })}
            </Heading>
            <p className={styles.meta}>{when(reply.created_at)}</p>
            <p className={styles.body}>{reply.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
