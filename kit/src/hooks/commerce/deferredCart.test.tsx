import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { GUEST_CART_STORAGE_KEY, parseGuestCart, serialiseGuestCart } from '../../domain';
import { ApiClientProvider } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/sessionStore';
import { fakeShopApi } from '../session/testApi';
import { CartProvider, useCart } from './CartProvider';
import { createGuestCartStore } from './guestCartStore';
import { product } from './testFixtures';

// The cart's actions are their own chunk, downloaded after the first render: here that
// download fails (a phone that went offline), as the page must survive it.
const download = vi.hoisted(() => ({ fails: true }));
vi.mock('./cartController', async (importOriginal) => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function setup() {
  const storage = createMemoryStorage({
    [GUEST_CART_STORAGE_KEY]: serialiseGuestCart({ id: 'guest-1', lines: [{ product: 5, amount: 2 }] }),
  });
  const sessionStore = createSessionStore({ storage, locks: null, eventTarget: null });
  const cartStore = createGuestCartStore({ storage, eventTarget: null, newId: () => 'new-guest-id' });
  const api = fakeShopApi({ 'GET api/ecommerce/product/': ({ query }) => [200, (query?.ids ?? '').split(',').map((id) => product(Number(id)))] });
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
  const hook = renderHook(() => useCart(), { wrapper });
  return { ...hook, stored: () => parseGuestCart(storage.getItem(GUEST_CART_STORAGE_KEY)) };
}

afterEach(() => vi.restoreAllMocks());

describe('CartProvider — the actions downloaded after the first render', () => {
  it('counts the cart without them, logs a failed download instead of rejecting, and add rejects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, stored } = setup();
    expect(result.current.count).toBe(2);

    await act(() => result.current.setAmount(5, 4));
    expect(stored()?.lines).toEqual([{ product: 5, amount: 2 }]);
    expect(logged).toHaveBeenCalledWith('The cart could not set a line', expect.any(Error));

    await expect(result.current.add(7)).rejects.toThrow();
    expect(stored()?.lines).toEqual([{ product: 5, amount: 2 }]);
  });

  it('tries the download again on the next action', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, stored } = setup();
    await act(() => result.current.setAmount(5, 4));
    expect(stored()?.lines).toEqual([{ product: 5, amount: 2 }]);

    download.fails = false;
    await act(() => result.current.setAmount(5, 4));
    expect(stored()?.lines).toEqual([{ product: 5, amount: 4 }]);
  });
});
