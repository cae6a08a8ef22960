import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as service from '../../services/admin-coupons';
import type { CreateAdminCoupon, ExpireAdminCoupon, ListAdminCoupons, UpdateAdminCoupon } from './coupons.routes';

export const listAdminCoupons: RouteHandler<ListAdminCoupons, AppEnv> = async (c) => {
  const { country: _country, ...query } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await service.listAdminCoupons(c.get('db'), query), 200);
};

export const createAdminCoupon: RouteHandler<CreateAdminCoupon, AppEnv> = async (c) => {
  const coupon = await service.createAdminCoupon(c.get('db'), c.req.valid('json'), c.get('staff'));
  c.header('Cache-Control', 'private, no-store');
  return c.json(coupon, 201);
};

export const updateAdminCoupon: RouteHandler<UpdateAdminCoupon, AppEnv> = async (c) => {
  const coupon = await service.updateAdminCoupon(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('staff'));
  c.header('Cache-Control', 'private, no-store');
  return c.json(coupon, 200);
};

export const expireAdminCoupon: RouteHandler<ExpireAdminCoupon, AppEnv> = async (c) => {
  const coupon = await service.expireAdminCoupon(c.get('db'), c.req.valid('param').id, c.get('staff'));
  c.header('Cache-Control', 'private, no-store');
  return c.json(coupon, 200);
};
