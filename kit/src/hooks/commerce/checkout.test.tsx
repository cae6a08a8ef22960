import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PayRequest, ShippingAddress, ToOrderRequest } from '../../api';
import { GUEST_CART_STORAGE_KEY, serialiseGuestCart, serialiseStoredSession, type SchedulerTimers } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { useShippingAddresses } from '../account/useShippingAddresses';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { apiError, fakeShopApi, type FakeRoute } from '../session/testApi';
import { CartProvider, useCart } from './CartProvider';
import { CHECKOUT_STORAGE_KEY, CheckoutProvider, useCheckout, useCoupon } from './CheckoutProvider';
import { createGuestCartStore } from './guestCartStore';
import { useCartSummary } from './useCartSummary';
import { useCheckoutGuard } from './useCheckoutGuard';
import { useOrders } from './useOrders';
import { usePayment } from './usePayment';
import { usePlaceOrder } from './usePlaceOrder';
import { order, product, serverCart, summary } from './testFixtures';

/** A clock the test moves by hand, for the summary's debounce. */
function manualTimers() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let ids = 0;
  const api: SchedulerTimers = {
    setTimeout: (callback, ms) => {
      ids += 1;
      timers.push({ at: now + ms, callback, id: ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { api, advance };
}

function setup<T>(
  hook: () => T,
  {
    routes = {},
    signedIn = false,
    guest = null,
    country = 'GB' as const,
    checkoutStorage = createMemoryStorage(),
  }: {
    routes?: Record<string, FakeRoute>;
    signedIn?: boolean;
    guest?: [number, number][] | null;
    country?: 'GB' | 'DE';
    checkoutStorage?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const initial: Record<string, string> = {};
  if (signedIn) initial['rigsmith.session'] = serialiseStoredSession(session);
  if (guest) initial[GUEST_CART_STORAGE_KEY] = serialiseGuestCart({ id: 'guest-1', lines: guest.map(([p, amount]) => ({ product: p, amount })) });
  const storage = createMemoryStorage(initial);
  const sessionStore = createSessionStore({ storage, locks: null, eventTarget: null });
  const cartStore = createGuestCartStore({ storage, eventTarget: null, newId: () => 'new-guest' });
  const api = fakeShopApi({
    'GET api/ecommerce/product/': ({ query }) => [200, (query?.ids ?? '').split(',').map((id) => product(Number(id)))],
    'POST api/auth/logout/': () => [204],
    ...routes,
  });
  const client = api.clientFor(sessionStore);
  if (country !== 'GB') Object.assign(client, { country });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>
        <SessionProvider store={sessionStore}>
          <CartProvider store={cartStore} locks={null}>
            <CheckoutProvider storage={checkoutStorage}>{children}</CheckoutProvider>
          </CartProvider>
        </SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), api, checkoutStorage };
}

afterEach(() => vi.restoreAllMocks());

const coupon = (code: string, countries: string[]) => ({
  code,
  kind: 'percent',
  percent_bp: 1000,
  amount: null,
  min_subtotal: null,
  affected_locales: countries.map((iso_3166_1_a2) => ({ iso_3166_1_a2 })),
  valid_until: null,
});

describe('useCoupon', () => {
  it.each([
    ['a coupon valid in the storefront', () => [200, coupon('SPRING10', ['GB', 'FR'])] as [number, unknown], 'success', 'SPRING10'],
    ['a coupon of other storefronts', () => [200, coupon('SPRING10', ['FR'])] as [number, unknown], 'invalid-country', null],
    ['no such coupon (404)', () => apiError(404, 'coupon_not_found'), 'invalid-coupon', null],
    ['a refusal other than 404', () => apiError(403, 'forbidden'), 'other', null],
  ])('%s', async (_label, route, status, applied) => {
    const { result, api } = setup(() => useCoupon(), { routes: { 'GET api/ecommerce/coupon/SPRING10/': route } });
    act(() => result.current.setValue(' spring10 '));
    act(() => result.current.apply());
    expect(result.current).toMatchObject({ status: 'updating', isUpdating: true });
    await waitFor(() => expect(result.current.status).toBe(status));
    expect(result.current.applied).toBe(applied);
    expect(result.current.isUpdating).toBe(false);
    expect(api.callsTo('GET api/ecommerce/coupon/SPRING10/')).toHaveLength(1);
  });

  it('removing resets to empty', async () => {
    const { result } = setup(() => useCoupon(), { routes: { 'GET api/ecommerce/coupon/SPRING10/': () => [200, coupon('SPRING10', ['GB'])] } });
    act(() => result.current.setValue('SPRING10'));
    act(() => result.current.apply());
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.remove());
    expect(result.current).toMatchObject({ value: '', status: 'empty', applied: null });
  });

  it('keeps the applied coupon in the tab’s storage', async () => {
    const checkoutStorage = createMemoryStorage();
    const first = setup(() => useCoupon(), {
      checkoutStorage,
      routes: { 'GET api/ecommerce/coupon/SPRING10/': () => [200, coupon('SPRING10', ['GB'])] },
    });
    act(() => first.result.current.setValue('SPRING10'));
    act(() => first.result.current.apply());
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();
    const second = setup(() => useCoupon(), { checkoutStorage });
    expect(second.result.current).toMatchObject({ status: 'success', applied: 'SPRING10' });
  });

  it('keeps a guest’s coupon through sign-in but forgets a customer’s after a sign-out made elsewhere', async () => {
    const checkoutStorage = createMemoryStorage();
    const routes: Record<string, FakeRoute> = { 'GET api/ecommerce/coupon/SPRING10/': () => [200, coupon('SPRING10', ['GB'])] };
    const asGuest = setup(() => useCoupon(), { checkoutStorage, routes });
    act(() => asGuest.result.current.setValue('SPRING10'));
    act(() => asGuest.result.current.apply());
    await waitFor(() => expect(asGuest.result.current.status).toBe('success'));
    asGuest.unmount();
    // The checkout mounts with its pages only: the sign-in happened while it was not there.
    const signedIn = setup(() => useCoupon(), { checkoutStorage, signedIn: true });
    expect(signedIn.result.current.applied).toBe('SPRING10');
    signedIn.unmount();
    expect(JSON.parse(checkoutStorage.getItem(CHECKOUT_STORAGE_KEY)!)).toMatchObject({ session: 'family-a' });
    // Signed out on another page: the next checkout starts afresh.
    const signedOut = setup(() => useCoupon(), { checkoutStorage });
    expect(signedOut.result.current).toMatchObject({ status: 'empty', applied: null });
  });
});

describe('useCartSummary', () => {
  it('asks for a guest’s summary from its products, leaving the currency to the storefront', async () => {
    const { result, api } = setup(() => useCartSummary(), {
      guest: [[5, 2]],
      routes: { 'POST api/account/basket/calculate_summary_for_products/': () => [200, summary()] },
    });
    await waitFor(() => expect(result.current.data).toEqual(summary()));
    const [call] = api.callsTo('POST api/account/basket/calculate_summary_for_products/');
    // The server prices in the storefront's currency; `?currency=` is no longer sent.
    expect(call!.query).toEqual({});
    expect(call!.body).toEqual({ coupon: null, products: [{ product: 5, amount: 2 }] });
  });

  it('hands its summary to the cart: 3 units with 2 in stock show the line’s problem and total', async () => {
    const line = {
      product: 5,
      amount: 3,
      unit_price: { amount: 5000, currency: 'gbp' as const },
      total: { amount: 15000, currency: 'gbp' as const },
      problem: 'out_of_stock' as const,
    };
    const { result } = setup(() => ({ summary: useCartSummary(), cart: useCart() }), {
      guest: [[5, 3]],
      routes: { 'POST api/account/basket/calculate_summary_for_products/': () => [200, summary({ lines: [line], orderable: false })] },
    });
    await waitFor(() => expect(result.current.cart.lines[0]).toMatchObject({ amount: 3, problem: 'out_of_stock', total: { amount: 15000 } }));
  });

  it('asks for a customer’s summary of the server cart, with the storefront’s country', async () => {
    const server = serverCart([[5, 1]]);
    const { result, api } = setup(() => useCartSummary(), {
      signedIn: true,
      country: 'DE',
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        'POST api/account/basket/calculate_summary/': () => [200, summary({ currency: 'eur' })],
      },
    });
    await waitFor(() => expect(result.current.data?.currency).toBe('eur'));
    const [call] = api.callsTo('POST api/account/basket/calculate_summary/');
    expect(call!.query).toEqual({});
    expect(call!.body).toEqual({ coupon: null, country: 'DE' });
  });

  it('recalculates 450 ms after the last change, at most 1 s after the first (SPEC §4)', async () => {
    const clock = manualTimers();
    const { result, api } = setup(() => ({ summary: useCartSummary({ timers: clock.api }), cart: useCart() }), {
      guest: [[5, 1]],
      routes: { 'POST api/account/basket/calculate_summary_for_products/': () => [200, summary()] },
    });
    const calls = () => api.callsTo('POST api/account/basket/calculate_summary_for_products/');
    await waitFor(() => expect(calls()).toHaveLength(1));
    await waitFor(() => expect(result.current.summary.isStale).toBe(false));

    await act(() => result.current.cart.setAmount(5, 2));
    await waitFor(() => expect(result.current.cart.items).toEqual([{ product: 5, amount: 2 }]));
    expect(result.current.summary.isStale).toBe(true);
    act(() => clock.advance(449));
    expect(calls()).toHaveLength(1);
    act(() => clock.advance(1));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]!.body.products).toEqual([{ product: 5, amount: 2 }]);

    // A burst of changes every 300 ms: the maximum wait sends one after 1 s.
    for (const amount of [3, 4, 5, 6]) {
      await act(() => result.current.cart.setAmount(5, amount));
      await waitFor(() => expect(result.current.cart.items[0]!.amount).toBe(amount));
      act(() => clock.advance(300));
    }
    await waitFor(() => expect(calls()).toHaveLength(3));
    // At 1 s the latest amount was 6.
    expect(calls()[2]!.body.products).toEqual([{ product: 5, amount: 6 }]);
  });

  it('holds still while paused (the shipping page)', async () => {
    const clock = manualTimers();
    const { result, api } = setup(() => ({ summary: useCartSummary({ timers: clock.api, paused: true }), cart: useCart() }), {
      guest: [[5, 1]],
      routes: { 'POST api/account/basket/calculate_summary_for_products/': () => [200, summary()] },
    });
    await waitFor(() => expect(result.current.summary.data).toBeDefined());
    await act(() => result.current.cart.setAmount(5, 2));
    act(() => clock.advance(5000));
    expect(api.callsTo('POST api/account/basket/calculate_summary_for_products/')).toHaveLength(1);
  });

  it('asks nothing for an empty cart', async () => {
    const { result, api } = setup(() => useCartSummary());
    await act(async () => {});
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
    expect(api.calls).toHaveLength(0);
  });

  it('sends the applied coupon and follows the server’s verdict on it', async () => {
    let verdict: 'success' | 'invalid-coupon' = 'success';
    const { result, api } = setup(() => ({ summary: useCartSummary(), coupon: useCoupon() }), {
      guest: [[5, 1]],
      routes: {
        'GET api/ecommerce/coupon/SPRING10/': () => [200, coupon('SPRING10', ['GB'])],
        'POST api/account/basket/calculate_summary_for_products/': ({ body }) => [
          200,
          summary({ coupon: body.coupon ? { code: body.coupon, status: verdict } : null }),
        ],
      },
    });
    await waitFor(() => expect(result.current.summary.data).toBeDefined());
    verdict = 'invalid-coupon';
    act(() => result.current.coupon.setValue('SPRING10'));
    act(() => result.current.coupon.apply());
    await waitFor(() => expect(api.callsTo('POST api/account/basket/calculate_summary_for_products/').at(-1)!.body.coupon).toBe('SPRING10'));
    // The server refused it (say, under its minimum): the field says so and nothing is applied.
    await waitFor(() => expect(result.current.coupon).toMatchObject({ status: 'invalid-coupon', applied: null }));
  });
});

