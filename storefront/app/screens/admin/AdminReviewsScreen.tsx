import { useSearch } from 'wouter';
import { Link, ReviewModerationList, useIntl } from '@rigsmith/kit';
import { useModerateReview, useModerationQueue } from '@rigsmith/kit/hooks';
import { reviewStatuses } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { adminListHref } from './adminQuery';
import { reviewStatusFromSearch } from './adminTeamQuery';
import { withShownRefusal } from './shownRefusal';
import * as styles from './admin.css';

const REVIEWS_PATH = '/admin/reviews';

/**
 * The review moderation queue (issue's back office "Reviews: approve, hide with reason"):
 * pending reviews oldest first, or the approved or hidden ones, chosen in the URL
 * (`?status=`), so Back and a shared link show the same queue.
 */
export function AdminReviewsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminReviews.${id}` });
  const status = reviewStatusFromSearch(useSearch());
  const queue = useModerationQueue(status);
  const { approve, hide } = useModerateReview();
  const title = t('title');
  useDocumentTitle(title);

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={t('statusNav')}>
        <ul className={styles.navList}>
          {reviewStatuses.map((each) => (
            <li key={each}>
              <Link
                href={adminListHref(REVIEWS_PATH, each === 'pending' ? {} : { status: each })}
                className={styles.navLink}
                aria-current={each === status ? 'page' : undefined}
              >
                {t(`status.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the queue, so a decision's announcement and focus belong to the queue it was made in. */}
      <ReviewModerationList
        key={status}
        reviews={queue.data}
        status={status}
        aria-label={t(`list.${status}`)}
        isError={Boolean(queue.error)}
        onRetry={() => void queue.mutate()}
        onApprove={async (id) => {
          await withShownRefusal(approve(id));
        }}
        onHide={async (id, reason) => {
          await withShownRefusal(hide(id, reason));
        }}
      />
    </>
  );
}
