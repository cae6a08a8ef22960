import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '../../api';
import { GUEST_CART_STORAGE_KEY, parseGuestCart, serialiseGuestCart, serialiseStoredSession } from '../../domain';
import { unsignedAccessToken } from '../../domain/session/testTokens';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { apiError, fakeShopApi, type FakeRoute } from '../session/testApi';
import { CartProvider, useCart, useCartLine } from './CartProvider';
import { createGuestCartStore } from './guestCartStore';
import { product, serverCart } from './testFixtures';

const SESSION_KEY = 'rigsmith.session';

/** GET api/ecommerce/product/?ids= over the fixture products, in the order asked, unknown ids left out. */
const productsRoute =
  (known: (id: number) => boolean = () => true): FakeRoute =>
  ({ query }) => [
    200,
    (query?.ids ?? '')
      .split(',')
      .map(Number)
      .filter(known)
      .map((id) => product(id)),
  ];

function setup({
  routes = {},
  signedIn = false,
  guest = null,
}: { routes?: Record<string, FakeRoute>; signedIn?: boolean; guest?: [number, number][] | null } = {}) {
  const session = { access: unsignedAccessToken({ sid: 'family-a' }), refresh: 'r1', sessionId: 'family-a', sessionEnd: null };
  const initial: Record<string, string> = {};
  if (signedIn) initial[SESSION_KEY] = serialiseStoredSession(session);
  if (guest) initial[GUEST_CART_STORAGE_KEY] = serialiseGuestCart({ id: 'guest-1', lines: guest.map(([p, amount]) => ({ product: p, amount })) });
  const storage = createMemoryStorage(initial);
  const sessionStore = createSessionStore({ storage, locks: null, eventTarget: null });
  const cartStore = createGuestCartStore({ storage, eventTarget: null, newId: () => 'new-guest-id' });
  const api = fakeShopApi({
    'GET api/ecommerce/product/': productsRoute(),
    'POST api/auth/login/': () => [200, { access: unsignedAccessToken({ sid: 'family-b' }), refresh: 'r2' }],
    'POST api/auth/logout/': () => [204],
    ...routes,
  });
  const client = api.clientFor(sessionStore);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>
        <SessionProvider store={sessionStore}>
          <CartProvider store={cartStore} locks={null}>
            {children}
          </CartProvider>
        </SessionProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  const hook = renderHook(() => ({ cart: useCart(), line5: useCartLine(5), session: useSession() }), { wrapper });
  const stored = () => parseGuestCart(storage.getItem(GUEST_CART_STORAGE_KEY));
  return { ...hook, api, stored, storage };
}

const amounts = (lines: { product: { id: number }; amount: number }[]) => lines.map((line) => [line.product.id, line.amount]);

afterEach(() => vi.restoreAllMocks());

