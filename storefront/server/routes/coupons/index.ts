import { createRouter } from '../../router';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

/** Coupon look-up (SPEC §7 GET api/ecommerce/coupon/{code}/). */
export const couponsRouter = createRouter().openapi(routes.getCoupon, handlers.getCoupon);
