/**
 * The review form's limits and message ids, apart from its zod schema (`review.ts`), so a
 * screen that only maps a server refusal to a message does not load zod.
 */

/** Whole stars a review gives (SPEC §2 "rating"). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/**
 * The longest title: the address line's limit, so the shared `validation.tooLong` message
 * ("at most {lineMax} characters") says it exactly.
 */
export const REVIEW_TITLE_MAX_LENGTH = 200;

/** The longest review text. SPEC leaves it open; about two pages, bounding what one request stores. */
export const REVIEW_TEXT_MAX_LENGTH = 4000;

/** The longest reason a moderator gives for hiding a review. */
export const REVIEW_HIDDEN_REASON_MAX_LENGTH = 500;

export const reviewValidationMessages = {
  rating: 'reviews.validation.rating',
  textTooLong: 'reviews.validation.textTooLong',
} as const;

export type ReviewValidationMessageId = (typeof reviewValidationMessages)[keyof typeof reviewValidationMessages];

/** The values the `reviews.validation.*` messages interpolate. */
export const reviewValidationMessageValues = { textMax: REVIEW_TEXT_MAX_LENGTH } as const;

export function isReviewValidationMessageId(value: string): value is ReviewValidationMessageId {
  return (Object.values(reviewValidationMessages) as string[]).includes(value);
}
