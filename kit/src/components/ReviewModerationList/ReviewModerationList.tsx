import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { AdminReview, ReviewStatus } from '../../domain/contract/reviews';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { ReviewWords } from '../ReviewList/ReviewWords';
import { TextField } from '../TextField';
import { hiddenChunks } from '../internal/hiddenChunks';
import { RefusalNotice } from '../internal/RefusalNotice';
import { TablePlaceholder } from '../internal/TablePlaceholder';
import { rejectionOf, type Rejection } from '../internal/rejection';
import { useFocusRequest } from '../internal/useFocusRequest';
import * as styles from './ReviewModerationList.css';

export type ReviewModerationListProps = {
  /** The queue (`useModerationQueue(status).data`), oldest first; undefined while it loads. */
  reviews: readonly AdminReview[] | undefined;
  /** Which queue this is: a pending review can be approved or hidden, an approved one hidden, a hidden one approved. */
  status: ReviewStatus;
  /** The queue could not be loaded: says so in place of the reviews, with "Try again". @default false */
  isError?: boolean;
  /** Loads again; called by "Try again", shown while `isError`. */
  onRetry?: () => void;
  /** Each resolves once the server has the decision, or rejects with its error (`message`, `fields`), which is shown. */
  onApprove: (id: number) => Promise<void>;
  /** Hides a review with the reason the moderator typed; resolves or rejects like `onApprove`. */
  onHide: (id: number, reason: string) => Promise<void>;
  /** Level of each review's title: one below the heading the list sits under. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Names the list for screen readers. @default "Reviews to moderate" */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * A moderator's queue of reviews (issue's back office: "approve, hide with reason"). Each
 * shows its rating, title and text exactly as written (plain text: markup shows as typed),
 * its language, author, whether it is a verified purchase or a sample, the build and the
 * order it came from. "Approve" acts at once; "Hide" opens a required reason. After a
 * decision the review leaves the list, the change is announced, and focus moves to the next
 * review's title (or to the empty queue's message), so a keyboard user works straight down
 * the queue. A refusal shows the server's message in the review and keeps the reason typed.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 * @selector [data-origin="verified_purchase|sample"] on each review
 */
