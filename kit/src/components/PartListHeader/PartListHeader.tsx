import { useId } from 'react';
import type { BuildSort } from '../../domain';
import { useIntl } from '../../i18n';
import { Checkbox } from '../Checkbox';
import { SortSelect } from '../SortSelect';
import * as styles from './PartListHeader.css';

export type PartListHeaderProps = {
  /** Parts matching the filters; null while the first page loads. */
  count: number | null;
  /** One of SPEC §9's seven sorts. */
  sort: BuildSort;
  /** Called with the sort the shopper chose. */
  onSortChange: (sort: BuildSort) => void;
  /** SPEC §9 "only compatible": only parts that fit the rest of the build. */
  compatibleOnly: boolean;
  /** Called with the new value when the shopper toggles "only compatible". */
  onCompatibleOnlyChange: (compatibleOnly: boolean) => void;
  /** SPEC §9 "only in stock". */
  inStockOnly: boolean;
  /** Called with the new value when the shopper toggles "only in stock". */
  onInStockOnlyChange: (inStockOnly: boolean) => void;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The customiser's list header (SPEC §2 "sort, filters, list header"): how many parts
 * match, announced politely when it changes, the sort choice and the two filters.
 *
 * @selector [data-filtered] on the root while a filter is on
 */
export function PartListHeader({
  count,
  sort,
  onSortChange,
  compatibleOnly,
  onCompatibleOnlyChange,
  inStockOnly,
  onInStockOnlyChange,
  className,
}: PartListHeaderProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      role="group"
      aria-labelledby={labelId}
      data-filtered={compatibleOnly || inStockOnly || undefined}
    >
      <p id={labelId} className={styles.count} aria-live="polite" aria-atomic="true">
        {count === null
          ? intl.formatMessage({ id: 'configurator.partList.counting' })
          : intl.formatMessage({ id: 'configurator.partList.count' }, { count })}
      </p>
      <div className={styles.controls}>
        <SortSelect value={sort} onValueChange={onSortChange} />
        <div className={styles.filters}>
          <Checkbox isSelected={compatibleOnly} onChange={onCompatibleOnlyChange}>
            {intl.formatMessage({ id: 'configurator.partList.onlyCompatible' })}
          </Checkbox>
          <Checkbox isSelected={inStockOnly} onChange={onInStockOnlyChange}>
            {intl.formatMessage({ id: 'configurator.partList.onlyInStock' })}
          </Checkbox>
        </div>
      </div>
    </div>
  );
}
