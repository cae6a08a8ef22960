import { useId } from 'react';
import type { LocaleTag, Review } from '../../domain';
import { useIntl } from '../../i18n';
import * as styles from './ReviewList.css';
import { ReviewWords } from './ReviewWords';

export type ReviewListProps = {
  /** Approved reviews, newest first, as the API sends them. */
  reviews: readonly Review[];
  /**
   * The storefront's language: its reviews are listed first, the others behind a
   * "Reviews in other languages (n)" disclosure.
   * @default the IntlProvider's locale
   */
  locale?: LocaleTag;
  /** Whether the other languages' reviews start shown (the shopper can always toggle them). @default false */
  defaultOtherLanguagesOpen?: boolean;
  /** Heading level of each review's title, to fit the page outline. @default 3 */
  headingLevel?: 3 | 4 | 5;
  /** Names the list for screen readers, e.g. "Reviews". */
  'aria-label'?: string;
  /** Id of a visible heading that names the list; use it instead of `aria-label` when there is one. */
  'aria-labelledby'?: string;
};

/**
 * Customers' reviews (SPEC §3 "Review": title and text), each with its rating in words,
 * whether it is a verified purchase or one of the shop's sample reviews, the author and
 * the date. Reviews in the storefront's language come first; the others wait behind a
 * native disclosure (keyboard and screen reader ready), each marked with its language.
 * Titles and texts are rendered as text, never as markup. With no review it says so.
 */
export function ReviewList({ reviews, locale, defaultOtherLanguagesOpen = false, headingLevel = 3, ...labelling }: ReviewListProps) {
  const intl = useIntl();
  if (reviews.length === 0) {
    return <p className={styles.empty}>{intl.formatMessage({ id: 'reviewList.empty' })}</p>;
  }
  const language = locale ?? intl.locale;
  const own = reviews.filter((review) => review.locale === language);
  const others = reviews.filter((review) => review.locale !== language);
  return (
    <div className={styles.root}>
      {own.length > 0 ? (
        <Reviews reviews={own} headingLevel={headingLevel} {...labelling} />
      ) : (
        <p className={styles.empty}>{intl.formatMessage({ id: 'reviewList.noneInLanguage' })}</p>
      )}
      {others.length > 0 ? (
        <details className={styles.otherLanguages} open={defaultOtherLanguagesOpen || undefined}>
          <summary className={styles.otherLanguagesSummary}>
            {intl.formatMessage({ id: 'reviewList.otherLanguages' }, { count: others.length })}
          </summary>
          <Reviews reviews={others} headingLevel={headingLevel} />
        </details>
      ) : null}
    </div>
  );
}

function Reviews({
  reviews,
  headingLevel,
  ...labelling
}: {
  reviews: readonly Review[];
  headingLevel: 3 | 4 | 5;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
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
  return (
    <article className={styles.review} aria-labelledby={titleId} data-origin={review.origin}>
      <ReviewWords review={review} titleId={titleId} headingLevel={headingLevel} />
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
