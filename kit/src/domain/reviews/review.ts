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

/**
 * Whole stars. A literal list rather than `z.number().int()`: the browser's shared zod chunk
 * then needs no number checks, which every route using zod would download.
 */
const stars = /* @__PURE__ */ Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => REVIEW_RATING_MIN + index);
export const reviewRatingSchema = /* @__PURE__ */ z.literal(stars, { error: r.rating });

/** The form's fields; the API's body adds the `order_line` the form is for (ReviewRequest). */
export const reviewSchema = /* @__PURE__ */ z.object({
  rating: reviewRatingSchema,
  title: /* @__PURE__ */ z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_TITLE_MAX_LENGTH, m.tooLong),
  text: /* @__PURE__ */ z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, r.textTooLong).optional().default(''),
});

/** What the review form holds while the customer types. */
export type ReviewInput = z.input<typeof reviewSchema>;
/** The form's checked values: title and text trimmed, text '' when left empty; sent with the `order_line`. */
export type ReviewValues = z.output<typeof reviewSchema> & { order_line: number };

/** POST api/admin/reviews/{id}/hide/ body: why a moderator hides a review (kept with it, audited). */
export const hideReviewSchema = /* @__PURE__ */ z.object({
  reason: /* @__PURE__ */ z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_HIDDEN_REASON_MAX_LENGTH, m.tooLong),
});
