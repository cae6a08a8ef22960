import * as styles from './SpecificationTable.css';

export type SpecificationTableRow = { label: string; value: string };

export type SpecificationTableProps = {
  /** The specification, one row per fact (its label and value), in the order shown. */
  rows: readonly SpecificationTableRow[];
  /** Names the table, e.g. "Nightfall specification". */
  caption: string;
  /** Keeps the caption for screen readers but hides it, when a heading above says the same. @default false */
  hideCaption?: boolean;
};

/**
 * A model's specification as a two-column table: each label is a row header, so a screen
 * reader reads "Form factor, Mid tower" when moving through the values.
 */
export function SpecificationTable({ rows, caption, hideCaption = false }: SpecificationTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption} data-hidden={hideCaption || undefined}>
        {caption}
      </caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row" className={styles.rowHeader}>
              {row.label}
            </th>
            <td className={styles.cell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
