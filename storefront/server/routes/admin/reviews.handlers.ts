import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listReviewsForModeration, moderateReview } from '../../services/reviews';
import type { ApproveReview, HideReview, ListReviews } from './reviews.routes';

export const listReviews: RouteHandler<ListReviews, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listReviewsForModeration(c.get('db'), c.req.valid('query').status), 200);
};

export const approveReview: RouteHandler<ApproveReview, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const status = await moderateReview(c.get('db'), id, { status: 'approved' }, c.get('staff'));
  return c.json({ id, status }, 200);
};

export const hideReview: RouteHandler<HideReview, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const status = await moderateReview(c.get('db'), id, { status: 'hidden', reason: c.req.valid('json').reason }, c.get('staff'));
  return c.json({ id, status }, 200);
};
