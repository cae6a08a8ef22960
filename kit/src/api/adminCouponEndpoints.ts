import type { AdminCoupon, AdminCouponPage, AdminCouponQuery, CreateCouponRequest, UpdateCouponRequest } from '../domain/contract/adminCoupons';
import type { ApiClient } from './client';

const couponPath = (id: number) => `api/admin/coupons/${id}/`;

/**
 * The back office's coupon calls (domain/contract/adminCoupons.ts), owner only: a staff
 * member without `coupons.manage` gets 403 `forbidden`. Apart from `adminEndpoints` so the
 * order and stock screens do not carry them.
 */
export const adminCouponEndpoints = {
  coupons: (client: ApiClient, query: AdminCouponQuery = {}, signal?: AbortSignal) =>
    client.request<AdminCouponPage>({ path: 'api/admin/coupons/', query, signal }),

  /** 400 `validation_error` with `fields` by the kit's `newCouponSchema`; 409 `coupon_code_taken` with `fields.code`. */
  createCoupon: (client: ApiClient, body: CreateCouponRequest) => client.request<AdminCoupon>({ method: 'POST', path: 'api/admin/coupons/', body }),

  /** 409 `coupon_limit_below_uses` with `fields.max_uses` for a limit below the uses so far. */
  updateCoupon: (client: ApiClient, id: number, body: UpdateCouponRequest) =>
    client.request<AdminCoupon>({ method: 'PATCH', path: couponPath(id), body }),

  /** Ends it now; shoppers are refused it from then on. */
  expireCoupon: (client: ApiClient, id: number) => client.request<AdminCoupon>({ method: 'POST', path: `${couponPath(id)}expire/` }),
};