describe('useCart — guest', () => {
  it('gives one line by id with its actions bound (useCartLine)', async () => {
    const { result, stored } = setup({ guest: [[5, 2]] });
    await waitFor(() => expect(result.current.line5).toMatchObject({ id: 5, amount: 2, problem: null, total: null }));
    await act(() => result.current.line5!.setAmount(4));
    expect(stored()?.lines).toEqual([{ product: 5, amount: 4 }]);
    await act(() => result.current.line5!.remove());
    expect(result.current.line5).toBeNull();
  });

  it('starts empty and ready, without a request', async () => {
    const { result, api } = setup();
    expect(result.current.cart).toMatchObject({ status: 'ready', owner: 'guest', lines: [], count: 0 });
    await act(async () => {});
    expect(api.calls).toHaveLength(0);
  });

  it('keeps lines in browser storage and shows their products', async () => {
    const { result, stored, api } = setup();
    await act(() => result.current.cart.add(5, 2));
    await act(() => result.current.cart.add(9));
    // The header's count is known before the products arrive.
    expect(result.current.cart.count).toBe(3);
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await waitFor(() =>
      expect(amounts(result.current.cart.lines)).toEqual([
        [5, 2],
        [9, 1],
      ]),
    );
    expect(result.current.cart.lines[0]).toMatchObject({ id: 5, problem: null });
    expect(result.current.cart.items).toEqual([
      { product: 5, amount: 2 },
      { product: 9, amount: 1 },
    ]);
    expect(stored()).toEqual({
      id: 'new-guest-id',
      lines: [
        { product: 5, amount: 2 },
        { product: 9, amount: 1 },
      ],
    });
    expect(api.callsTo('GET api/ecommerce/product/').at(-1)!.query).toEqual({ ids: '5,9' });
    // No server cart call for a guest.
    expect(api.callsTo('GET api/account/basket/product/')).toHaveLength(0);
  });

  it('changes amounts, replaces, removes and clears', async () => {
    const { result, stored } = setup({
      guest: [
        [5, 1],
        [9, 1],
      ],
    });
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(2));
    await act(() => result.current.cart.setAmount(5, 3));
    expect(stored()!.lines).toEqual([
      { product: 5, amount: 3 },
      { product: 9, amount: 1 },
    ]);
    await act(() => result.current.cart.replace(9, 12));
    expect(stored()!.lines).toEqual([
      { product: 5, amount: 3 },
      { product: 12, amount: 1 },
    ]);
    await act(() => result.current.cart.setAmount(12, 0));
    expect(stored()!.lines).toEqual([{ product: 5, amount: 3 }]);
    await act(() => result.current.cart.remove(5));
    expect(stored()).toBeNull();
    await act(() => result.current.cart.add(5));
    await act(() => result.current.cart.clear());
    expect(stored()).toBeNull();
    await waitFor(() => expect(result.current.cart.lines).toEqual([]));
  });

  it('marks lines that cannot be bought', async () => {
    const { result } = setup({
      guest: [[5, 1]],
      routes: { 'GET api/ecommerce/product/': () => [200, [product(5, { in_stock: false })]] },
    });
    await waitFor(() => expect(result.current.cart.lines[0]?.problem).toBe('out_of_stock'));
  });

  it('reads a corrupt stored cart as empty', async () => {
    const { result } = setup();
    expect(result.current.cart.lines).toEqual([]);
    const storage = createMemoryStorage({ [GUEST_CART_STORAGE_KEY]: '{"id": 3' });
    expect(createGuestCartStore({ storage, eventTarget: null }).getSnapshot()).toBeNull();
  });

  it('says so when the products cannot be read, keeping the stored lines', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, stored } = setup({ guest: [[5, 1]], routes: { 'GET api/ecommerce/product/': () => apiError(503, 'unavailable') } });
    await waitFor(() => expect(result.current.cart.status).toBe('error'));
    expect(result.current.cart.error).toBeInstanceOf(ApiError);
    expect(stored()!.lines).toEqual([{ product: 5, amount: 1 }]);
  });
});

