import { createRouter } from '../../router';
import * as handlers from './staff.handlers';
import * as routes from './staff.routes';
import * as reviewHandlers from './reviews.handlers';
import * as reviewRoutes from './reviews.routes';

/** The signed-in staff member (GET api/admin/me/). */
export const staffRouter = createRouter().openapi(routes.getStaffMe, handlers.getStaffMe);

/** The review moderation queue (GET api/admin/reviews/, approve, hide). */
export const reviewModerationRouter = createRouter()
  .openapi(reviewRoutes.listReviews, reviewHandlers.listReviews)
  .openapi(reviewRoutes.approveReview, reviewHandlers.approveReview)
  .openapi(reviewRoutes.hideReview, reviewHandlers.hideReview);
