import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Product } from '../../api';
import { GUEST_CART_STORAGE_KEY, MAX_CART_LINE_AMOUNT, parseGuestCart, serialiseGuestCart, type GuestCart } from '../../domain';
import { createMemoryStorage } from '../session/memoryStorage';
import { apiError, fakeShopApi, type FakeRoute } from '../session/testApi';
import { cartViewOf, createCartController, type CartSources, type ServerCartCache } from './cartController';
import { createGuestCartStore } from './guestCartStore';
import { product, serverCart, summary } from './testFixtures';

/** The server cart's cache as a plain value, with SWR's optimistic-then-rollback semantics. */
function memoryCache(initial?: Cart): ServerCartCache & { data: Cart | undefined; revalidations: number } {
  const cache = {
    data: initial,
    revalidations: 0,
    read: () => cache.data,
    async set(cart: Cart) {
      cache.data = cart;
    },
    async change(call: () => Promise<Cart>, optimistic?: (cart: Cart) => Cart) {
      const before = cache.data;
      if (optimistic) cache.data = optimistic(before ?? []);
      try {
        cache.data = await call();
      } catch (error) {
        cache.data = before;
        throw error;
      }
    },
    async revalidate() {
      cache.revalidations += 1;
    },
  };
  return cache;
}

function setup({
  signedIn = false,
  guest = null,
  routes = {},
  cart,
}: { signedIn?: boolean; guest?: [number, number][] | null; routes?: Record<string, FakeRoute>; cart?: Cart } = {}) {
  const initial: Record<string, string> = {};
  if (guest) initial[GUEST_CART_STORAGE_KEY] = serialiseGuestCart({ id: 'guest-1', lines: guest.map(([p, amount]) => ({ product: p, amount })) });
  const storage = createMemoryStorage(initial);
  const store = createGuestCartStore({ storage, eventTarget: null, newId: () => 'new-guest-id' });
  const api = fakeShopApi(routes);
  const server = memoryCache(cart);
  let products: Product[] | undefined;
  const controller = createCartController({
    client: api.clientFor(),
    store,
    locks: null,
    server,
    sessionId: () => (signedIn ? 'family-a' : null),
    guestProducts: () => products,
  });
  const stored = () => parseGuestCart(storage.getItem(GUEST_CART_STORAGE_KEY));
  return { controller, api, server, store, stored, setProducts: (next: Product[]) => (products = next) };
}

afterEach(() => vi.restoreAllMocks());

describe('cart controller — guest', () => {
  it('keeps a guest’s lines in the store, clamping amounts to the line range', async () => {
    const { controller, stored, api } = setup();
    await controller.add(5, 2);
    await controller.add(5, 20);
    await controller.add(9);
    expect(stored()?.lines).toEqual([
      { product: 5, amount: MAX_CART_LINE_AMOUNT },
      { product: 9, amount: 1 },
    ]);
    await controller.setAmount(9, 4.6);
    expect(stored()?.lines[1]).toEqual({ product: 9, amount: 4 });
    await controller.setAmount(9, 0);
    expect(stored()?.lines.map((line) => line.product)).toEqual([5]);
    expect(api.calls).toHaveLength(0);
  });

  it('names a custom build’s line by its public id, as the guest cart keeps it', async () => {
    const publicId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { controller, stored, setProducts } = setup({ guest: null });
    await controller.add(publicId, 1);
    setProducts([product(77, { public_id: publicId, product_class: 'pc-build' })]);
    await controller.setAmount(77, 3);
    expect(stored()?.lines).toEqual([{ product: publicId, amount: 3 }]);
  });
});

