import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCouponPageSchema,
  AdminCouponQuerySchema as KitAdminCouponQuerySchema,
  AdminCouponSchema,
  couponChangeSchema,
  newCouponSchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Coupons in the back office (kit contract/adminCoupons.ts), all behind `coupons.manage`
 * (the owner): the list with each coupon's uses and status, creating one with the kit's
 * `newCouponSchema` (the form's own rules), changing its use limit or end, expiring it now.
 * Each change is audited (services/admin-coupons.ts); shoppers see the change at once, as
 * checkout reads the coupon on every summary and order (services/coupons.ts).
 */

const tags = adminTags;
const security = [{ bearerAuth: [] }];

/** The query is the kit contract's, after the country every route takes. */
export const AdminCouponQuerySchema = CountryQuerySchema.extend(KitAdminCouponQuerySchema.shape);

const CouponParams = z.object({ id: idParam('id') });
const notFound = { 404: answer('`coupon_id_not_found`', ApiErrorSchema) } as const;

export const listAdminCoupons = createRoute({
  method: 'get',
  path: '/admin/coupons/',
  tags,
  summary: 'Coupons with their uses and status, newest first; search by code, filter by status',
  middleware: [requireStaff('coupons.manage')] as const,
  security,
  request: { query: AdminCouponQuerySchema },
  responses: { 200: answer('One page of coupons', AdminCouponPageSchema), ...staffErrors, 400: answer('`validation_error`', ApiErrorSchema) },
});

export const createAdminCoupon = createRoute({
  method: 'post',
  path: '/admin/coupons/',
  tags,
  summary: 'Create a coupon (audited)',
  middleware: [requireStaff('coupons.manage')] as const,
  security,
  request: { query: CountryQuerySchema, body: { content: { 'application/json': { schema: newCouponSchema } }, required: true } },
  responses: {
    201: answer('The coupon', AdminCouponSchema),
    ...staffErrors,
    400: answer('`validation_error` with `fields` (code, percent, amount.gbp, storefronts, valid_until, …)', ApiErrorSchema),
    409: answer('`coupon_code_taken`, with `fields.code`', ApiErrorSchema),
  },
});

export const updateAdminCoupon = createRoute({
  method: 'patch',
  path: '/admin/coupons/{id}/',
  tags,
  summary: 'Change a coupon’s use limit and/or end (audited)',
  middleware: [requireStaff('coupons.manage')] as const,
  security,
  request: {
    query: CountryQuerySchema,
    params: CouponParams,
    body: { content: { 'application/json': { schema: couponChangeSchema } }, required: true },
  },
  responses: {
    200: answer('The coupon now', AdminCouponSchema),
    ...staffErrors,
    ...notFound,
    400: answer('`validation_error`: `fields.max_uses`, `fields.valid_until` (also when past, or not after the start)', ApiErrorSchema),
    409: answer('`coupon_limit_below_uses`: the limit is below the uses so far (with `fields.max_uses`)', ApiErrorSchema),
  },
});

export const expireAdminCoupon = createRoute({
  method: 'post',
  path: '/admin/coupons/{id}/expire/',
  tags,
  summary: 'End a coupon now (audited); a coupon already ended is answered as it is',
  middleware: [requireStaff('coupons.manage')] as const,
  security,
  request: { query: CountryQuerySchema, params: CouponParams },
  responses: { 200: answer('The coupon, expired', AdminCouponSchema), ...staffErrors, ...notFound },
});

export type ListAdminCoupons = typeof listAdminCoupons;
export type CreateAdminCoupon = typeof createAdminCoupon;
export type UpdateAdminCoupon = typeof updateAdminCoupon;
export type ExpireAdminCoupon = typeof expireAdminCoupon;
