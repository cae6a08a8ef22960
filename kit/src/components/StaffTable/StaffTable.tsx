import type { StaffMember } from '../../domain/contract/admin';
import { useIntl } from '../../i18n';
import { TableHead } from '../internal/TableHead';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import * as table from '../internal/adminTable.css';

export type StaffTableProps = {
  /** Everyone with a role (`useStaffMembers().data`); undefined while it loads. */
  staff: readonly StaffMember[] | undefined;
  /** The list could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** The table's caption. @default "Staff" */
  caption?: string;
  className?: string;
};

/**
 * The shop's staff: name, email, role and since when. A native table, so screen readers
 * announce each cell with its column; it scrolls sideways on a narrow screen.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-role="owner|fulfilment|support"] on each row
 */
export function StaffTable({ staff, isError = false, onRetry, caption, className }: StaffTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `staffTable.${id}` });
  const state = isError && !staff ? 'error' : staff === undefined ? 'loading' : staff.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }
  const columns = ['name', 'email', 'role', 'since'] as const;
  return (
    <div className={className ? `${table.scroller} ${className}` : table.scroller} data-state={state}>
      <table className={table.table}>
        <caption className={table.caption}>{caption ?? t('caption')}</caption>
        <TableHead columns={columns} label={t} />
        <tbody>
          {staff!.map((member) => (
            <tr key={member.id} data-role={member.role}>
              {/* An invitee who has not set their name yet is known by their email. */}
              <th scope="row" className={table.cell}>
                {member.full_name || member.email}
              </th>
              <td className={table.cell}>{member.email}</td>
              <td className={table.cell}>{intl.formatMessage({ id: `staffRole.${member.role}` })}</td>
              <td className={table.cell}>
                <time dateTime={member.created_at}>{intl.formatDate(member.created_at, { dateStyle: 'medium' })}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