describe('checkout progress and guard', () => {
  it('SPEC §4: emptying the cart resets the completed stage to 0', async () => {
    const { result } = setup(() => ({ checkout: useCheckout(), cart: useCart() }), { guest: [[5, 1]] });
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(1));
    act(() => result.current.checkout.completeStage(1));
    expect(result.current.checkout.completedStage).toBe(1);
    await act(() => result.current.cart.remove(5));
    await waitFor(() => expect(result.current.checkout.completedStage).toBe(0));
  });

  it('guards from the cart, the session and the order', async () => {
    const paid = order(42, { status: 'in_progress', payable: false });
    const guest = setup(() => useCheckoutGuard(2), { guest: [[5, 1]] });
    await waitFor(() => expect(guest.result.current.decision).toEqual({ kind: 'redirect', stage: 1 }));
    expect(guest.result.current.enterable).toEqual([0, 1]);

    const customer = setup(() => useCheckoutGuard(3, 42), {
      signedIn: true,
      routes: { 'GET api/account/basket/product/': () => [200, []], 'GET api/account/order/42/': () => [200, paid] },
    });
    expect(customer.result.current.decision).toEqual({ kind: 'wait' });
    await waitFor(() => expect(customer.result.current.decision).toEqual({ kind: 'redirect', stage: 4 }));

    const unknown = setup(() => useCheckoutGuard(3, 43), {
      signedIn: true,
      routes: { 'GET api/account/basket/product/': () => [200, []], 'GET api/account/order/43/': () => apiError(404, 'order_not_found') },
    });
    await waitFor(() => expect(unknown.result.current.decision).toEqual({ kind: 'redirect', stage: 0 }));
  });
});

