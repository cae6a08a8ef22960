import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { guardSecretGuess } from '../../middleware/secret-guesses';
import { getCoupon as couponByCode } from '../../services/coupons';
import type { GetCoupon } from './coupons.routes';

/** A code that is not a live coupon counts towards the address's limit; a good one does not. */
export const getCoupon: RouteHandler<GetCoupon, AppEnv> = async (c) => {
  const guess = await guardSecretGuess(c, 'coupon');
  const coupon = await couponByCode(c.get('db'), c.req.valid('param').code, c.get('storefront'));
  await guess.hit();
  return c.json(coupon, 200);
};
