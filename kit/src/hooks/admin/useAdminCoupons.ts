import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { adminCouponEndpoints, type ApiClient, type ApiError } from '../../api';
import type { AdminCoupon, AdminCouponPage, AdminCouponQuery, CreateCouponRequest, UpdateCouponRequest } from '../../domain/contract/adminCoupons';
import { useApiClient } from '../ApiClientProvider';
import { isSessionKey, sessionKey } from '../session/sessionKey';
import { useSessionId } from '../session/SessionProvider';
import { queryKeyPart } from './adminKeys';

const COUPONS = 'coupons';

/** Every cached page of the coupon list (all queries), fetched again after a change. */
const isCouponListKey = (key: unknown) => isSessionKey(key) && (key as unknown[])[2] === 'admin' && (key as unknown[])[3] === COUPONS;

/** A page of coupons with their uses and status (GET api/admin/coupons/), the previous page kept while the next loads. */
export function useAdminCoupons(query: AdminCouponQuery): SWRResponse<AdminCouponPage, ApiError> {
  const sessionId = useSessionId('useAdminCoupons');
  const client = useApiClient();
  return useSWR<AdminCouponPage, ApiError>(
    sessionKey(sessionId, 'admin', COUPONS, queryKeyPart(query)),
    () => adminCouponEndpoints.coupons(client, query),
    {
      keepPreviousData: true,
    },
  );
}

/**
 * One change to coupons: `pending` while it is under way; it rejects with the server's
 * `ApiError` (its `fields` go next to the form's fields) and on success every cached list
 * page is fetched again, since uses, status and order may all have changed.
 */
function useCouponChange<A extends unknown[]>(send: (client: ApiClient, ...args: A) => Promise<AdminCoupon>) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        const coupon = await send(client, ...args);
        await mutate(isCouponListKey);
        return coupon;
      } finally {
        setPending(false);
      }
    },
    [client, mutate, send],
  );
  return { pending, run };
}

/** Creates a coupon (POST api/admin/coupons/). */
export function useCreateCoupon(): { pending: boolean; create: (body: CreateCouponRequest) => Promise<AdminCoupon> } {
  const { pending, run } = useCouponChange(adminCouponEndpoints.createCoupon);
  return useMemo(() => ({ pending, create: run }), [pending, run]);
}

/**
 * Changes a coupon's use limit or end (PATCH api/admin/coupons/{id}/): the coupon `id`, or
 * for a list with an Edit button on each row, the one `update` is called with.
 */
export function useUpdateCoupon(id?: number): {
  pending: boolean;
  update: (body: UpdateCouponRequest, couponId?: number) => Promise<AdminCoupon>;
} {
  const send = useCallback(
    (client: ApiClient, body: UpdateCouponRequest, couponId?: number) => {
      const target = couponId ?? id;
      if (target === undefined) throw new Error('useUpdateCoupon: give the coupon id to the hook or to `update`.');
      return adminCouponEndpoints.updateCoupon(client, target, body);
    },
    [id],
  );
  const { pending, run } = useCouponChange(send);
  return useMemo(() => ({ pending, update: run }), [pending, run]);
}

/**
 * Ends a coupon now (POST api/admin/coupons/{id}/expire/): the coupon `id`, or for a list
 * with an Expire button a row, the one `expire` is called with.
 */
export function useExpireCoupon(id?: number): { pending: boolean; expire: (couponId?: number) => Promise<AdminCoupon> } {
  const send = useCallback(
    (client: ApiClient, couponId?: number) => {
      const target = couponId ?? id;
      if (target === undefined) throw new Error('useExpireCoupon: give the coupon id to the hook or to `expire`.');
      return adminCouponEndpoints.expireCoupon(client, target);
    },
    [id],
  );
  const { pending, run } = useCouponChange(send);
  return useMemo(() => ({ pending, expire: run }), [pending, run]);
}
