import { useId } from 'react';
import { countryCodes } from '@rigsmith/kit/domain';
import { useIntl } from '@rigsmith/kit';
import * as styles from './admin.css';

export type FilterSelectProps = {
  /** The query parameter it sets (`status`, `storefront`). */
  name: string;
  label: string;
  /** The first choice, which filters nothing ("Any status"). */
  anyLabel: string;
  /** The value the URL holds; undefined for none. */
  defaultValue: string | undefined;
  options: readonly { value: string; label: string }[];
};

/**
 * One filter of a back-office list's search form: a labelled native select whose first
 * choice filters nothing. Uncontrolled: the form reads it on submit and the URL keeps it.
 */
export function FilterSelect({ name, label, anyLabel, defaultValue, options }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={styles.control}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The storefront filter: the five storefronts' countries, named in the back office's language. */
export function StorefrontFilter({ label, anyLabel, defaultValue }: Omit<FilterSelectProps, 'name' | 'options'>) {
  const intl = useIntl();
  const options = countryCodes.map((code) => ({ value: code, label: intl.formatDisplayName(code, { type: 'region' }) ?? code }));
  return <FilterSelect name="storefront" label={label} anyLabel={anyLabel} defaultValue={defaultValue} options={options} />;
}
