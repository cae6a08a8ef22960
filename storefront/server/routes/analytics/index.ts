import { createRouter } from '../../router';
import * as handlers from './analytics.handlers';
import * as routes from './analytics.routes';

/**
 * The storefront's analytics tag (SPEC §7 "an analytics tag is loaded per locale"): asked for
 * by the browser only once the shopper chose Accept All, so the page itself carries nothing.
 */
export const analyticsRouter = createRouter().openapi(routes.getAnalyticsTag, handlers.getAnalyticsTag);
