import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses } from '../../schemas';
import { answer, CouponSchema, error } from '../commerce.schemas';

/** A coupon by its code (SPEC §7 GET api/ecommerce/coupon/{code}/, §8 coupon messages). */
export const getCoupon = createRoute({
  method: 'get',
  path: '/ecommerce/coupon/{code}/',
  tags: ['Cart'],
  summary: 'A coupon by code (any case), in the country’s currency',
  description:
    'The client tells a coupon not valid in its storefront from `affected_locales` (coupon state invalid-country). ' +
    'A code that is unknown, not started yet, expired or used up is a 404 (invalid-coupon).',
  request: {
    query: z.object({ country: countryParam }),
    // Any text: a code that cannot be a coupon is a 404 like any other unknown code.
    params: z.object({
      code: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'code', in: 'path' }, example: 'WELCOME10' }),
    }),
  },
  responses: {
    200: answer('The coupon', CouponSchema),
    ...errorResponses,
    404: error('`coupon_not_found`: "The coupon is not valid", in the storefront’s language'),
  },
});

export type GetCoupon = typeof getCoupon;