export function ReviewModerationList({
  reviews,
  status,
  isError = false,
  onApprove,
  onHide,
  onRetry,
  headingLevel = 2,
  'aria-label': ariaLabel,
  className,
}: ReviewModerationListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `reviewModeration.${id}` }, values);
  const labelFor = (id: 'approve' | 'hide', title: string) => intl.formatMessage({ id: `reviewModeration.${id}` }, { title, hidden: hiddenChunks });
  const baseId = useId();
  const idOf = (part: string | number) => `${baseId}-${part}`;
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [hiding, setHiding] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [pending, setPending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; rejection: Rejection } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const requestFocus = useFocusRequest();

  // Decided reviews leave at once, before the queue is fetched again.
  const shown = reviews?.filter((review) => !decided.has(review.id));
  const state = isError && !reviews ? 'error' : shown === undefined ? 'loading' : shown.length === 0 ? 'empty' : 'ready';
  if (state === 'loading' || state === 'error') {
    return <TablePlaceholder state={state} message={t(state)} retryLabel={t('retry')} onRetry={onRetry} className={className} />;
  }

  const openHide = (review: AdminReview) => {
    const closing = hiding === review.id;
    setHiding(closing ? null : review.id);
    setReason('');
    setReasonError(undefined);
    setRefusal(null);
    requestFocus(closing ? idOf(`hide-${review.id}`) : idOf('reason'));
  };

  async function decide(review: AdminReview, decision: 'approved' | 'hidden', send: () => Promise<void>) {
    setPending(review.id);
    setRefusal(null);
    try {
      await send();
      const index = shown!.findIndex((candidate) => candidate.id === review.id);
      const next = shown![index + 1] ?? shown![index - 1];
      setDecided((current) => new Set(current).add(review.id));
      setHiding(null);
      setReason('');
      setAnnouncement(t(decision, { title: review.title }));
      requestFocus(next ? idOf(`title-${next.id}`) : idOf('empty'));
    } catch (error) {
      setRefusal({ id: review.id, rejection: rejectionOf(error) });
      requestFocus(idOf('refusal'));
    } finally {
      setPending(null);
    }
  }

  const submitHide = (review: AdminReview) => (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('reasonRequired'));
      requestFocus(idOf('reason'));
      return;
    }
    setReasonError(undefined);
    void decide(review, 'hidden', () => onHide(review.id, reason.trim()));
  };

  const closeOnEscape = (review: AdminReview) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    openHide(review);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {state === 'empty' ? (
        <p id={idOf('empty')} tabIndex={-1} className={styles.empty}>
          {t(`empty.${status}`)}
        </p>
      ) : (
        <ul role="list" aria-label={ariaLabel ?? t('label')} className={styles.list}>
          {shown!.map((review) => {
            const refused = refusal?.id === review.id ? refusal.rejection : null;
            return (
              <li key={review.id}>
                <article className={styles.review} aria-labelledby={idOf(`title-${review.id}`)} data-origin={review.origin}>
                  <ReviewWords review={review} titleId={idOf(`title-${review.id}`)} headingLevel={headingLevel} focusableTitle />
                  <dl className={styles.facts}>
                    <Fact term={t('language')}>{intl.formatDisplayName(review.locale, { type: 'language' }) ?? review.locale}</Fact>
                    <Fact term={t('author')}>{review.author}</Fact>
                    <Fact term={t('product')}>
                      {review.product.name} <span className={styles.mono}>{review.product.reference}</span>
                    </Fact>
                    <Fact term={t('order')}>
                      {review.order_reference ? <span className={styles.mono}>{review.order_reference}</span> : t('noOrder')}
                    </Fact>
                    <Fact term={t('submitted')}>
                      <time dateTime={review.created_at}>{intl.formatDate(review.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    </Fact>
                    {review.hidden_reason ? <Fact term={t('hiddenReason')}>{review.hidden_reason}</Fact> : null}
                  </dl>
                  {refused ? <RefusalNotice id={idOf('refusal')} title={t('failed')} refusal={refused} /> : null}
                  <div role="group" aria-label={t('actions', { title: review.title })} className={styles.buttons}>
                    {status !== 'approved' ? (
                      <Button
                        isPending={pending === review.id && hiding !== review.id}
                        isDisabled={pending !== null && pending !== review.id}
                        onPress={() => void decide(review, 'approved', () => onApprove(review.id))}
                      >
                        {labelFor('approve', review.title)}
                      </Button>
                    ) : null}
                    {status !== 'hidden' ? (
                      <Button
                        id={idOf(`hide-${review.id}`)}
                        variant="secondary"
                        aria-expanded={hiding === review.id}
                        aria-controls={hiding === review.id ? idOf('hide-form') : undefined}
                        isDisabled={pending !== null && pending !== review.id}
                        onPress={() => openHide(review)}
                      >
                        {labelFor('hide', review.title)}
                      </Button>
                    ) : null}
                  </div>
                  {hiding === review.id ? (
                    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is delegated from the form's own controls
                    <form
                      id={idOf('hide-form')}
                      className={styles.form}
                      aria-label={t('hideTitle', { title: review.title })}
                      noValidate
                      onSubmit={submitHide(review)}
                      onKeyDown={closeOnEscape(review)}
                    >
                      <TextField
                        id={idOf('reason')}
                        name="reason"
                        label={t('reason')}
                        description={t('reasonHint')}
                        errorMessage={reasonError ?? refused?.fields.reason}
                        isRequired
                        value={reason}
                        onChange={setReason}
                      />
                      <div className={styles.buttons}>
                        <Button type="submit" variant="danger" isPending={pending === review.id}>
                          {t('hideSubmit')}
                        </Button>
                        <Button variant="secondary" onPress={() => openHide(review)}>
                          {t('close')}
                        </Button>
                      </div>
                    </form>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
