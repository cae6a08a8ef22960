import { z } from 'zod';
import { validationMessages } from '../account/validationMessages';
import {
  REVIEW_HIDDEN_REASON_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewValidationMessages,
} from './reviewMessages';

export * from './reviewMessages';

/**
 * A review of one delivered order line (SPEC §2 "/order/review", §3 "Review: title, review
 * text", §5 "Review needs a title"). One schema, used as it is by the kit's `ReviewForm`
 * and by POST api/account/order/{id}/review/. Title and text are plain text: they are
 * trimmed and bounded, never interpreted as markup, and rendered as text wherever shown.
 */

const m = validationMessages;
const r = reviewValidationMessages;

export const reviewRatingSchema = z
  .number({ error: r.rating })
  .int(r.rating)
  .min(REVIEW_RATING_MIN, r.rating)
  .max(REVIEW_RATING_MAX, r.rating);

export const reviewSchema = z.object({
  order_line: z.number({ error: m.required }).int().min(1).max(2_147_483_647),
  rating: reviewRatingSchema,
  title: z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_TITLE_MAX_LENGTH, m.tooLong),
  text: z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, r.textTooLong).optional().default(''),
});

/** What the review form holds while the customer types. */
export type ReviewInput = z.input<typeof reviewSchema>;
/** What reaches the server: title and text trimmed, text '' when left empty. */
export type ReviewValues = z.output<typeof reviewSchema>;

/** POST api/admin/reviews/{id}/hide/ body: why a moderator hides a review (kept with it, audited). */
export const hideReviewSchema = z.object({
  reason: z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_HIDDEN_REASON_MAX_LENGTH, m.tooLong),
});
