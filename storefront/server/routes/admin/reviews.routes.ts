import { createRoute, z } from '@hono/zod-openapi';
import { AdminReviewSchema, hideReviewSchema, ModerationQueueQuerySchema, ReviewModeratedSchema as ModeratedSchema } from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { MODERATION_PAGE } from '../../services/reviews';
import { idParam } from '../commerce.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * The review moderation queue (issue's back office "Reviews: approve, hide with reason"):
 * `reviews.moderate` (support and owner). Each decision is audited and changes the build's
 * rating and count with what the model page shows. The answers are the kit's contract
 * (contract/reviews.ts); the hide body is the moderator's form schema.
 */

const ReviewParams = z.object({ id: idParam('id') });
const moderationErrors = {
  ...staffErrors,
  404: answer('`review_not_found`', ApiErrorSchema),
  409: answer('`review_status_unchanged`: the review already has that status', ApiErrorSchema),
} as const;

export const listReviews = createRoute({
  method: 'get',
  path: '/admin/reviews/',
  tags: adminTags,
  summary: 'Reviews by moderation status, oldest first',
  description: `At most ${MODERATION_PAGE}; approving or hiding them brings the next ones.`,
  middleware: [requireStaff('reviews.moderate')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema.extend(ModerationQueueQuerySchema.shape) },
  responses: { 200: answer('The reviews', z.array(AdminReviewSchema)), ...staffErrors },
});

export const approveReview = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/approve/',
  tags: adminTags,
  summary: 'Approve a review: it is shown and counted on its model page',
  middleware: [requireStaff('reviews.moderate')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: ReviewParams },
  responses: { 200: answer('Approved', ModeratedSchema), ...moderationErrors },
});

export const hideReview = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/hide/',
  tags: adminTags,
  summary: 'Hide a review with a reason: no longer shown or counted',
  middleware: [requireStaff('reviews.moderate')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: ReviewParams,
    body: { content: { 'application/json': { schema: hideReviewSchema } }, required: true },
  },
  responses: {
    200: answer('Hidden', ModeratedSchema),
    ...moderationErrors,
    400: answer('`validation_error`: `fields.reason` is required', ApiErrorSchema),
  },
});

export type ListReviews = typeof listReviews;
export type ApproveReview = typeof approveReview;
export type HideReview = typeof hideReview;
