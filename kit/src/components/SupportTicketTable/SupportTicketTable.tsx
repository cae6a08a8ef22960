import type { SupportTicketRow } from '../../domain/contract/adminSupport';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import { TicketStatusBadge } from '../TicketStatusBadge';
import { AdminDataTable } from '../internal/AdminDataTable';
import * as table from '../internal/adminTable.css';

export type SupportTicketTableProps = {
  /** A page of tickets (`useSupportTickets().data.items`); undefined while the first page loads. */
  tickets: readonly SupportTicketRow[] | undefined;
  /** The ticket's page in the back office. */
  hrefOf: (ticket: SupportTicketRow) => string;
  /** The page could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads the page again. */
  onRetry?: () => void;
  /** The table's caption. @default "Support tickets" */
  caption?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

const columns = ['reference', 'received', 'sender', 'storefront', 'status', 'replies'] as const;

/**
 * The support inbox: one row per contact-us ticket with its reference (a link to it), when
 * it was received, who sent it, the storefront (the language to answer in), its status and
 * how many replies it has had. A native table, so each cell is announced with its column.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-status="open|waiting_on_customer|closed"] on each row
 */
export function SupportTicketTable({ tickets, hrefOf, isError = false, onRetry, caption, className }: SupportTicketTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminSupport.table.${id}` });
  return (
    <AdminDataTable
      items={tickets}
      isError={isError}
      onRetry={onRetry}
      className={className}
      caption={caption ?? t('caption')}
      columns={columns.map((id) => ({ id, label: t(id), numeric: id === 'replies' }))}
      placeholder={{ loading: t('loading'), empty: t('empty'), error: t('error'), retry: t('retry') }}
      row={(ticket) => (
        <tr key={ticket.id} data-status={ticket.status}>
          <th scope="row" className={table.cell}>
            <Link href={hrefOf(ticket)} className={table.mono}>
              {ticket.reference}
            </Link>
          </th>
          <td className={table.cell}>
            <time dateTime={ticket.created_at}>{intl.formatDate(ticket.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </td>
          <td className={table.cell}>
            {ticket.full_name}
            <span className={table.muted}>{ticket.email}</span>
          </td>
          <td className={table.cell}>{intl.formatDisplayName(ticket.storefront, { type: 'region' }) ?? ticket.storefront}</td>
          <td className={table.cell}>
            <TicketStatusBadge status={ticket.status} />
          </td>
          <td className={`${table.cell} ${table.number}`}>{intl.formatNumber(ticket.reply_count)}</td>
        </tr>
      )}
    />
  );
}
