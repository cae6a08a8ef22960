import { createRoute, z } from '@hono/zod-openapi';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, reviewSchema, reviewStatuses } from '@rigsmith/kit/domain';
import { requireAuth } from '../../middleware/auth';
import { CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';
import { answer, error, idParam } from '../commerce.schemas';

/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review", §5 "Review needs a
 * title"; SPEC §7 leaves the calls unshown, so their shape is ours:
 * kit/src/domain/contract/reviews.ts). The body is the kit's `reviewSchema`, the review
 * form's own.
 */

const tags = ['Reviews'];

const ReviewStatusSchema = z.enum(reviewStatuses);

export const OrderReviewsSchema = z
  .object({
    order_id: z.number().int(),
    reference: z.string(),
    reviewable: z.boolean().openapi({ description: 'Only a delivered (completed) order can be reviewed.' }),
    lines: z.array(
      z.object({
        order_line: z.number().int(),
        name: z.string(),
        reference: z.string(),
        reviewable: z.boolean().openapi({ description: 'A pre-built PC; parts, accessories and custom builds cannot be reviewed.' }),
        review: z
          .object({ id: z.number().int(), status: ReviewStatusSchema, rating: z.number().int(), title: z.string() })
          .nullable()
          .openapi({ description: 'The review already written for this line (one per line).' }),
      }),
    ),
  })
  .openapi('OrderReviews');

export const ReviewSubmittedSchema = z.object({ id: z.number().int(), status: z.literal('pending') }).openapi('ReviewSubmitted');

const OrderParams = z.object({ id: idParam('id') });

/** The review form's fields (the kit's `reviewSchema`) and the order line they are about. */
export const ReviewBodySchema = reviewSchema.extend({
  order_line: z.number().int().min(1).max(2_147_483_647).openapi({ description: 'The order line reviewed (GET …/review/ lists them).' }),
});

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