describe('usePlaceOrder', () => {
  const body: ToOrderRequest = { shipping_address: 12, phone_number: '+447123456123', coupon: null };

  it('places the order with a key per attempt, reusing it on a retry after no answer', async () => {
    const server = serverCart([[5, 1]]);
    let fail = true;
    let keys = 0;
    const { result, api } = setup(
      () => ({ place: usePlaceOrder({ newKey: () => `key-${(keys += 1)}` }), checkout: useCheckout(), cart: useCart() }),
      {
        signedIn: true,
        routes: {
          'GET api/account/basket/product/': () => [200, server.lines],
          'POST api/account/basket/to_order/': () => {
            if (fail) return apiError(503, 'unavailable');
            server.clear();
            return [201, order(42)];
          },
          'GET api/account/order/': () => [200, [order(42)]],
        },
      },
    );
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(1));
    let error: unknown;
    await act(async () => {
      error = await result.current.place.place(body).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ status: 503 });
    expect(result.current.place.error).toMatchObject({ status: 503 });
    fail = false;
    await act(async () => {
      await result.current.place.place(body);
    });
    const calls = api.callsTo('POST api/account/basket/to_order/');
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(calls[1]!.query).toEqual({});
    expect(calls[1]!.body).toEqual(body);
    // The checkout knows the order; the emptied cart does not reset it.
    await waitFor(() => expect(result.current.cart.lines).toEqual([]));
    expect(result.current.checkout).toMatchObject({ orderId: 42, completedStage: 2 });
    // The next order is a new attempt.
    fail = true;
    await act(async () => {
      await result.current.place.place(body).catch(() => undefined);
    });
    expect(api.callsTo('POST api/account/basket/to_order/').at(-1)!.idempotencyKey).toBe('key-2');
  });

  it('reads the saved addresses again when the order saved a new one to the account', async () => {
    const input: Omit<ShippingAddress, 'id' | 'is_default'> = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      line1: '10 Downing Street',
      line2: '',
      city: 'London',
      postcode: 'SW1A 2AA',
      province: '',
      country: 'GB',
      phone: '+447123456123',
    };
    const saved: ShippingAddress = { ...input, id: 31, is_default: true };
    let book: ShippingAddress[] = [];
    const { result } = setup(() => ({ place: usePlaceOrder(), addresses: useShippingAddresses() }), {
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'GET api/account/shipping_address/': () => [200, book],
        'POST api/account/basket/to_order/': () => {
          book = [saved];
          return [201, order(42)];
        },
        'GET api/account/order/': () => [200, [order(42)]],
      },
    });
    await waitFor(() => expect(result.current.addresses.data).toEqual([]));
    await act(async () => {
      await result.current.place.place({ ...body, shipping_address: input, add_to_address_list: true });
    });
    await waitFor(() => expect(result.current.addresses.data?.map((address) => address.line1)).toEqual(['10 Downing Street']));
  });

  it('a refused attempt settles it: pressing again is a new attempt', async () => {
    let keys = 0;
    const { result, api } = setup(() => usePlaceOrder({ newKey: () => `key-${(keys += 1)}` }), {
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'POST api/account/basket/to_order/': () => [400, { code: 'out_of_stock', message: 'Out of stock' }],
      },
    });
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        await result.current.place(body).catch(() => undefined);
      });
    }
    expect(api.callsTo('POST api/account/basket/to_order/').map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});

