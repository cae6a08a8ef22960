import { useId, useState } from 'react';
import type { CartSummary as CartSummaryValue } from '../../domain';
import { Money, useIntl } from '../../i18n';
import * as styles from './CartSummary.css';

export type CartSummaryProps = {
  /** The server's summary (SPEC §3 "Cart summary"); undefined while the first one loads. */
  summary: CartSummaryValue | undefined;
  /** The cart changed since `summary` was computed: the figures are dimmed and marked busy. @default false */
  isStale?: boolean;
  /** The summary could not be computed: says so instead of figures. @default false */
  hasError?: boolean;
  /** The summary's heading. @default the catalogue's "Order summary" */
  title?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * On a phone (below 640 px) show only the total, with a "Show details" button for the rest,
   * so the page's main button comes sooner; on wider screens every figure shows. @default false
   */
  collapsible?: boolean;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The order summary (SPEC §3): subtotal, the coupon's discount, VAT (included in
 * the prices), shipping — 'Free' at zero, 'To be confirmed' before a destination is known —
 * the total, the shipping time and the expected delivery. Every figure is the server's;
 * nothing is computed here. While a recalculation is under way the old figures stay, dimmed
 * and `aria-busy`, so nothing jumps.
 *
 * @selector [data-stale] while the figures are being recalculated
 * @selector [data-expanded="true|false"] on a collapsible summary
 * @selector [data-state="loading|error|ready"]
 */
export function CartSummary({
  summary,
  isStale = false,
  hasError = false,
  title,
  headingLevel = 2,
  collapsible = false,
  className,
}: CartSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const figuresId = useId();
  const [expanded, setExpanded] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const state = summary ? 'ready' : hasError ? 'error' : 'loading';
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id: `cartSummary.${id}` }, values as never);

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || isStale || undefined}
      className={className ? `${styles.summary} ${className}` : styles.summary}
      data-stale={isStale || undefined}
      data-state={state}
      data-expanded={collapsible ? expanded : undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title ?? t('title')}
        </Heading>
        {collapsible && state === 'ready' ? (
          <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={figuresId} onClick={() => setExpanded(!expanded)}>
            {t(expanded ? 'hideDetails' : 'showDetails')}
          </button>
        ) : null}
      </div>
      {state === 'error' ? (
        <p role="alert" className={styles.notice} data-tone="error">
          {t('error')}
        </p>
      ) : state === 'loading' ? (
        <p role="status" className={styles.notice}>
          {t('loading')}
        </p>
      ) : (
        <dl id={figuresId} className={styles.figures}>
          <div className={styles.row}>
            <dt>{t('subtotal')}</dt>
            <dd>
              <Money value={summary!.subtotal} />
            </dd>
          </div>
          {summary!.discount.amount > 0 ? (
            <div className={styles.row} data-part="discount">
              <dt>{summary!.coupon ? t('discountWithCode', { code: summary!.coupon.code }) : t('discount')}</dt>
              <dd>{t('minus', { amount: <Money key="discount" value={summary!.discount} /> })}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>{t('shipping')}</dt>
            <dd data-part="shipping">
              {summary!.shipping_price === null ? (
                t('toBeConfirmed')
              ) : summary!.shipping_price.amount === 0 ? (
                t('free')
              ) : (
                <Money value={summary!.shipping_price} />
              )}
            </dd>
          </div>
          <div className={`${styles.row} ${styles.totalRow}`}>
            <dt>{t('total')}</dt>
            <dd data-part="total">
              <Money value={summary!.total_price} />
            </dd>
          </div>
          <div className={`${styles.row} ${styles.minorRow}`}>
            <dt>{t('vat')}</dt>
            <dd>
              <Money value={summary!.vat} />
            </dd>
          </div>
          <div className={`${styles.row} ${styles.minorRow}`}>
            <dt>{t('shippingTime')}</dt>
            <dd>{t('workingDays', { days: summary!.shipping_time })}</dd>
          </div>
          <div className={`${styles.row} ${styles.minorRow}`}>
            <dt>{t('expectedDelivery')}</dt>
            <dd>
              {summary!.expected_delivery_time
                ? intl.formatDate(summary!.expected_delivery_time, { day: 'numeric', month: 'long', year: 'numeric' })
                : t('toBeConfirmed')}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
