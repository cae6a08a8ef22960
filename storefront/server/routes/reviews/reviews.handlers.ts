import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { orderReviews, submitReview as saveReview } from '../../services/reviews';
import type { GetOrderReviews, SubmitReview } from './reviews.routes';

export const getOrderReviews: RouteHandler<GetOrderReviews, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await orderReviews(c.get('db'), c.get('auth').userId, c.req.valid('param').id), 200);
};

export const submitReview: RouteHandler<SubmitReview, AppEnv> = async (c) => {
  const saved = await saveReview(c.get('db'), c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), c.get('storefront'));
  return c.json(saved, 201);
};
