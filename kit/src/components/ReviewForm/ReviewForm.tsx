import { useEffect, useId, useRef } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '../../domain/reviews/reviewMessages';
import { reviewSchema, type ReviewValues } from '../../domain/reviews/review';
import type { ReviewStatus } from '../../domain/contract/reviews';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { MessageField } from '../ContactForm/MessageField';
import { FormNotice } from '../FormNotice';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import { StarRatingField } from './StarRatingField';
import * as styles from './ReviewForm.css';

/** What `ReviewForm` submits: the body of POST api/account/order/{id}/review/, checked by the shared schema. */
export type ReviewFormValues = ReviewValues;

export type ReviewFormProps = AccountFormProps<ReviewFormValues> & {
  /** What is reviewed (the order line's name): the form's heading. */
  name: string;
  /** The order line's id, sent as `order_line`. */
  orderLine: number;
  /** Heading level of `name`, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** False for a line that cannot be reviewed (its product is no longer sold): a notice instead of the form. @default true */
  reviewable?: boolean;
  /**
   * The line's review, once written: the form gives way to "Review submitted" (SPEC §8) when
   * `justSubmitted`, else to a note of where the review stands. @default null
   */
  reviewStatus?: ReviewStatus | null;
  /** The review was sent in this visit: the confirmation takes focus so it is announced. @default false */
  justSubmitted?: boolean;
};

const fields = ['rating', 'title', 'text'] as const;

const statusMessage = { pending: 'reviewForm.pending', approved: 'reviewForm.approved', hidden: 'reviewForm.hidden' } as const;

/**
 * A review of one delivered order line (SPEC §2 "/order/review", §3 "Review: title, review
 * text", §5 "Review needs a title"): a 1–5 star rating (a radio group), a title and the
 * text. It checks each field with the shared `reviewSchema` (the server's own), shows each
 * message beside its field and in an error summary, places the server's field messages the
 * same way and keeps everything typed when the server refuses.
 *
 * @selector [data-state="open" | "submitted" | "reviewed" | "unavailable"] on the section
 */
export function ReviewForm({
  name,
  orderLine,
  headingLevel = 2,
  reviewable = true,
  reviewStatus = null,
  justSubmitted = false,
  onSubmit,
  isSubmitting = false,
  serverError,
  className,
  'aria-label': ariaLabel,
}: ReviewFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const form = useAccountForm({
    initialValues: { rating: '', title: '', text: '' },
    schema: reviewSchema,
    fields,
    toInput: (values) => ({ ...values, rating: values.rating === '' ? undefined : Number(values.rating) }),
    onSubmit: (values) => onSubmit({ order_line: orderLine, ...values }),
    isSubmitting,
    serverError,
  });
  const noticeRef = useRef<HTMLElement>(null);
  const state = !reviewable ? 'unavailable' : reviewStatus === null ? 'open' : justSubmitted ? 'submitted' : 'reviewed';
  useEffect(() => {
    if (state === 'submitted') noticeRef.current?.focus();
  }, [state]);

  return (
    <section
      ref={noticeRef}
      tabIndex={state === 'submitted' ? -1 : undefined}
      aria-labelledby={headingId}
      data-state={state}
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      <Heading id={headingId} className={styles.heading}>
        {name}
      </Heading>
      {state === 'unavailable' ? <p>{intl.formatMessage({ id: 'reviewForm.notReviewable' })}</p> : null}
      {state === 'submitted' ? (
        <FormNotice tone="success" title={intl.formatMessage({ id: 'reviewForm.submitted' })}>
          <p>{intl.formatMessage({ id: 'reviewForm.submittedNote' })}</p>
        </FormNotice>
      ) : null}
      {state === 'reviewed' && reviewStatus !== null ? <p>{intl.formatMessage({ id: statusMessage[reviewStatus] })}</p> : null}
      {state === 'open' ? (
        <AccountFormShell form={form} isSubmitting={isSubmitting} aria-label={ariaLabel}>
          <StarRatingField
            {...form.textField('rating')}
            label={intl.formatMessage({ id: 'reviewForm.rating' })}
            onChange={(value) => form.setField('rating', value)}
          />
          <TextField {...form.textField('title')} label={intl.formatMessage({ id: 'reviewForm.title' })} autoComplete="off" isRequired />
          <MessageField
            {...form.textField('text')}
            label={intl.formatMessage({ id: 'reviewForm.text' })}
            description={intl.formatMessage({ id: 'reviewForm.textHint' }, { textMax: REVIEW_TEXT_MAX_LENGTH })}
          />
          <div className={formStyles.actions}>
            <Button type="submit" isPending={isSubmitting}>
              {intl.formatMessage({ id: 'reviewForm.submit' })}
            </Button>
          </div>
        </AccountFormShell>
      ) : null}
    </section>
  );
}
