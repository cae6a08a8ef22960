import type { ReactNode } from 'react';
import { ScrollingTable } from './ScrollingTable';
import { TablePlaceholder } from './TablePlaceholder';
import * as table from './adminTable.css';

export type AdminDataTableProps<T> = {
  /** A page of rows; undefined while the first page loads. */
  items: readonly T[] | undefined;
  /** The page could not be loaded: says so in place of the rows, with a retry button. */
  isError: boolean;
  onRetry?: (() => void) | undefined;
  caption: string;
  /** The column headings in order; numeric columns align to the end. */
  columns: readonly { id: string; label: string; numeric?: boolean }[];
  /** What to say in place of the rows, and the retry button's label, in the reader's language. */
  placeholder: Record<'loading' | 'empty' | 'error' | 'retry', string>;
  /** One item's `<tr>` (keyed). */
  row: (item: T) => ReactNode;
  className?: string | undefined;
};

/**
 * The frame of the back office's lists (orders, support tickets): a captioned native table
 * that scrolls sideways on a narrow screen, or, while loading, when empty or after a
 * failure, the placeholder that says so.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 */
export function AdminDataTable<T>({ items, isError, onRetry, caption, columns, placeholder, row, className }: AdminDataTableProps<T>) {
  const state = isError ? 'error' : items === undefined ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={placeholder[state]} retryLabel={placeholder.retry} onRetry={onRetry} className={className} />;
  }
  return (
    <ScrollingTable caption={caption} state={state} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={`${table.cell} ${table.headCell} ${column.numeric ? table.number : ''}`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{items!.map(row)}</tbody>
    </ScrollingTable>
  );
}