describe('usePayment', () => {
  const card: PayRequest = { card_number: '4242424242424242', expiry: '12/30', cvc: '123', name_on_card: 'Ada Lovelace' };
  const paid = order(42, { status: 'in_progress', payable: false });

  function paymentSetup(pay: FakeRoute, confirm?: FakeRoute) {
    let keys = 0;
    return setup(() => ({ payment: usePayment(42, { newKey: () => `key-${(keys += 1)}` }), checkout: useCheckout(), orders: useOrders() }), {
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'GET api/account/order/': () => [200, [paid]],
        'POST api/account/order/42/pay/': pay,
        ...(confirm ? { 'POST api/account/order/42/pay/9/confirm/': confirm } : {}),
      },
    });
  }

  it('succeeds: the order is paid and the checkout records it', async () => {
    const { result, api } = paymentSetup(() => [200, { payment: 9, status: 'succeeded', message: null, order: paid }]);
    await act(() => result.current.payment.pay(card));
    expect(result.current.payment.state).toEqual({ status: 'succeeded', order: paid });
    expect(result.current.checkout).toMatchObject({ orderId: 42, completedStage: 3 });
    expect(api.callsTo('POST api/account/order/42/pay/')[0]).toMatchObject({ body: card, idempotencyKey: 'key-1' });
  });

  it('a decline keeps the order payable; the next try is a new attempt', async () => {
    const { result, api } = paymentSetup(() => [200, { payment: 9, status: 'declined', message: 'Your card was declined.', order: order(42) }]);
    await act(() => result.current.payment.pay(card));
    expect(result.current.payment.state).toEqual({ status: 'declined', message: 'Your card was declined.', afterChallenge: false });
    await act(() => result.current.payment.pay(card));
    expect(api.callsTo('POST api/account/order/42/pay/').map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('retries an attempt that got no answer with the same key', async () => {
    let fail = true;
    const { result, api } = paymentSetup(() =>
      fail ? apiError(502, 'bad_gateway') : [200, { payment: 9, status: 'succeeded', message: null, order: paid }],
    );
    await act(() => result.current.payment.pay(card));
    expect(result.current.payment.state).toEqual({ status: 'failed' });
    expect(result.current.payment.error).toMatchObject({ status: 502 });
    fail = false;
    await act(() => result.current.payment.pay(card));
    expect(result.current.payment.state.status).toBe('succeeded');
    expect(api.callsTo('POST api/account/order/42/pay/').map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it.each([
    [true, 'succeeded'],
    [false, 'declined'],
  ] as const)('a challenge answered %s → %s', async (approve, status) => {
    const { result, api } = paymentSetup(
      () => [200, { payment: 9, status: 'requires_action', message: null, order: order(42) }],
      ({ body }) => [
        200,
        body.approve
          ? { payment: 9, status: 'succeeded', message: null, order: paid }
          : { payment: 9, status: 'declined', message: 'Authentication failed.', order: order(42) },
      ],
    );
    await act(() => result.current.payment.pay(card));
    expect(result.current.payment.state).toEqual({ status: 'challenge', payment: 9 });
    await act(() => result.current.payment.answerChallenge(approve));
    expect(result.current.payment.state.status).toBe(status);
    expect(api.callsTo('POST api/account/order/42/pay/9/confirm/')[0]!.body).toEqual({ approve });
  });
});

describe('useOrders', () => {
  it('splits in progress from history', async () => {
    const { result } = setup(() => useOrders(), {
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'GET api/account/order/': () => [200, [order(3), order(2, { status: 'completed' }), order(1, { status: 'shipped' })]],
      },
    });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(result.current.inProgress.map((o) => o.id)).toEqual([3, 1]);
    expect(result.current.history.map((o) => o.id)).toEqual([2]);
  });

  it('sends nothing while signed out', async () => {
    const { result, api } = setup(() => useOrders());
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
    expect(CHECKOUT_STORAGE_KEY).toBe('rigsmith.checkout.v1');
  });
});
