import { useIntl } from '../../i18n';
import { inlineVars } from '../../theme/inlineVars';
import * as styles from './RatingSummary.css';

export type RatingSummaryProps = {
  /** Average rating out of 5, or null when nobody has rated yet. */
  rating: number | null;
  /** How many reviews the rating averages. */
  reviewCount: number;
  /** `large` under a product's title, `small` on cards and in lists. @default 'large' */
  size?: 'small' | 'large';
};

/**
 * Stars and the same fact in words ("4.7 out of 5, 38 reviews"): the stars are decoration,
 * hidden from screen readers, and the text carries the meaning, so it never rests on colour.
 *
 * @selector [data-size="small"|"large"]
 * @selector [data-rated="true"|"false"]
 */
export function RatingSummary({ rating, reviewCount, size = 'large' }: RatingSummaryProps) {
  const intl = useIntl();
  if (rating === null) {
    return (
      <p className={styles.summary} data-size={size} data-rated="false">
        <span className={styles.text}>{intl.formatMessage({ id: 'rating.none' })}</span>
      </p>
    );
  }
  const clamped = Math.min(5, Math.max(0, rating));
  const fillStyle = inlineVars({ [styles.fill]: `${(clamped / 5) * 100}%` });
  return (
    <p className={styles.summary} data-size={size} data-rated="true">
      <span className={styles.stars} aria-hidden="true">
        ☆☆☆☆☆
        <span className={styles.starsFilled} style={fillStyle}>
          ★★★★★
        </span>
      </span>
      <span className={styles.text}>{intl.formatMessage({ id: 'rating.summary' }, { rating: clamped, count: reviewCount })}</span>
    </p>
  );
}
