import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { toMajorUnits, type BudgetBand as BudgetBandData, type Money as MoneyValue } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './BudgetBands.css';

export type BudgetBandSlug = BudgetBandData['slug'];

export type BudgetBandsProps = {
  /** One `BudgetBand` per price band, cheapest first. */
  children: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/** The builds-by-budget view (SPEC §2): price bands one under the other. */
export function BudgetBands({ children, className }: BudgetBandsProps) {
  return <div className={className ? `${styles.bands} ${className}` : styles.bands}>{children}</div>;
}

export type BudgetBandProps = {
  /** Which band: its name comes from the kit catalogue. */
  band: BudgetBandSlug;
  /** Lowest price in the band, including VAT. */
  min: MoneyValue;
  /** Highest price in the band, or null for the open-ended top band. */
  max: MoneyValue | null;
  /** The full listing for this band; shows a "See all" link when given. */
  seeAllHref?: string;
  /** Level of the band's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The band's cards (usually a `ProductGrid`); a short message shows when there are none. */
  children?: ReactNode;
};

/**
 * One price band: a heading naming the band and its range in the storefront currency,
 * its builds, and a link to all of them.
 *
 * @selector [data-band="entry"|"mainstream"|"performance"|"enthusiast"]
 * @selector [data-empty] when the band has no builds
 */
export function BudgetBand({ band, min, max, seeAllHref, headingLevel = 2, children }: BudgetBandProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const name = intl.formatMessage({ id: `budgetBand.${band}` });
  const empty = children === undefined || children === null || children === false;

  // Band edges are round amounts: "£1,000", not "£1,000.00".
  const format = (value: MoneyValue) => {
    const major = toMajorUnits(value);
    const whole = Number.isInteger(major);
    return intl.formatNumber(major, {
      style: 'currency',
      currency: value.currency.toUpperCase(),
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  };
  const range =
    max === null
      ? intl.formatMessage({ id: 'budgetBand.from' }, { min: format(min) })
      : min.amount <= 0
        ? intl.formatMessage({ id: 'budgetBand.upTo' }, { max: format(max) })
        : intl.formatMessage({ id: 'budgetBand.range' }, { min: format(min), max: format(max) });

  return (
    <section className={styles.band} aria-labelledby={headingId} data-band={band} data-empty={empty || undefined}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          <span>{name}</span> <span className={styles.range}>{range}</span>
        </Heading>
        {seeAllHref && !empty ? (
          <Link href={seeAllHref}>
            {intl.formatMessage(
              { id: 'budgetBand.seeAll' },
              {
                band: name,
                hidden: (chunks: ReactNode[]) => (
                  <VisuallyHidden elementType="span" key="hidden">
                    {chunks}
                  </VisuallyHidden>
                ),
              },
            )}
          </Link>
        ) : null}
      </div>
      {empty ? <p className={styles.empty}>{intl.formatMessage({ id: 'budgetBand.empty' })}</p> : children}
    </section>
  );
}
