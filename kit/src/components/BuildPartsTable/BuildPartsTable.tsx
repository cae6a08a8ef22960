import { useId } from 'react';
import { configuratorSteps, type ChosenPart, type Money as MoneyValue } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import * as styles from './BuildPartsTable.css';

export type BuildPartsTableProps = {
  /** The build's lines, in step order. */
  lines: readonly ChosenPart[];
  /** The assembly fee, as its own row; left out while unknown. */
  assemblyFee?: MoneyValue | null;
  /** The total (parts plus assembly), in the footer. */
  total?: MoneyValue | null;
  /** The table's caption. @default "Components" */
  caption?: string;
  /** Line ids (product ids) to mark as named by an issue. */
  flagged?: ReadonlySet<number>;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The whole build as a table (the system summary): step, part, quantity and
 * line price including VAT, the assembly fee and the total. Parts named by a compatibility
 * issue or no longer in stock say so in words.
 *
 * @selector [data-flagged] on a row named by an issue
 */
export function BuildPartsTable({ lines, assemblyFee, total, caption, flagged, className }: BuildPartsTableProps) {
  const intl = useIntl();
  const captionId = useId();
  const ordered = [...lines].sort(
    (a, b) => configuratorSteps.indexOf(a.part.category as never) - configuratorSteps.indexOf(b.part.category as never),
  );
  return (
    <table className={className ? `${styles.table} ${className}` : styles.table}>
      <caption id={captionId} className={styles.caption}>
        {caption ?? intl.formatMessage({ id: 'configurator.partsTable.caption' })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={`${styles.cell} ${styles.headCell}`}>
            {intl.formatMessage({ id: 'configurator.partsTable.step' })}
          </th>
          <th scope="col" className={`${styles.cell} ${styles.headCell}`}>
            {intl.formatMessage({ id: 'configurator.partsTable.part' })}
          </th>
          <th scope="col" className={`${styles.cell} ${styles.headCell} ${styles.number}`}>
            {intl.formatMessage({ id: 'configurator.partsTable.quantity' })}
          </th>
          <th scope="col" className={`${styles.cell} ${styles.headCell} ${styles.number}`}>
            {intl.formatMessage({ id: 'configurator.partsTable.price' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {ordered.map(({ part, amount }) => (
          <tr key={part.product_id} data-flagged={flagged?.has(part.product_id) || undefined}>
            <td className={styles.cell}>{intl.formatMessage({ id: `configurator.slot.${part.category}` })}</td>
            <th scope="row" className={`${styles.cell} ${styles.partName}`}>
              {part.name}
              {flagged?.has(part.product_id) ? (
                <span className={styles.flag}>{intl.formatMessage({ id: 'configurator.partsTable.hasIssue' })}</span>
              ) : null}
              {part.in_stock ? null : (
                <span className={styles.flag}>
                  {intl.formatMessage({ id: part.backorder ? 'configurator.partsTable.outOfStock' : 'configurator.partsTable.soldOut' })}
                </span>
              )}
            </th>
            <td className={`${styles.cell} ${styles.number}`}>{intl.formatNumber(amount)}</td>
            <td className={`${styles.cell} ${styles.number}`}>
              <Money value={{ amount: part.price.amount * amount, currency: part.price.currency }} />
            </td>
          </tr>
        ))}
      </tbody>
      {assemblyFee || total ? (
        <tfoot>
          {assemblyFee ? (
            <tr>
              <th scope="row" colSpan={3} className={styles.cell}>
                {intl.formatMessage({ id: 'configurator.partsTable.assembly' })}
              </th>
              <td className={`${styles.cell} ${styles.number}`}>
                <Money value={assemblyFee} />
              </td>
            </tr>
          ) : null}
          {total ? (
            <tr className={styles.total}>
              <th scope="row" colSpan={3} className={styles.cell}>
                {intl.formatMessage({ id: 'configurator.partsTable.total' })}
              </th>
              <td className={`${styles.cell} ${styles.number}`}>
                <Money value={total} />
              </td>
            </tr>
          ) : null}
        </tfoot>
      ) : null}
    </table>
  );
}
