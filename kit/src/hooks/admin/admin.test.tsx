import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ApiError } from '../../api';
import type { AdminOrderDetail, AdminOrderPage, AdminOrderRow, StaffMe, StockPage, StockRow } from '../../domain/contract/admin';
import { renderSessionHook } from '../session/renderSessionHook';
import { apiError, type FakeRoute } from '../session/testApi';
import { useAdminOrder, useAdminOrders } from './useAdminOrders';
import { useOrderAction } from './useOrderAction';
import { useStaffMe } from './useStaffMe';
import { useStock, useUpdateStock } from './useStock';

const setup = renderSessionHook;

const gbp = (amount: number) => ({ amount, currency: 'gbp' as const });
const owner: StaffMe = { email: 'owner@rigsmith.test', full_name: 'Olive Owner', role: 'owner', permissions: ['orders.read'] };
const row = (id: number, status: AdminOrderRow['status'] = 'in_progress'): AdminOrderRow => ({
  id,
  reference: `RS-2026-${String(id).padStart(6, '0')}`,
  status,
  storefront: 'GB',
  created_at: '2026-11-20T10:00:00Z',
  email: 'ada@example.com',
  customer_name: 'Ada Lovelace',
  total: gbp(129900),
  quantity: 1,
});
const page = (rows: AdminOrderRow[], pageNumber = 1): AdminOrderPage => ({ items: rows, count: 40, page: pageNumber, per_page: 20 });
const detail = (status: AdminOrderRow['status'], actions: AdminOrderDetail['actions']) =>
  ({ order: { id: 7, reference: 'RS-2026-000007', status }, history: [], actions }) as unknown as AdminOrderDetail;
const part: StockRow = {
  part_id: 3,
  reference: 'CPU-7800X3D',
  name: 'AMD Ryzen 7 7800X3D',
  category: 'cpu',
  digital: false,
  stock: 2,
  lead_time_days: 5,
  restock_days: null,
  low: true,
};

