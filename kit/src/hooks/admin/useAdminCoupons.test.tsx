import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ApiError } from '../../api';
import type { AdminCoupon, AdminCouponPage } from '../../domain/contract/adminCoupons';
import { renderSessionHook } from '../session/renderSessionHook';
import { apiError } from '../session/testApi';
import { useAdminCoupons, useCreateCoupon, useExpireCoupon, useUpdateCoupon } from './useAdminCoupons';

const coupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 4,
  code: 'SPRING15',
  kind: 'percent',
  percent_bp: 1500,
  amounts: [],
  min_subtotals: [],
  storefronts: ['GB'],
  valid_from: '2026-12-01T00:00:00.000Z',
  valid_until: null,
  max_uses: 50,
  times_used: 3,
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (items: AdminCoupon[]): AdminCouponPage => ({ items, count: items.length, page: 1, per_page: 12 });

describe('useAdminCoupons', () => {
  it('sends no request while signed out', async () => {
    const { result, api } = renderSessionHook(() => useAdminCoupons({}), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the search, status and page with the bearer token, leaving out what is unset', async () => {
    const { result, api, session } = renderSessionHook(() => useAdminCoupons({ q: 'spring', status: 'used_up', page: 2, per_page: undefined }), {
      routes: { 'GET api/admin/coupons/': () => [200, page([coupon()])] },
    });
    await waitFor(() => expect(result.current.data?.items[0]!.code).toBe('SPRING15'));
    expect(api.calls[0]).toMatchObject({ query: { q: 'spring', status: 'used_up', page: '2' }, authorization: `Bearer ${session.access}` });
  });

  it('gives a role without the permission its 403 as the error', async () => {
    const { result } = renderSessionHook(() => useAdminCoupons({}), { routes: { 'GET api/admin/coupons/': () => apiError(403, 'forbidden') } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 403, code: 'forbidden' });
  });
});

describe('useCreateCoupon', () => {
  it('POSTs the coupon, is pending meanwhile, and refetches the list', async () => {
    let items = [coupon()];
    let release: () => void = () => {};
    const { result, api } = renderSessionHook(() => ({ list: useAdminCoupons({}), create: useCreateCoupon() }), {
      routes: {
        'GET api/admin/coupons/': () => [200, page(items)],
        'POST api/admin/coupons/': ({ body }) =>
          new Promise((resolve) => {
            release = () => {
              items = [coupon({ id: 5, code: body.code }), ...items];
              resolve([201, items[0]]);
            };
          }),
      },
    });
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(1));
    const body = { code: 'UKONLY', kind: 'fixed', amount: { gbp: 1000 }, storefronts: ['GB'], valid_from: '2026-12-01T00:00:00Z' } as const;
    let created: Promise<AdminCoupon> = Promise.resolve(coupon());
    act(() => {
      created = result.current.create.create({ ...body, storefronts: ['GB'] });
    });
    await waitFor(() => expect(result.current.create.pending).toBe(true));
    await act(async () => {
      release();
      await created;
    });
    expect(api.callsTo('POST api/admin/coupons/')[0]!.body).toEqual(body);
    expect(result.current.create.pending).toBe(false);
    await waitFor(() => expect(result.current.list.data?.items.map((row) => row.code)).toEqual(['UKONLY', 'SPRING15']));
  });

  it('rejects with the duplicate code’s 409 and its field', async () => {
    const { result } = renderSessionHook(() => useCreateCoupon(), {
      routes: {
        'POST api/admin/coupons/': () => [
          409,
          { code: 'coupon_code_taken', message: 'There is already a coupon X.', fields: { code: 'There is already a coupon X.' } },
        ],
      },
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .create({ code: 'X', kind: 'percent', percent: 5, storefronts: 'all', valid_from: '2026-12-01T00:00:00Z' })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'coupon_code_taken', fields: { code: 'There is already a coupon X.' } });
    expect(result.current.pending).toBe(false);
  });
});

describe('useUpdateCoupon and useExpireCoupon', () => {
  it('PATCHes the limit and POSTs the expiry to the coupon’s own path, each refetching the list', async () => {
    let current = coupon();
    const { result, api } = renderSessionHook(() => ({ list: useAdminCoupons({}), update: useUpdateCoupon(4), expire: useExpireCoupon(4) }), {
      routes: {
        'GET api/admin/coupons/': () => [200, page([current])],
        'PATCH api/admin/coupons/4/': ({ body }) => ((current = coupon({ max_uses: body.max_uses })), [200, current]),
        'POST api/admin/coupons/4/expire/': () => (
          (current = coupon({ ...current, status: 'expired', valid_until: '2026-11-27T09:00:00.000Z' })),
          [200, current]
        ),
      },
    });
    await waitFor(() => expect(result.current.list.data?.items[0]!.max_uses).toBe(50));
    await act(async () => {
      await result.current.update.update({ max_uses: 80 });
    });
    expect(api.callsTo('PATCH api/admin/coupons/4/')[0]!.body).toEqual({ max_uses: 80 });
    await waitFor(() => expect(result.current.list.data?.items[0]!.max_uses).toBe(80));
    await act(async () => {
      await result.current.expire.expire();
    });
    expect(api.callsTo('POST api/admin/coupons/4/expire/')).toHaveLength(1);
    await waitFor(() => expect(result.current.list.data?.items[0]!.status).toBe('expired'));
  });
});

describe('useUpdateCoupon without an id', () => {
  it('changes the coupon `update` is called with', async () => {
    const { result, api } = renderSessionHook(() => useUpdateCoupon(), {
      routes: { 'PATCH api/admin/coupons/9/': ({ body }) => [200, coupon({ id: 9, max_uses: body.max_uses })] },
    });
    await act(async () => {
      await result.current.update({ max_uses: 12 }, 9);
    });
    expect(api.callsTo('PATCH api/admin/coupons/9/')[0]!.body).toEqual({ max_uses: 12 });
    await expect(result.current.update({ max_uses: 12 })).rejects.toThrow('useUpdateCoupon');
  });
});

describe('useExpireCoupon without an id', () => {
  it('expires the coupon `expire` is called with', async () => {
    const { result, api } = renderSessionHook(() => useExpireCoupon(), {
      routes: { 'POST api/admin/coupons/9/expire/': () => [200, coupon({ id: 9, status: 'expired' })] },
    });
    await act(async () => {
      await result.current.expire(9);
    });
    expect(api.callsTo('POST api/admin/coupons/9/expire/')).toHaveLength(1);
    await expect(result.current.expire()).rejects.toThrow('useExpireCoupon');
  });
});