describe('useCart — a guest’s custom build', () => {
  const PUBLIC_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
  const build = product(700, { public_id: PUBLIC_ID, product_class: 'pc-build' });
  /** The lookup as the server answers it: a custom build by its public id only, never by its id. */
  const lookup: FakeRoute = ({ query }) => [
    200,
    (query?.ids ?? '')
      .split(',')
      .flatMap((key) => (key === PUBLIC_ID ? [build] : /^[0-9]+$/.test(key) && key !== '700' ? [product(Number(key))] : [])),
  ];

  it('keeps it by its public id, shows it, and changes its line by the product id the view shows', async () => {
    const { result, stored, api } = setup({ routes: { 'GET api/ecommerce/product/': lookup } });
    await act(() => result.current.cart.add(5));
    await act(() => result.current.cart.add(PUBLIC_ID, 2));
    await waitFor(() =>
      expect(amounts(result.current.cart.lines)).toEqual([
        [5, 1],
        [700, 2],
      ]),
    );
    expect(stored()!.lines).toEqual([
      { product: 5, amount: 1 },
      { product: PUBLIC_ID, amount: 2 },
    ]);
    expect(api.callsTo('GET api/ecommerce/product/').at(-1)!.query).toEqual({ ids: `${PUBLIC_ID},5` });
    // The summary is asked for by the same keys.
    expect(result.current.cart.items).toEqual([
      { product: 5, amount: 1 },
      { product: PUBLIC_ID, amount: 2 },
    ]);
    await act(() => result.current.cart.setAmount(700, 3));
    expect(stored()!.lines).toEqual([
      { product: 5, amount: 1 },
      { product: PUBLIC_ID, amount: 3 },
    ]);
    await act(() => result.current.cart.remove(700));
    expect(stored()!.lines).toEqual([{ product: 5, amount: 1 }]);
  });

  it('moves it to the server cart by its public id on sign-in', async () => {
    const added: unknown[] = [];
    const { result, api, stored } = setup({
      routes: {
        'GET api/ecommerce/product/': lookup,
        'GET api/account/basket/product/': () => [200, added.length > 0 ? [{ pk: 1, product: build, amount: 1 }] : []],
        'POST api/account/basket/product/': ({ body }) => {
          added.push(body);
          return [200, [{ pk: 1, product: build, amount: 1 }]];
        },
      },
    });
    await act(() => result.current.cart.add(PUBLIC_ID));
    await act(() => result.current.session.login({ email: 'ada@example.com', password: 'Secret-123' }));
    await waitFor(() => expect(result.current.cart.owner).toBe('customer'));
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(api.callsTo('POST api/account/basket/product/').map((call) => [call.body, call.idempotencyKey])).toEqual([
      [{ product: PUBLIC_ID, amount: 1 }, `merge:new-guest-id:${PUBLIC_ID}`],
    ]);
    expect(amounts(result.current.cart.lines)).toEqual([[700, 1]]);
    expect(stored()).toBeNull();
  });
});

