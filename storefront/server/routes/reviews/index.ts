import { OpenAPIHono } from '@hono/zod-openapi';
import { isReviewValidationMessageId, reviewValidationMessageValues } from '@rigsmith/kit/domain';
import type { AppEnv } from '../../context';
import { localisedValidationFor } from '../localised-validation';
import * as handlers from './reviews.handlers';
import * as routes from './reviews.routes';

/** The review form's own message ids (`reviews.validation.*`) in the storefront's language. */
export const reviewValidation = localisedValidationFor(isReviewValidationMessageId, reviewValidationMessageValues);

/** A customer's reviews of their delivered orders (SPEC §2 "/order/review"). */
export const reviewsRouter = new OpenAPIHono<AppEnv>({ defaultHook: reviewValidation })
  .openapi(routes.getOrderReviews, handlers.getOrderReviews)
  .openapi(routes.submitReview, handlers.submitReview);
