import { createRoute, z } from '@hono/zod-openapi';
import {
  OrderReviewsSchema,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  ReviewRequestSchema as ReviewBodySchema,
  ReviewSubmittedSchema,
} from '@rigsmith/kit/domain';
import { requireAuth } from '../../middleware/auth';
import { CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';
import { answer, error, idParam } from '../commerce.schemas';

/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review", §5 "Review needs a
 * title"; SPEC §7 leaves the calls unshown, so their shape is ours:
 * kit/src/domain/contract/reviews.ts, whose schemas the routes answer and validate with).
 * The body is the kit's `reviewSchema`, the review form's own, with the order line.
 */

const tags = ['Reviews'];

const OrderParams = z.object({ id: idParam('id') });

export const getOrderReviews = createRoute({
  method: 'get',
  path: '/account/order/{id}/review/',
  tags,
  summary: 'What of this order the signed-in owner may review',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: OrderParams },
  responses: {
    200: answer('Each line of the order and its review, if written', OrderReviewsSchema),
    ...signedInErrors,
    404: error('`order_not_found`: no such order among the signed-in customer’s'),
  },
});

export const submitReview = createRoute({
  method: 'post',
  path: '/account/order/{id}/review/',
  tags,
  summary: 'Review one delivered line of the order (waits for moderation)',
  description:
    'Only the order’s owner, only once it is delivered (completed), one review per line. `title` is required (SPEC §5), ' +
    `at most ${REVIEW_TITLE_MAX_LENGTH} characters; \`text\` at most ${REVIEW_TEXT_MAX_LENGTH}. Both are stored and shown as ` +
    'plain text. The review is shown on the model page once a moderator approves it.',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: OrderParams,
    body: { content: { 'application/json': { schema: ReviewBodySchema } }, required: true },
  },
  responses: {
    201: answer('Review submitted (SPEC §8), pending moderation', ReviewSubmittedSchema),
    ...signedInErrors,
    400: error('`validation_error`: `fields` has a message per invalid field, in the storefront’s language'),
    404: error('`order_not_found`, or `order_item_not_found`: no such line in that order'),
    409: error(
      '`order_not_reviewable` (not delivered yet), `order_line_not_reviewable` (not a pre-built PC) or `review_exists` ' +
        '(this line is reviewed already); the last two with `fields.order_line`',
    ),
  },
});

export type GetOrderReviews = typeof getOrderReviews;
export type SubmitReview = typeof submitReview;
