import { useState } from 'react';
import { useSearch } from 'wouter';
import { Link, ReviewForm, useIntl } from '@rigsmith/kit';
import type { ReviewableLine } from '@rigsmith/kit/api';
import { useOrderReviews, type OrderReviewsResult } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useSubmission } from '../account/useSubmission';
import { idFromSearch } from '../checkout/orderParam';
import { NotFoundScreen } from '../NotFoundScreen';
import * as styles from '../checkout/checkout.css';

/**
 * SPEC §2 /order/review?order={id} (sign-in required): one review form per delivered line
 * of the customer's order, reached from the order's details and the delivery email. Before
 * delivery it says when the order can be reviewed. Another customer's order, or an unknown
 * one, is the API's 404, shown as the shop's not-found page.
 */
export function OrderReviewScreen() {
  const intl = useIntl();
  const id = idFromSearch(useSearch(), 'order');
  const reviews = useOrderReviews(id);
  const title = reviews.data
    ? intl.formatMessage({ id: 'orderReview.title' }, { reference: reviews.data.reference })
    : intl.formatMessage({ id: 'orderReview.loadingTitle' });
  useDocumentTitle(title);

  if (id === null || reviews.error?.status === 404) return <NotFoundScreen />;
  return (
    <div className={styles.page} aria-busy={!reviews.data && !reviews.error ? true : undefined}>
      <p>
        <Link href={`/order/details?id=${id}`}>{intl.formatMessage({ id: 'orderReview.back' })}</Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {reviews.data ? (
        reviews.data.reviewable ? (
          reviews.data.lines.map((line) => <LineReview key={line.order_line} line={line} submit={reviews.submit} />)
        ) : (
          <p className={styles.notice}>{intl.formatMessage({ id: 'orderReview.notDelivered' })}</p>
        )
      ) : reviews.error ? (
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: 'checkout.orderError' })}
        </p>
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'orderReview.loading' })}
        </p>
      )}
    </div>
  );
}

/** One line's form, with its own submission state, so one line's refusal stays beside its own fields. */
function LineReview({ line, submit }: { line: ReviewableLine; submit: OrderReviewsResult['submit'] }) {
  const [justSubmitted, setJustSubmitted] = useState(false);
  const submission = useSubmission(submit, { onSuccess: () => setJustSubmitted(true) });
  return (
    <ReviewForm
      name={line.name}
      orderLine={line.order_line}
      reviewable={line.reviewable}
      reviewStatus={line.review?.status ?? null}
      justSubmitted={justSubmitted}
      onSubmit={submission.submit}
      isSubmitting={submission.isSubmitting}
      serverError={submission.serverError}
      aria-label={line.name}
    />
  );
}
