import { useId, type ChangeEvent } from 'react';
import { buildSortOptions, type BuildSort } from '../../domain';
import { useIntl } from '../../i18n';
import { useControllableState } from '../internal/useControllableState';
import * as fields from '../internal/fields.css';
import * as styles from './SortSelect.css';

export type SortSelectProps = {
  /** The chosen sort, when the app controls it (e.g. from the URL). */
  value?: BuildSort;
  /** The sort chosen at first, when the component controls it. @default 'bestselling' */
  defaultValue?: BuildSort;
  /** Called with the new sort when the shopper picks one. */
  onValueChange?: (value: BuildSort) => void;
  /** Which of SPEC §9's sort options to offer, in order. @default all seven */
  options?: readonly BuildSort[];
  /** Visible label. @default "Sort by" in the storefront language */
  label?: string;
  /** Id of the `<select>`, for a `<label>` elsewhere or tests. @default generated */
  id?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * SPEC §9's sort choice as a native `<select>` with a visible label: every browser and
 * screen reader knows it, it works with the keyboard and on touch, and it needs no popover.
 *
 * @selector [data-value] on the root: the chosen sort
 */
export function SortSelect({
  value,
  defaultValue = 'bestselling',
  onValueChange,
  options = buildSortOptions,
  label,
  id,
  className,
}: SortSelectProps) {
  const intl = useIntl();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => setCurrent(event.target.value as BuildSort);
  const rootClass = [fields.field, styles.root, className].filter(Boolean).join(' ');

  return (
    <div className={rootClass} data-value={current}>
      <label htmlFor={selectId} className={fields.label}>
        {label ?? intl.formatMessage({ id: 'sortSelect.label' })}
      </label>
      <select id={selectId} className={fields.select} value={current} onChange={onChange}>
        {options.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `sort.${option}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
