import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { getCoupon as couponByCode } from '../../services/coupons';
import type { GetCoupon } from './coupons.routes';

export const getCoupon: RouteHandler<GetCoupon, AppEnv> = async (c) => {
  return c.json(await couponByCode(c.get('db'), c.req.valid('param').code, c.get('country')), 200);
};
