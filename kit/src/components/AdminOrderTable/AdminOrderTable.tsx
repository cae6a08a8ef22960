import type { AdminOrderRow } from '../../domain/contract/admin';
import { Money, useIntl } from '../../i18n';
import { Link } from '../Link';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { AdminDataTable } from '../internal/AdminDataTable';
import * as table from '../internal/adminTable.css';

export type AdminOrderTableProps = {
  /** A page of orders (`useAdminOrders().data.items`); undefined while the first page loads. */
  orders: readonly AdminOrderRow[] | undefined;
  /** The order's page in the back office. */
  hrefOf: (order: AdminOrderRow) => string;
  /** The page could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads the page again. */
  onRetry?: () => void;
  /** The table's caption. @default "Orders" */
  caption?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

const columns = ['reference', 'placed', 'customer', 'storefront', 'status', 'total'] as const;

/**
 * The back office's order list: one row per order with its reference (a link to it),
 * when it was placed, the customer, the storefront, the status and the total. A native
 * table, so screen readers announce each cell with its column; it scrolls sideways on a
 * narrow screen, and its links are reached by Tab.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-status="<order status>"] on each row
 */
export function AdminOrderTable({ orders, hrefOf, isError = false, onRetry, caption, className }: AdminOrderTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminOrderTable.${id}` });
  return (
    <AdminDataTable
      items={orders}
      isError={isError}
      onRetry={onRetry}
      className={className}
      caption={caption ?? t('caption')}
      columns={columns.map((id) => ({ id, label: t(id), numeric: id === 'total' }))}
      placeholder={{ loading: t('loading'), empty: t('empty'), error: t('error'), retry: t('retry') }}
      row={(order) => (
        <tr key={order.id} data-status={order.status}>
          <th scope="row" className={table.cell}>
            <Link href={hrefOf(order)} className={table.mono}>
              {order.reference}
            </Link>
          </th>
          <td className={table.cell}>
            <time dateTime={order.created_at}>{intl.formatDate(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </td>
          <td className={table.cell}>
            {order.customer_name}
            <span className={table.muted}>{order.email}</span>
          </td>
          <td className={table.cell}>{intl.formatDisplayName(order.storefront, { type: 'region' }) ?? order.storefront}</td>
          <td className={table.cell}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className={`${table.cell} ${table.number}`}>
            <Money value={order.total} />
          </td>
        </tr>
      )}
    />
  );
}