describe('cart controller — signed in', () => {
  it('adds through the server with an idempotency key and keeps its answer', async () => {
    const fake = serverCart();
    const { controller, server, api } = setup({
      signedIn: true,
      cart: [],
      routes: { 'POST api/account/basket/product/': ({ body }) => [201, fake.add(body.product, body.amount)] },
    });
    await controller.add(5, 2);
    expect(server.data?.map((line) => [line.product.id, line.amount])).toEqual([[5, 2]]);
    expect(api.callsTo('POST api/account/basket/product/')[0]?.idempotencyKey).toBeTruthy();
  });

  it('rejects an add the server refused, so the caller can say so', async () => {
    const { controller } = setup({ signedIn: true, cart: [], routes: { 'POST api/account/basket/product/': () => apiError(409, 'cart_full') } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(controller.add(5)).rejects.toMatchObject({ code: 'cart_full' });
  });

  it('rolls a refused amount back to what the server holds, logs it, and never rejects', async () => {
    const fake = serverCart([[5, 2]]);
    const { controller, server } = setup({
      signedIn: true,
      cart: fake.lines,
      routes: { 'PATCH api/account/basket/product/100/': () => apiError(409, 'amount_limit') },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(controller.setAmount(100, 7)).resolves.toBeUndefined();
    expect(server.data?.[0]?.amount).toBe(2);
    expect(server.revalidations).toBe(1);
    expect(log).toHaveBeenCalled();
  });

  it('sends a clamped amount', async () => {
    const fake = serverCart([[5, 2]]);
    const { controller, api } = setup({
      signedIn: true,
      cart: fake.lines,
      routes: { 'PATCH api/account/basket/product/100/': ({ body }) => [200, fake.set(100, body.amount)] },
    });
    await controller.setAmount(100, 42);
    expect(api.callsTo('PATCH api/account/basket/product/100/')[0]?.body).toEqual({ amount: MAX_CART_LINE_AMOUNT });
  });

  it('merges the guest cart into the server cart, capped to each line’s room, then reads it back', async () => {
    const fake = serverCart([[5, 8]]);
    const { controller, api, stored, server } = setup({
      signedIn: true,
      guest: [
        [5, 4],
        [9, 1],
      ],
      routes: {
        'GET api/account/basket/product/': () => [200, fake.lines],
        'POST api/account/basket/product/': ({ body }) => [201, fake.add(body.product, body.amount)],
      },
    });
    await controller.mergeGuestCart();
    expect(api.callsTo('POST api/account/basket/product/').map((call) => call.body)).toEqual([
      { product: 5, amount: 2 },
      { product: 9, amount: 1 },
    ]);
    expect(stored()).toBeNull();
    expect(server.revalidations).toBe(1);
  });
});

describe('cartViewOf', () => {
  const guest = (lines: [number, number][]): GuestCart => ({ id: 'g', lines: lines.map(([p, amount]) => ({ product: p, amount })) });
  const sources = (patch: Partial<CartSources>): CartSources => ({
    sessionId: null,
    merging: false,
    server: { data: undefined, error: undefined },
    guest: null,
    guestProducts: { data: undefined, error: undefined },
    summary: undefined,
    ...patch,
  });

  it('counts a guest’s units before the products arrive, and shows lines once they do', () => {
    const loading = cartViewOf(sources({ guest: guest([[5, 3]]) }));
    expect(loading).toMatchObject({ status: 'loading', owner: 'guest', lines: [], count: 3 });
    const ready = cartViewOf(sources({ guest: guest([[5, 3]]), guestProducts: { data: [product(5)], error: undefined } }));
    expect(ready).toMatchObject({ status: 'ready', count: 3, items: [{ product: 5, amount: 3 }] });
    expect(ready.lines[0]).toMatchObject({ id: 5, amount: 3, problem: null, total: null });
  });

  it('gives a line the summary’s total and problem: 3 wanted with 2 in stock is out of stock', () => {
    const line = {
      product: 5,
      amount: 3,
      unit_price: { amount: 5000, currency: 'gbp' as const },
      total: { amount: 15000, currency: 'gbp' as const },
      problem: 'out_of_stock' as const,
    };
    const view = cartViewOf(
      sources({
        guest: guest([[5, 3]]),
        guestProducts: { data: [product(5, { in_stock: true })], error: undefined },
        summary: summary({ lines: [line], orderable: false }),
      }),
    );
    expect(view.lines[0]).toMatchObject({ problem: 'out_of_stock', total: { amount: 15000 } });
  });

  it('ignores a summary computed for another amount', () => {
    const line = {
      product: 5,
      amount: 2,
      unit_price: { amount: 5000, currency: 'gbp' as const },
      total: { amount: 10000, currency: 'gbp' as const },
      problem: 'out_of_stock' as const,
    };
    const view = cartViewOf(
      sources({ guest: guest([[5, 3]]), guestProducts: { data: [product(5)], error: undefined }, summary: summary({ lines: [line] }) }),
    );
    expect(view.lines[0]).toMatchObject({ problem: null, total: null });
  });

  it('stays loading while a guest cart is merged into the customer’s', () => {
    const view = cartViewOf(
      sources({ sessionId: 's', merging: true, server: { data: [{ pk: 1, product: product(5), amount: 1 }], error: undefined } }),
    );
    expect(view).toMatchObject({ status: 'loading', owner: 'customer', lines: [] });
    const ready = cartViewOf(
      sources({ sessionId: 's', server: { data: [{ pk: 1, product: product(5, { status: 'archived' }), amount: 1 }], error: undefined } }),
    );
    expect(ready.lines[0]).toMatchObject({ id: 1, problem: 'archived' });
  });

  it('tells a customer’s own build from a guest’s build merged in at sign-in, as the server does', () => {
    const build = (id: number) => product(id, { product_class: 'pc-build', public_id: `00000000-0000-4000-8000-00000000000${id}` });
    const view = cartViewOf(
      sources({
        sessionId: 's',
        server: {
          data: [
            { pk: 1, product: build(6), amount: 1, own_build: true },
            { pk: 2, product: build(7), amount: 1, own_build: false },
            { pk: 3, product: product(5), amount: 1 },
          ],
          error: undefined,
        },
      }),
    );
    expect(view.lines.map((line) => line.ownBuild)).toEqual([true, false, undefined]);
    expect(view.lines[2]).not.toHaveProperty('ownBuild');
  });
});