describe('useStaffMe', () => {
  it('sends no request while signed out', async () => {
    const { result, api } = setup(() => useStaffMe(), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('answers the staff member, with the bearer token', async () => {
    const { result, api, session } = setup(() => useStaffMe(), { routes: { 'GET api/admin/me/': () => [200, owner] } });
    await waitFor(() => expect(result.current.data).toEqual(owner));
    expect(api.calls[0]!.authorization).toBe(`Bearer ${session.access}`);
  });

  it("gives a customer's 403 not_staff as the error", async () => {
    const { result } = setup(() => useStaffMe(), { routes: { 'GET api/admin/me/': () => apiError(403, 'not_staff') } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 403, code: 'not_staff' });
  });
});

describe('useAdminOrders', () => {
  it('sends the search, filters and page as the query, leaving out what is unset', async () => {
    const { result, api } = setup(
      () => useAdminOrders({ q: 'ada', status: 'shipped', storefront: 'FR', from: '2026-11-01', to: undefined, page: 2 }),
      {
        routes: { 'GET api/admin/orders/': () => [200, page([row(1)], 2)] },
      },
    );
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(api.calls[0]!.query).toEqual({ q: 'ada', status: 'shipped', storefront: 'FR', from: '2026-11-01', page: '2' });
  });

  it('keeps the previous page shown while the next loads', async () => {
    let release: () => void = () => {};
    const { result, rerender } = setup(({ pageNumber = 1 }: { pageNumber?: number } = {}) => useAdminOrders({ page: pageNumber }), {
      routes: {
        'GET api/admin/orders/': ({ query }) =>
          query?.page === '2' ? new Promise((resolve) => (release = () => resolve([200, page([row(2)], 2)]))) : [200, page([row(1)])],
      },
    });
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    rerender({ pageNumber: 2 });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.data?.page).toBe(1);
    await act(async () => release());
    await waitFor(() => expect(result.current.data?.page).toBe(2));
  });

  it('fetches one order by id, and nothing for a null id', async () => {
    const { result, api } = setup(() => [useAdminOrder(7), useAdminOrder(null)] as const, {
      routes: { 'GET api/admin/orders/7/': () => [200, detail('in_progress', ['confirm', 'cancel'])] },
    });
    await waitFor(() => expect(result.current[0].data?.actions).toEqual(['confirm', 'cancel']));
    expect(result.current[1].data).toBeUndefined();
    expect(api.calls.map((call) => call.path)).toEqual(['api/admin/orders/7/']);
  });
});

describe('useOrderAction', () => {
  function lifecycle() {
    let status: AdminOrderRow['status'] = 'in_progress';
    const actions = () => (status === 'in_progress' ? ['confirm', 'cancel'] : status === 'confirmed' ? ['ship', 'cancel'] : []);
    const routes: Record<string, FakeRoute> = {
      'GET api/admin/orders/7/': () => [200, detail(status, actions() as AdminOrderDetail['actions'])],
      'GET api/admin/orders/': () => [200, page([row(7, status)])],
      'POST api/admin/orders/7/confirm/': () => ((status = 'confirmed'), [200, {}]),
      'POST api/admin/orders/7/ship/': ({ body }) =>
        body.tracking_number === 'bad'
          ? [400, { code: 'validation_error', message: 'Check the tracking number', fields: { tracking_number: 'Not a tracking number' } }]
          : ((status = 'shipped'), [200, {}]),
      'POST api/admin/orders/7/cancel/': () => apiError(409, 'order_transition_not_allowed', 'A shipped order cannot be cancelled'),
    };
    return routes;
  }

  it('confirms, then shows the new status in the order and the list', async () => {
    const { result, api } = setup(() => ({ order: useAdminOrder(7), list: useAdminOrders({}), action: useOrderAction(7) }), { routes: lifecycle() });
    await waitFor(() => expect(result.current.list.data?.items[0]!.status).toBe('in_progress'));
    await waitFor(() => expect(result.current.order.data?.order.status).toBe('in_progress'));
    await act(() => result.current.action.confirm());
    expect(api.callsTo('POST api/admin/orders/7/confirm/')).toHaveLength(1);
    expect(result.current.order.data?.order.status).toBe('confirmed');
    expect(result.current.order.data?.actions).toEqual(['ship', 'cancel']);
    expect(result.current.list.data?.items[0]!.status).toBe('confirmed');
    expect(result.current.action.pending).toBeNull();
  });

  it('sends the carrier and tracking number, and rejects with the field error', async () => {
    const { result, api } = setup(() => useOrderAction(7), { routes: lifecycle() });
    await expect(act(() => result.current.ship({ carrier: 'dpd', tracking_number: 'bad' }))).rejects.toMatchObject({
      code: 'validation_error',
      fields: { tracking_number: 'Not a tracking number' },
    });
    await act(() => result.current.ship({ carrier: 'dpd', tracking_number: '15501234567890' }));
    expect(api.callsTo('POST api/admin/orders/7/ship/').map((call) => call.body)).toEqual([
      { carrier: 'dpd', tracking_number: 'bad' },
      { carrier: 'dpd', tracking_number: '15501234567890' },
    ]);
  });

  it('says which event is pending while it is sent', async () => {
    let release: () => void = () => {};
    const { result } = setup(() => useOrderAction(7), {
      routes: { 'POST api/admin/orders/7/deliver/': () => new Promise((resolve) => (release = () => resolve([200, {}]))) },
    });
    let done: Promise<void> = Promise.resolve();
    act(() => void (done = result.current.deliver()));
    await waitFor(() => expect(result.current.pending).toBe('deliver'));
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.pending).toBeNull();
  });

  it("rejects an illegal cancel with the server's message and sends the reason", async () => {
    const { result, api } = setup(() => useOrderAction(7), { routes: lifecycle() });
    await expect(act(() => result.current.cancel({ reason: 'Customer asked' }))).rejects.toMatchObject({
      status: 409,
      message: 'A shipped order cannot be cancelled',
    });
    expect(api.callsTo('POST api/admin/orders/7/cancel/')[0]!.body).toEqual({ reason: 'Customer asked' });
    expect(result.current.pending).toBeNull();
  });
});

describe('useStock and useUpdateStock', () => {
  it('asks for low stock only as low=1 and omits it otherwise', async () => {
    const stockPage: StockPage = { items: [part], count: 1, page: 1, per_page: 50 };
    const { result, api } = setup(() => [useStock({ low: true }), useStock({ q: 'ryzen' })] as const, {
      routes: { 'GET api/admin/stock/': () => [200, stockPage] },
    });
    await waitFor(() => expect(result.current[0].data).toEqual(stockPage));
    await waitFor(() => expect(result.current[1].data).toEqual(stockPage));
    expect(api.calls.map((call) => call.query)).toEqual(expect.arrayContaining([{ low: '1' }, { q: 'ryzen' }]));
  });

  it('PATCHes with the reason and refetches the stock list', async () => {
    let stock = 2;
    const { result, api } = setup(() => ({ list: useStock({}), update: useUpdateStock() }), {
      routes: {
        'GET api/admin/stock/': () => [200, { items: [{ ...part, stock, low: stock < 3 }], count: 1, page: 1, per_page: 50 }],
        'PATCH api/admin/stock/3/': ({ body }) => ((stock = body.stock), [200, { ...part, stock, low: false }]),
      },
    });
    await waitFor(() => expect(result.current.list.data?.items[0]!.stock).toBe(2));
    await act(async () => {
      await result.current.update(3, { stock: 12, reason: 'Delivery from supplier' });
    });
    expect(api.callsTo('PATCH api/admin/stock/3/')[0]!.body).toEqual({ stock: 12, reason: 'Delivery from supplier' });
    expect(result.current.list.data?.items[0]).toMatchObject({ stock: 12, low: false });
  });
});
