import { useId, useState } from 'react';
import type { AdminCoupon, UpdateCouponRequest } from '../../domain/contract/adminCoupons';
import type { Money as MoneyValue } from '../../domain/money';
import { Money, useIntl } from '../../i18n';
import type { IntlShape } from '../../i18n/createIntl';
import { Button } from '../Button';
import { CouponChangeDialog } from '../CouponChangeDialog';
import { ConfirmDialog } from '../internal/ConfirmDialog';
import { hiddenChunks } from '../internal/hiddenChunks';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import { useRowAction } from '../internal/useRowAction';
import { ScrollingTable } from '../internal/ScrollingTable';
import * as table from '../internal/adminTable.css';
import * as styles from './CouponTable.css';

export type CouponTableProps = {
  /** A page of coupons (`useAdminCoupons().data.items`); undefined while the first page loads. */
  rows: readonly AdminCoupon[] | undefined;
  /** The page could not be loaded: says so in place of the rows, with "Try again". @default false */
  isError?: boolean;
  /** Loads again; called by "Try again", shown while `isError`. */
  onRetry?: () => void;
  /**
   * Ends a coupon now, after the owner confirms; resolves once stored, or rejects with the
   * server's error, which is shown. Without it there are no Expire buttons.
   */
  onExpire?: (coupon: AdminCoupon) => Promise<void>;
  /**
   * Changes a coupon's use limit or last day (`CouponChangeDialog`, opened by the row's Edit
   * button) with what changed only; resolves once stored, or rejects with the server's error,
   * which the dialog shows next to its field. Without it there are no Edit buttons.
   */
  onUpdate?: (coupon: AdminCoupon, change: UpdateCouponRequest) => Promise<void>;
  /** The table's caption. @default "Coupons" */
  caption?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

type Formatter = IntlShape<unknown>;

const instant = (intl: Formatter, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A coupon's terms in words: "15% off", "£10.00 or €12.00 off, on orders of £100.00 or
 * €120.00 or more", each amount a `Money` in its own currency's format.
 */
export function CouponTerms({ coupon }: { coupon: Pick<AdminCoupon, 'kind' | 'percent_bp' | 'amounts' | 'min_subtotals'> }) {
  const intl = useIntl();
  // "£10.00 or €12.00": the locale's list words around each amount drawn by `Money`.
  const amounts = (values: readonly MoneyValue[]) => {
    let next = 0;
    return new Intl.ListFormat(intl.locale, { type: 'disjunction' })
      .formatToParts(values.map((value) => value.currency))
      .map((part, index) => (part.type === 'element' ? <Money key={index} value={values[next++]!} /> : part.value));
  };
  const off =
    coupon.kind === 'percent'
      ? intl.formatMessage(
          { id: 'adminCoupons.table.percentOff' },
          { percent: intl.formatNumber((coupon.percent_bp ?? 0) / 10_000, { style: 'percent', maximumFractionDigits: 2 }) },
        )
      : intl.formatMessage({ id: 'adminCoupons.table.amountOff' }, { amounts: amounts(coupon.amounts) });
  if (coupon.min_subtotals.length === 0) return <>{off}</>;
  return <>{intl.formatMessage({ id: 'adminCoupons.table.withMinimum' }, { terms: off, minimum: amounts(coupon.min_subtotals) })}</>;
}

/**
 * The back office's coupons: code, terms in words (money in each currency's own format),
 * storefronts, validity, uses ("3 of 50") and a status badge. "Expire" asks first, in a
 * dialog whose safe answer comes first; the outcome is announced, a refusal shown with the
 * server's message, and focus goes back to where the owner was.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-status="scheduled|active|expired|used_up"] on each coupon's row and badge
 */
export function CouponTable({ rows, isError = false, onRetry, onExpire, onUpdate, caption, className }: CouponTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `adminCoupons.table.${id}` }, values);
  const baseId = useId();
  const idOf = (part: string) => `${baseId}-${part}`;
  const [asking, setAsking] = useState<AdminCoupon | null>(null);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [saving, setSaving] = useState(false);
  /** The row whose Edit button takes focus back when the dialog closes. */
  const [edited, setEdited] = useState<number | null>(null);
  const action = useRowAction(idOf);

  const state = isError ? 'error' : rows === undefined ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  if (state !== 'ready') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }

  const expire = async (coupon: AdminCoupon) => {
    setAsking(null);
    if (!onExpire) return;
    // An expired coupon has no Expire button any more: focus goes to the announcement.
    await action.run(coupon.id, () => onExpire(coupon), {
      done: t('expiredNotice', { code: coupon.code }),
      failed: t('expireFailed', { code: coupon.code }),
      focusDone: true,
    });
  };

  // A refusal rejects to the dialog, which shows it next to its field and stays open.
  const update = async (coupon: AdminCoupon, change: UpdateCouponRequest) => {
    if (!onUpdate) return;
    setSaving(true);
    try {
      await onUpdate(coupon, change);
      setEditing(null);
      action.announce(t('updatedNotice', { code: coupon.code }));
    } finally {
      setSaving(false);
    }
  };
  // Focus back to the row's Edit button (the status line announces the change); if a filter
  // dropped the row, to the status line itself.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const button = edited === null ? null : document.getElementById(idOf(`edit-${edited}`));
    (button ?? document.getElementById(idOf('status')))?.focus();
  };

  const storefrontsText = (coupon: AdminCoupon) =>
    coupon.storefronts === 'all'
      ? t('allStorefronts')
      : intl.formatList(coupon.storefronts.map((country) => intl.formatDisplayName(country, { type: 'region' }) ?? country));
  const validityText = (coupon: AdminCoupon) => {
    const { valid_from: from, valid_until: until } = coupon;
    if (from && until) return t('between', { from: instant(intl, from), until: instant(intl, until) });
    if (until) return t('until', { until: instant(intl, until) });
    return from ? t('from', { from: instant(intl, from) }) : t('always');
  };
  const usesText = (coupon: AdminCoupon) =>
    coupon.max_uses === null
      ? t('usesUnlimited', { used: intl.formatNumber(coupon.times_used) })
      : t('usesOf', { used: intl.formatNumber(coupon.times_used), max: intl.formatNumber(coupon.max_uses) });
  const columns =
    onExpire || onUpdate
      ? (['code', 'terms', 'storefronts', 'validity', 'uses', 'status', 'actions'] as const)
      : (['code', 'terms', 'storefronts', 'validity', 'uses', 'status'] as const);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      {action.notices}
      <ScrollingTable caption={caption ?? t('caption')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${table.cell} ${table.headCell} ${column === 'uses' ? table.number : ''}`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows!.map((coupon) => (
            <tr key={coupon.id} data-status={coupon.status}>
              <th scope="row" className={`${table.cell} ${table.mono}`}>
                {coupon.code}
              </th>
              <td className={table.cell}>
                <CouponTerms coupon={coupon} />
              </td>
              <td className={table.cell}>{storefrontsText(coupon)}</td>
              <td className={table.cell}>{validityText(coupon)}</td>
              <td className={`${table.cell} ${table.number}`}>{usesText(coupon)}</td>
              <td className={table.cell}>
                <span className={`${table.statusPill} ${styles.status}`} data-status={coupon.status}>
                  {t(`status.${coupon.status}`)}
                </span>
              </td>
              {onExpire || onUpdate ? (
                <td className={table.cell}>
                  <div className={styles.actions}>
                    {onUpdate ? (
                      <Button
                        id={idOf(`edit-${coupon.id}`)}
                        variant="secondary"
                        onPress={() => {
                          setEdited(coupon.id);
                          setEditing(coupon);
                        }}
                      >
                        {intl.formatMessage({ id: 'adminCoupons.table.edit' }, { code: coupon.code, hidden: hiddenChunks })}
                      </Button>
                    ) : null}
                    {!onExpire || coupon.status === 'expired' ? null : (
                      <Button
                        id={idOf(`expire-${coupon.id}`)}
                        variant="secondary"
                        isPending={action.pending === coupon.id}
                        onPress={() => setAsking(coupon)}
                      >
                        {intl.formatMessage({ id: 'adminCoupons.table.expire' }, { code: coupon.code, hidden: hiddenChunks })}
                      </Button>
                    )}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ConfirmDialog
        name="expire-coupon"
        open={asking !== null}
        title={asking ? t('expireTitle', { code: asking.code }) : ''}
        description={asking ? t('expireDescription', { code: asking.code }) : ''}
        confirmLabel={t('expireConfirm')}
        cancelLabel={t('expireCancel')}
        onConfirm={() => asking && void expire(asking)}
        onCancel={() => setAsking(null)}
      />
      {onUpdate ? (
        <CouponChangeDialog
          coupon={editing}
          isSubmitting={saving}
          onSubmit={(change) => update(editing!, change)}
          onCancel={() => setEditing(null)}
          onCloseAutoFocus={returnFocus}
        />
      ) : null}
    </div>
  );
}
