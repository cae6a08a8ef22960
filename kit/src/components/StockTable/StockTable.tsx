import { Fragment, useId, useState, type FormEvent } from 'react';
import { partCategories } from '../../domain/catalogue/parts';
import type { StockRow, UpdateStockRequest } from '../../domain/contract/admin';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { hiddenChunks } from '../internal/hiddenChunks';
import { RefusalNotice } from '../internal/RefusalNotice';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import { rejectionOf, type Rejection } from '../internal/rejection';
import { useFocusRequest } from '../internal/useFocusRequest';
import { ScrollingTable } from '../internal/ScrollingTable';
import * as table from '../internal/adminTable.css';
import * as styles from './StockTable.css';

export type StockTableProps = {
  /** A page of parts (`useStock().data.items`); undefined while the first page loads. */
  rows: readonly StockRow[] | undefined;
  /** The page could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads again; called by "Try again", shown while `isError`. */
  onRetry?: () => void;
  /**
   * Saves an edit; resolves once stored, or rejects with the server's error (`message`,
   * `fields`), which is shown. Without it the table is read-only (a role that may read stock
   * but not change it): no Edit buttons.
   */
  onSave?: (partId: number, body: UpdateStockRequest) => Promise<void>;
  /** The table's caption. @default "Parts and their stock" */
  caption?: string;
  /** Level of the edit form' titles: one below the heading the component sits under. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/** Lead times the form accepts: a supplier quoting more than a year is not a lead time. */
const MAX_LEAD_TIME_DAYS = 365;

type Draft = { stock: string; lead_time_days: string; restock_days: string; reason: string };

const wholeNumber = (text: string, max = Number.MAX_SAFE_INTEGER) => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
};

function stateOf(row: StockRow): 'digital' | 'backorder' | 'out' | 'low' | 'stocked' {
  if (row.digital) return 'digital';
  if (row.stock === 0) return row.restock_days === null ? 'out' : 'backorder';
  return row.low ? 'low' : 'stocked';
}

/**
 * Parts with their stock, lead time, restock time and state (low, out of stock, on backorder
 * when the supplier restocks; digital items such as operating-system licences carry no
 * physical stock). "Edit" opens a form under the part's row for its stock, lead time and
 * restock time (empty: the supplier takes no backorders) with a required reason, kept in the
 * audit log. A refusal shows the server's message and keeps what was typed; a save is announced.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-stock="digital|backorder|out|low|stocked"] on each part's row
 */
