import { useId, type ReactNode } from 'react';
import { useIntl } from '../../i18n';
import { inlineVars } from '../../theme/inlineVars';
import { FpsEstimateNote } from '../FpsEstimateNote';
import { Link } from '../Link';
import * as styles from './PerformanceChart.css';
import { sameValue } from '../../domain';

export type PerformanceChartRow = {
  /** Stable key of the row, such as the build's id. */
  id: string | number;
  /** What the row is about, such as the build's name. */
  label: string;
  /** Links the label, e.g. to the build's model page. */
  href?: string;
  /** Estimated FPS range. */
  fps: { min: number; max: number };
};

export type PerformanceChartProps = {
  /** The table's caption, e.g. "Estimated FPS in Cyberpunk 2077 at 1440p High". */
  caption: string;
  /** One bar per row with its estimated FPS, in the order given. */
  rows: readonly PerformanceChartRow[];
  /** Attribution of the figures, as the API sends it; shown under the chart. */
  source?: string;
  /** The FPS at the right end of the bars. @default the highest estimate, rounded up to a multiple of 30 */
  scaleMax?: number;
  /** Shown instead of an empty table. */
  emptyMessage?: ReactNode;
  /** Header of the label column. @default "PC" in the storefront language */
  rowHeader?: string;
};

/**
 * A horizontal bar chart of estimated FPS per build that is a real table: screen readers
 * get the caption, a "PC" and an "Estimated FPS" column and a row per build; the bars are
 * decoration inside the cells (`aria-hidden`), solid to the low estimate and hatched to
 * the high one. The estimate note and the source sit right under it.
 */
export function PerformanceChart({ caption, rows, source, scaleMax, emptyMessage, rowHeader }: PerformanceChartProps) {
  const intl = useIntl();
  const noteId = useId();
  const top = scaleMax ?? Math.max(30, Math.ceil(Math.max(0, ...rows.map((row) => row.fps.max)) / 30) * 30);
  const percent = (fps: number) => `${Math.min(100, Math.max(0, (fps / top) * 100)).toFixed(2)}%`;

  return (
    <div className={styles.chart} data-rows={rows.length}>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyMessage ?? intl.formatMessage({ id: 'performanceChart.empty' })}</p>
      ) : (
        <table className={styles.table} aria-describedby={noteId}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {rowHeader ?? intl.formatMessage({ id: 'performanceChart.build' })}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {intl.formatMessage({ id: 'performanceChart.fps' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.rowHeader}>
                  {row.href ? <Link href={row.href}>{row.label}</Link> : row.label}
                </th>
                <td className={styles.cell}>
                  <div className={styles.bar} data-min={row.fps.min} data-max={row.fps.max}>
                    <span
                      className={styles.track}
                      aria-hidden="true"
                      style={inlineVars({ [styles.low]: percent(row.fps.min), [styles.high]: percent(row.fps.max) })}
                    >
                      <span className={styles.solid} />
                      <span className={styles.range} />
                    </span>
                    <span className={styles.value}>
                      {intl.formatMessage(
                        { id: 'performanceChart.range' },
                        { min: intl.formatNumber(row.fps.min), max: intl.formatNumber(row.fps.max), same: sameValue(row.fps) },
                      )}
                    </span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FpsEstimateNote id={noteId} {...(source ? { source } : {})} />
    </div>
  );
}
