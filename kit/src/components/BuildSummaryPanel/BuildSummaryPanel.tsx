import { useId, type ReactNode } from 'react';
import type { ConfiguratorSlot, Money as MoneyValue, PowerEstimate } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import { PsuLoadMeter } from '../PsuLoadMeter';
import { issueCountsText } from './issueCounts';
import * as styles from './BuildSummaryPanel.css';

export type BuildSummaryPanelProps = {
  /** Parts plus assembly, VAT included; null while the assembly fee is unknown. */
  price: MoneyValue | null;
  /** The assembly fee included in the price. */
  assemblyFee: MoneyValue | null;
  /** ISO date the build would ship if ordered today; null for an empty build. */
  estimatedShipDate: string | null;
  /** Working days to dispatch. */
  shippingDays: number;
  /** Whether stock has every part. */
  inStock: boolean;
  /**
   * Not in stock, but every missing part can be ordered in from its supplier (the ship date
   * already counts the restock). Without it, a build not in stock reads "some parts out of stock".
   */
  backorder?: boolean;
  /** The build's power estimate (peak draw against the power supply's rating), shown as a load meter. */
  power: PowerEstimate;
  /** Compatibility issues that stop the build from being ordered; the panel counts them. */
  blockerCount: number;
  /** Compatibility warnings: the build can be ordered, and the panel counts them for the shopper to read. */
  warningCount: number;
  /** Required steps still empty. */
  missing: readonly ConfiguratorSlot[];
  /** The pre-built discount this customisation does not get, to say so. */
  lostDiscount?: MoneyValue | null;
  /** Buttons at the foot (review the build, add to cart). */
  actions?: ReactNode;
  /** Level of the panel's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The customiser's running summary: price with the assembly fee, estimated
 * ship date, PSU load, and how many issues and missing parts stand between the build and
 * the cart. Every figure follows each change; a polite live region is left to the
 * banners, so a change is announced once.
 *
 * @selector [data-ready] on the root when nothing is missing and nothing blocks
 */
export function BuildSummaryPanel({
  price,
  assemblyFee,
  estimatedShipDate,
  shippingDays,
  inStock,
  backorder = false,
  power,
  blockerCount,
  warningCount,
  missing,
  lostDiscount,
  actions,
  headingLevel = 2,
  className,
}: BuildSummaryPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const ready = missing.length === 0 && blockerCount === 0;
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={headingId} data-ready={ready || undefined}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: 'configurator.summary.heading' })}
      </Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.summary.price' })}</dt>
          <dd className={`${styles.factValue} ${styles.price}`}>{price ? <Money value={price} /> : '—'}</dd>
          {assemblyFee ? (
            <dd className={`${styles.factValue} ${styles.note}`}>
              {intl.formatMessage({ id: 'configurator.summary.assemblyIncluded' }, { fee: <Money key="fee" value={assemblyFee} /> })}
            </dd>
          ) : null}
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.summary.shipDate' })}</dt>
          <dd className={styles.factValue}>
            {estimatedShipDate ? (
              <>
                <time dateTime={estimatedShipDate}>{intl.formatDate(estimatedShipDate, { weekday: 'short', day: 'numeric', month: 'short' })}</time>{' '}
                <span className={styles.muted}>{intl.formatMessage({ id: 'configurator.summary.shippingDays' }, { days: shippingDays })}</span>
              </>
            ) : (
              intl.formatMessage({ id: 'configurator.summary.noShipDate' })
            )}
          </dd>
        </div>
        {estimatedShipDate ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.summary.stock' })}</dt>
            <dd className={styles.factValue} data-in-stock={inStock} data-backorder={backorder || undefined}>
              {intl.formatMessage({
                id: inStock
                  ? 'configurator.summary.allInStock'
                  : backorder
                    ? 'configurator.summary.someToOrder'
                    : 'configurator.summary.someOutOfStock',
              })}
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.summary.issues' })}</dt>
          <dd className={styles.factValue} data-count={blockerCount}>
            {issueCountsText(intl, { blockers: blockerCount, warnings: warningCount })}
          </dd>
        </div>
        {missing.length > 0 ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.summary.missing' })}</dt>
            <dd className={styles.factValue}>
              {intl.formatList(
                missing.map((slot) => intl.formatMessage({ id: `configurator.slot.${slot}` })),
                { type: 'conjunction' },
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {lostDiscount ? (
        <p className={styles.note} data-tone="warning">
          {intl.formatMessage({ id: 'configurator.summary.lostDiscount' }, { discount: <Money key="discount" value={lostDiscount} /> })}
        </p>
      ) : null}
      <PsuLoadMeter power={power} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
