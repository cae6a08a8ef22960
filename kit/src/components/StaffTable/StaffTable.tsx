import { useId } from 'react';
import type { StaffMember } from '../../domain/contract/admin';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { hiddenChunks } from '../internal/hiddenChunks';
import { TableHead } from '../internal/TableHead';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import { useRowAction } from '../internal/useRowAction';
import { ScrollingTable } from '../internal/ScrollingTable';
import * as table from '../internal/adminTable.css';
import * as styles from './StaffTable.css';

export type StaffTableProps = {
  /** Everyone with a role (`useStaffMembers().data`); undefined while it loads. */
  staff: readonly StaffMember[] | undefined;
  /** The list could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads again; called by "Try again", shown while `isError`. */
  onRetry?: () => void;
  /**
   * Sends a pending invitation again (POST api/admin/staff/ with the member's email, name and
   * role); resolves once sent, or rejects with the server's error, which is shown. Without it
   * there are no "Resend invitation" buttons.
   */
  onResend?: (member: StaffMember) => Promise<void>;
  /** The table's caption. @default "Staff" */
  caption?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The shop's staff: name, email, role, status and since when. A member who has not yet set
 * a password from their invitation reads "Invitation pending", with "Resend invitation";
 * the outcome is announced, a refusal shown with the server's message. A native table, so
 * screen readers announce each cell with its column; it scrolls sideways on a narrow screen.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-role="owner|fulfilment|support"] and [data-status="active|invited"] on each row
 */
export function StaffTable({ staff, isError = false, onRetry, onResend, caption, className }: StaffTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `staffTable.${id}` }, values);
  const baseId = useId();
  const idOf = (part: string) => `${baseId}-${part}`;
  const action = useRowAction(idOf);

  const state = isError && !staff ? 'error' : staff === undefined ? 'loading' : staff.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }

  // Focus stays on the button (the member is still invited); the status line is read out.
  const resend = (member: StaffMember) =>
    onResend &&
    action.run(member.id, () => onResend(member), {
      done: t('resentNotice', { email: member.email }),
      failed: t('resendFailed', { email: member.email }),
    });

  const columns = onResend
    ? (['name', 'email', 'role', 'status', 'since', 'actions'] as const)
    : (['name', 'email', 'role', 'status', 'since'] as const);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      {action.notices}
      <ScrollingTable caption={caption ?? t('caption')}>
        <TableHead columns={columns} label={t} />
        <tbody>
          {staff!.map((member) => (
            <tr key={member.id} data-role={member.role} data-status={member.status}>
              {/* An invitee who has not set their name yet is known by their email. */}
              <th scope="row" className={table.cell}>
                {member.full_name || member.email}
              </th>
              <td className={table.cell}>{member.email}</td>
              <td className={table.cell}>{intl.formatMessage({ id: `staffRole.${member.role}` })}</td>
              <td className={table.cell}>
                <span className={`${table.statusPill} ${styles.status}`} data-status={member.status}>
                  {t(`status.${member.status}`)}
                </span>
              </td>
              <td className={table.cell}>
                <time dateTime={member.created_at}>{intl.formatDate(member.created_at, { dateStyle: 'medium' })}</time>
              </td>
              {onResend ? (
                <td className={table.cell}>
                  {member.status === 'invited' ? (
                    <Button variant="secondary" isPending={action.pending === member.id} onPress={() => void resend(member)}>
                      {intl.formatMessage({ id: 'staffTable.resend' }, { email: member.email, hidden: hiddenChunks })}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </div>
  );
}
