import type { ReactNode } from 'react';
import { auditChanges } from '../../domain/account/auditChanges';
import type { AuditEntry } from '../../domain/contract/admin';
import { useIntl } from '../../i18n';
import { Pagination } from '../Pagination';
import { VisuallyHidden } from '../VisuallyHidden';
import { TableHead } from '../internal/TableHead';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import { ScrollingTable } from '../internal/ScrollingTable';
import * as table from '../internal/adminTable.css';
import * as styles from './AuditLogTable.css';

export type AuditLogTableProps = {
  /** A page of entries (`useAuditLog().data.items`), newest first; undefined while the first page loads. */
  entries: readonly AuditEntry[] | undefined;
  /** The page shown and how many there are; page links only when there is more than one. */
  page?: number;
  /** How many pages the log has; page links show only when there is more than one. */
  pageCount?: number;
  /** The address of a page, so each page is a real link (new tab, Back). */
  hrefForPage?: (page: number) => string;
  /** The page could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads again; called by "Try again", shown while `isError`. */
  onRetry?: () => void;
  /** The table's caption. @default "Audit log" */
  caption?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The audit log (who did what, when, before and after): one row per staff action with the
 * time, the staff member's email, the action, the record it changed, and what changed as a
 * list of "field: before → after" (a created record lists what it was given). Before and
 * after are also said in words for screen readers. Pages are links under the table.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 */
export function AuditLogTable({ entries, page = 1, pageCount = 1, hrefForPage, isError = false, onRetry, caption, className }: AuditLogTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `auditLogTable.${id}` });
  const state = isError && !entries ? 'error' : entries === undefined ? 'loading' : entries.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }
  const columns = ['when', 'who', 'action', 'subject', 'changes'] as const;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      <ScrollingTable caption={caption ?? t('caption')}>
        <TableHead columns={columns} label={t} />
        <tbody>
          {entries!.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={table.cell}>
                <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
              </th>
              <td className={table.cell}>{entry.actor_email}</td>
              <td className={`${table.cell} ${table.mono}`}>{entry.action}</td>
              <td className={`${table.cell} ${table.mono}`}>{entry.subject}</td>
              <td className={table.cell}>
                <Changes before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      {hrefForPage && pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}

function Changes({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `auditLogTable.${id}` });
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={table.muted}>{t('noChanges')}</span>;
  const side = (label: string, value: unknown, className: string): ReactNode => (
    <span className={className}>
      <VisuallyHidden elementType="span">{label} </VisuallyHidden>
      {shown(value, t('none'))}
    </span>
  );
  return (
    <dl className={styles.changes}>
      {changes.map((change) => (
        <div key={change.field} className={styles.change}>
          {change.field ? <dt className={styles.field}>{change.field}</dt> : null}
          <dd className={styles.values}>
            {'before' in change ? side(t('before'), change.before, styles.before) : null}
            {'before' in change && 'after' in change ? (
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            ) : null}
            {'after' in change ? side(t('after'), change.after, styles.after) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A recorded value as text: strings as they are, nothing as "none", the rest as JSON. */
function shown(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