export function StockTable({ rows, isError = false, onRetry, onSave, caption, headingLevel = 3, className }: StockTableProps) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `stockTable.${id}` }, values);
  const baseId = useId();
  const idOf = (part: string) => `${baseId}-${part}`;
  const [editing, setEditing] = useState<StockRow | null>(null);
  const [draft, setDraft] = useState<Draft>({ stock: '', lead_time_days: '', restock_days: '', reason: '' });
  const [checked, setChecked] = useState<Partial<Record<keyof Draft, string>>>({});
  const [refusal, setRefusal] = useState<Rejection | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const requestFocus = useFocusRequest();
  const setFocusTarget = (part: string) => requestFocus(idOf(part));

  const state = isError ? 'error' : rows === undefined ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }

  const startEditing = (row: StockRow) => {
    setEditing(row);
    setDraft({
      stock: String(row.stock),
      lead_time_days: String(row.lead_time_days),
      restock_days: row.restock_days === null ? '' : String(row.restock_days),
      reason: '',
    });
    setChecked({});
    setRefusal(null);
    setSaved(null);
    setFocusTarget(row.digital ? 'lead_time_days' : 'stock');
  };
  const stopEditing = () => {
    if (editing) setFocusTarget(`edit-${editing.part_id}`);
    setEditing(null);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || saving || !onSave) return;
    const stock = editing.digital ? null : wholeNumber(draft.stock);
    const leadTime = wholeNumber(draft.lead_time_days, MAX_LEAD_TIME_DAYS);
    // Empty: the supplier takes no backorders.
    const restock = draft.restock_days.trim() === '' ? null : wholeNumber(draft.restock_days, MAX_LEAD_TIME_DAYS);
    const errors: Partial<Record<keyof Draft, string>> = {};
    if (!editing.digital && stock === null) errors.stock = t('stockInvalid');
    if (leadTime === null) errors.lead_time_days = t('leadTimeInvalid');
    if (!editing.digital && draft.restock_days.trim() !== '' && restock === null) errors.restock_days = t('restockInvalid');
    if (!draft.reason.trim()) errors.reason = t('reasonRequired');
    setChecked(errors);
    const first = (['stock', 'lead_time_days', 'restock_days', 'reason'] as const).find((field) => errors[field]);
    if (first) {
      setFocusTarget(first);
      return;
    }
    const body: UpdateStockRequest = { lead_time_days: leadTime!, reason: draft.reason.trim() };
    if (stock !== null) body.stock = stock;
    if (!editing.digital) body.restock_days = restock;
    setSaving(true);
    setRefusal(null);
    try {
      await onSave(editing.part_id, body);
      setSaved(t('saved', { name: editing.name }));
      setEditing(null);
      setFocusTarget('status');
    } catch (error) {
      setRefusal(rejectionOf(error));
      setFocusTarget('refusal');
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (field: keyof Draft) => checked[field] ?? refusal?.fields[field];
  const field = (name: keyof Draft) => ({
    id: idOf(name),
    name,
    value: draft[name],
    errorMessage: fieldError(name),
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const categoryName = (category: string) =>
    (partCategories as readonly string[]).includes(category) ? intl.formatMessage({ id: `configurator.slot.${category}` }) : category;
  const columns = onSave
    ? (['part', 'category', 'stock', 'leadTime', 'restock', 'state', 'actions'] as const)
    : (['part', 'category', 'stock', 'leadTime', 'restock', 'state'] as const);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      <p id={idOf('status')} role="status" tabIndex={-1} className={styles.announcement}>
        {saved ?? ''}
      </p>
      <ScrollingTable caption={caption ?? t('caption')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${table.cell} ${table.headCell} ${column === 'stock' || column === 'leadTime' || column === 'restock' ? table.number : ''}`}
              >
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows!.map((row) => {
            const rowState = stateOf(row);
            const isEditing = editing?.part_id === row.part_id;
            return (
              <Fragment key={row.part_id}>
                <tr data-stock={rowState}>
                  <th scope="row" className={table.cell}>
                    {row.name}
                    <span className={`${table.muted} ${table.mono}`}>{row.reference}</span>
                  </th>
                  <td className={table.cell}>{categoryName(row.category)}</td>
                  <td className={`${table.cell} ${table.number}`}>{row.digital ? t('noStock') : intl.formatNumber(row.stock)}</td>
                  <td className={`${table.cell} ${table.number}`}>{t('days', { days: row.lead_time_days })}</td>
                  <td className={`${table.cell} ${table.number}`}>
                    {row.digital ? t('noStock') : row.restock_days === null ? t('noBackorders') : t('days', { days: row.restock_days })}
                  </td>
                  <td className={table.cell}>
                    <span className={styles.state} data-state={rowState}>
                      {t({ digital: 'digital', backorder: 'onBackorder', out: 'outOfStock', low: 'low', stocked: 'inStock' }[rowState])}
                    </span>
                  </td>
                  {onSave ? (
                    <td className={table.cell}>
                      <Button
                        id={idOf(`edit-${row.part_id}`)}
                        variant="secondary"
                        aria-expanded={isEditing}
                        aria-controls={isEditing ? idOf('form') : undefined}
                        onPress={() => (isEditing ? stopEditing() : startEditing(row))}
                      >
                        {intl.formatMessage({ id: 'stockTable.edit' }, { name: row.name, hidden: hiddenChunks })}
                      </Button>
                    </td>
                  ) : null}
                </tr>
                {isEditing ? (
                  <tr className={styles.editRow}>
                    <td colSpan={columns.length} className={table.cell}>
                      <form id={idOf('form')} className={styles.form} aria-labelledby={idOf('form-title')} noValidate onSubmit={submit}>
                        <Heading id={idOf('form-title')} className={styles.formTitle}>
                          {t('editTitle', { name: row.name })}
                        </Heading>
                        {refusal ? <RefusalNotice id={idOf('refusal')} title={t('failed')} refusal={refusal} /> : null}
                        <div className={styles.fields}>
                          {row.digital ? null : <TextField {...field('stock')} label={t('stockField')} inputMode="numeric" isRequired />}
                          <TextField {...field('lead_time_days')} label={t('leadTimeField')} inputMode="numeric" isRequired />
                          {row.digital ? null : (
                            <TextField {...field('restock_days')} label={t('restockField')} description={t('restockHint')} inputMode="numeric" />
                          )}
                        </div>
                        <TextField {...field('reason')} label={t('reason')} description={t('reasonHint')} isRequired />
                        <div className={styles.buttons}>
                          <Button type="submit" isPending={saving}>
                            {t('save')}
                          </Button>
                          <Button variant="secondary" onPress={stopEditing}>
                            {t('cancel')}
                          </Button>
                        </div>
                      </form>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </ScrollingTable>
    </div>
  );
}
