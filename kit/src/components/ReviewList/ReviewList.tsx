import { useId } from 'react';
import type { Review } from '../../domain';
import { useIntl } from '../../i18n';
import * as styles from './ReviewList.css';

export type ReviewListProps = {
  /** Newest first, as the API sends them. */
  reviews: readonly Review[];
  /** Heading level of each review's title, to fit the page outline. @default 3 */
  headingLevel?: 3 | 4 | 5;
  /** Names the list for screen readers, e.g. "Reviews". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * Customers' reviews (SPEC §3 "Review": title and text), each with its rating in words,
 * the author and the date. With no review it says so instead of showing an empty list.
 */
export function ReviewList({ reviews, headingLevel = 3, ...labelling }: ReviewListProps) {
  const intl = useIntl();
  if (reviews.length === 0) {
    return <p className={styles.empty}>{intl.formatMessage({ id: 'reviewList.empty' })}</p>;
  }
  return (
    // role="list" keeps list semantics where `list-style: none` makes Safari drop them.
    <ul role="list" className={styles.list} {...labelling}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review, headingLevel }: { review: Review; headingLevel: 3 | 4 | 5 }) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const stars = Math.round(Math.min(5, Math.max(0, review.rating)));
  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {review.title}
      </Heading>
      <p className={styles.rating}>
        <span className={styles.stars} aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>
        {intl.formatMessage({ id: 'reviewList.rating' }, { rating: review.rating })}
      </p>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.byline}>
        {intl.formatMessage(
          { id: 'reviewList.byline' },
          {
            author: review.author,
            date: (
              <time key="date" dateTime={review.created_at}>
                {intl.formatDate(review.created_at, { day: 'numeric', month: 'long', year: 'numeric' })}
              </time>
            ),
          },
        )}
      </p>
    </article>
  );
}
