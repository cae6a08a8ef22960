import type { Review } from '../../domain';
import { useIntl } from '../../i18n';
import * as styles from './ReviewList.css';

type ReviewWordsProps = {
  review: Pick<Review, 'title' | 'text' | 'rating' | 'locale' | 'origin'>;
  /** The title's id, for the review's `aria-labelledby`. */
  titleId: string;
  headingLevel: 2 | 3 | 4 | 5;
  /** Lets focus be moved to the title (the moderation queue, after a decision). @default false */
  focusableTitle?: boolean;
};

/**
 * A review's title, rating (stars and in words), origin (verified purchase or sample) and
 * text, as the model page and the moderation queue both show them: plain text, in the
 * review's own language so a screen reader reads it in that language.
 */
export function ReviewWords({ review, titleId, headingLevel, focusableTitle = false }: ReviewWordsProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const stars = Math.round(Math.min(5, Math.max(0, review.rating)));
  return (
    <>
      <Heading id={titleId} className={styles.title} lang={review.locale} tabIndex={focusableTitle ? -1 : undefined}>
        {review.title}
      </Heading>
      <p className={styles.rating}>
        <span className={styles.stars} aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>
        {intl.formatMessage({ id: 'reviewList.rating' }, { rating: review.rating })}
        <span className={styles.origin}>
          {intl.formatMessage({ id: review.origin === 'sample' ? 'reviewList.sample' : 'reviewList.verifiedPurchase' })}
        </span>
      </p>
      {review.text ? (
        <p className={styles.text} lang={review.locale}>
          {review.text}
        </p>
      ) : null}
    </>
  );
}