describe('useCart — signed in', () => {
  it('shows the server cart', async () => {
    const server = serverCart([[5, 2]]);
    const { result } = setup({ signedIn: true, routes: { 'GET api/account/basket/product/': () => [200, server.lines] } });
    expect(result.current.cart.status).toBe('loading');
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart).toMatchObject({ owner: 'customer', count: 2 });
    expect(result.current.cart.lines[0]).toMatchObject({ id: 100, amount: 2 });
  });

  it('adds with an idempotency key and shows the server’s answer', async () => {
    const server = serverCart();
    const { result, api } = setup({
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        'POST api/account/basket/product/': ({ body }) => [201, server.add(body.product, body.amount)],
      },
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await act(() => result.current.cart.add(7, 1));
    expect(amounts(result.current.cart.lines)).toEqual([[7, 1]]);
    const [post] = api.callsTo('POST api/account/basket/product/');
    expect(post!.body).toEqual({ product: 7, amount: 1 });
    expect(post!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects an add the server refuses, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup({
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'POST api/account/basket/product/': () => apiError(400, 'product_unavailable'),
      },
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    let error: unknown;
    await act(async () => {
      error = await result.current.cart.add(7).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ status: 400, code: 'product_unavailable' });
    expect(log).toHaveBeenCalled();
  });

  it('shows a new amount at once, then what the server answered', async () => {
    const server = serverCart([[5, 1]]);
    let answer!: () => void;
    const { result } = setup({
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        // The server caps the amount at what stock allows.
        'PATCH api/account/basket/product/100/': () =>
          new Promise((resolve) => {
            answer = () => resolve([200, server.set(100, 3)]);
          }),
      },
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    let done!: Promise<void>;
    act(() => {
      done = result.current.cart.setAmount(100, 5);
    });
    await waitFor(() => expect(result.current.cart.lines[0]!.amount).toBe(5));
    await act(async () => {
      answer();
      await done;
    });
    expect(result.current.cart.lines[0]!.amount).toBe(3);
  });

  it('logs a refused change and goes back to what the server holds, losing no line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = serverCart([[5, 2]]);
    const { result } = setup({
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        'PATCH api/account/basket/product/100/': () => apiError(500, 'server_error'),
        'DELETE api/account/basket/product/100/': () => apiError(500, 'server_error'),
      },
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await act(() => result.current.cart.setAmount(100, 4));
    await waitFor(() => expect(amounts(result.current.cart.lines)).toEqual([[5, 2]]));
    await act(() => result.current.cart.remove(100));
    await waitFor(() => expect(amounts(result.current.cart.lines)).toEqual([[5, 2]]));
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('removes, replaces and clears on the server', async () => {
    const server = serverCart([
      [5, 1],
      [9, 2],
    ]);
    const { result, api } = setup({
      signedIn: true,
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        'POST api/account/basket/product/101/replace/': ({ body }) => [200, server.replace(101, body.product)],
        'DELETE api/account/basket/product/100/': () => [200, server.remove(100)],
        'DELETE api/account/basket/product/101/': () => [200, server.remove(101)],
      },
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await act(() => result.current.cart.replace(101, 12));
    expect(amounts(result.current.cart.lines)).toEqual([
      [5, 1],
      [12, 2],
    ]);
    await act(() => result.current.cart.clear());
    expect(result.current.cart.lines).toEqual([]);
    expect(api.callsTo('DELETE api/account/basket/product/100/')).toHaveLength(1);
    expect(api.callsTo('DELETE api/account/basket/product/101/')).toHaveLength(1);
  });
});

describe('useCart — sign-in merge and sign-out', () => {
  it('adds each guest line to the server cart once, with merge keys, then clears storage', async () => {
    const server = serverCart([[9, 1]]);
    const { result, api, stored } = setup({
      guest: [
        [5, 2],
        [9, 1],
      ],
      routes: {
        'GET api/account/basket/product/': () => [200, server.lines],
        'POST api/account/basket/product/': ({ body }) => [201, server.add(body.product, body.amount)],
      },
    });
    await waitFor(() => expect(result.current.cart.lines).toHaveLength(2));
    await act(() => result.current.session.login({ email: 'ada@example.com', password: 'Secret-123' }));
    await waitFor(() => expect(result.current.cart.owner).toBe('customer'));
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(amounts(result.current.cart.lines)).toEqual([
      [9, 2],
      [5, 2],
    ]);
    expect(api.callsTo('POST api/account/basket/product/').map((call) => [call.body, call.idempotencyKey])).toEqual([
      [{ product: 5, amount: 2 }, 'merge:guest-1:5'],
      [{ product: 9, amount: 1 }, 'merge:guest-1:9'],
    ]);
    expect(stored()).toBeNull();
  });

  it('keeps the guest cart for the next visit when the server does not answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, stored } = setup({
      guest: [[5, 2]],
      routes: {
        'GET api/account/basket/product/': () => [200, []],
        'POST api/account/basket/product/': () => apiError(503, 'unavailable'),
      },
    });
    await act(() => result.current.session.login({ email: 'ada@example.com', password: 'Secret-123' }));
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(stored()).toEqual({ id: 'guest-1', lines: [{ product: 5, amount: 2 }] });
    expect(log).toHaveBeenCalled();
  });

  it('SPEC §4: logout clears the cart', async () => {
    const server = serverCart([[5, 1]]);
    const { result, stored } = setup({ signedIn: true, routes: { 'GET api/account/basket/product/': () => [200, server.lines] } });
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    await act(() => result.current.session.logout());
    await waitFor(() => expect(result.current.cart).toMatchObject({ owner: 'guest', status: 'ready', count: 0, lines: [] }));
    expect(stored()).toBeNull();
  });

  it('explains where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('`useCart` must be used within `CartProvider`');
  });
});
