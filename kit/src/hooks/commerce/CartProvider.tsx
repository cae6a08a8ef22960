import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';
import { cartEndpoints, catalogueEndpoints, type ApiError, type Cart, type CartSummary, type Product, type ProductKey } from '../../api';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import type { CartController, CartControllerOptions } from './cartController';
import { cartViewOf, type CartApi, type CartLineView, type CartLockManager } from './cartView';
import { createGuestCartStore, type GuestCartStore } from './guestCartStore';

export { GUEST_CART_MERGE_LOCK, type CartApi, type CartLineView, type CartLockManager } from './cartView';

const CartContext = /* @__PURE__ */ createContext<CartApi | null>(null);
/** Where `useCartSummary` reports the summary it holds, so the cart's lines carry its totals and problems. */
const CartSummaryReportContext = /* @__PURE__ */ createContext<((summary: CartSummary | undefined) => void) | null>(null);

function defaultLocks(): CartLockManager | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks as unknown as CartLockManager) : null;
}

export type CartProviderProps = {
  /** Where a guest's cart is kept. @default a store over localStorage, key 'rigsmith.guest-cart.v1' */
  store?: GuestCartStore;
  /** Serialises the sign-in merge across tabs; null merges without a lock. @default navigator.locks when available */
  locks?: CartLockManager | null;
  children: ReactNode;
};

/** A server render (and the hydration of its HTML) has no browser storage, so no guest cart yet. */
const noStoredCart = () => null;

function logCartFailure(action: string, error: unknown) {
  // SPEC §8: cart API failures are only logged, as the controller's own are.
  console.error(`The cart could not ${action}`, error);
}

/**
 * The cart controller's actions before its code has arrived: the controller (its actions,
 * the guest cart's edits, the sign-in merge) is its own chunk, downloaded once the page has
 * rendered rather than with the first page (issue "first paint": no page draws anything from
 * it). An action taken sooner waits for it. A failed download is tried again by the next
 * action; the actions that never reject log it (SPEC §8), `add` rejects with it.
 */
function deferredCartController(options: CartControllerOptions): CartController & { load(): Promise<CartController> } {
  let loading: Promise<CartController> | null = null;
  const load = () => {
    loading ??= import('./cartController').then(
      (module) => module.createCartController(options),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const logged =
    <A extends unknown[]>(action: string, run: (controller: CartController, ...args: A) => Promise<void>) =>
    async (...args: A) => {
      let controller: CartController;
      try {
        controller = await load();
      } catch (error) {
        logCartFailure(action, error);
        return;
      }
      await run(controller, ...args);
    };
  return {
    load,
    add: async (product, amount) => (await load()).add(product, amount),
    setAmount: logged('set a line', (controller, id: number, amount: number) => controller.setAmount(id, amount)),
    remove: logged('remove a line', (controller, id: number) => controller.remove(id)),
    replace: logged('replace a line', (controller, id: number, product: ProductKey) => controller.replace(id, product)),
    clear: logged('be emptied', (controller) => controller.clear()),
    reload: logged('be read again', (controller) => controller.reload()),
    mergeGuestCart: logged('merge the guest cart', (controller) => controller.mergeGuestCart()),
  };
}

/**
 * The shopper's cart for everything below it (SPEC §1, §4, §7): a thin React shell over the
 * cart controller (`createCartController`, downloaded after the first render, and
 * `cartViewOf`). It reads a guest's products from api/ecommerce/product/?ids= and a
 * signed-in customer's cart from api/account/basket/product/ through SWR, and hands both to
 * the controller.
 *
 * When the session becomes signed in, the guest cart is merged into the server cart once,
 * then its storage is cleared. When the session ends (logout, expiry, another tab), the guest
 * cart is cleared too and the server cart's cached copy goes with the session's SWR keys
 * (SPEC §4 "Logout clears ... cart"). Render it inside `SessionProvider`.
 */
export function CartProvider({ store: givenStore, locks: givenLocks, children }: CartProviderProps) {
  const client = useApiClient();
  const sessionId = useSessionId('CartProvider');
  const [ownStore] = useState(() => (givenStore ? null : createGuestCartStore()));
  const store = givenStore ?? (ownStore as GuestCartStore);
  const [locks] = useState(() => (givenLocks !== undefined ? givenLocks : defaultLocks()));
  const guest = useSyncExternalStore(store.subscribe, store.getSnapshot, noStoredCart);
  const [summary, reportSummary] = useState<CartSummary | undefined>(undefined);

  // ── A guest's products ──
  const guestIds = useMemo(() => (guest ? guest.lines.map((line) => line.product).sort((a, b) => String(a).localeCompare(String(b))) : []), [guest]);
  const products = useSWR<Product[], ApiError>(
    !sessionId && guestIds.length > 0 ? ['rigsmith:cart-products', client.country, guestIds.join(',')] : null,
    () => catalogueEndpoints.products(client, guestIds),
    { keepPreviousData: true },
  );

  // ── A customer's server cart ──
  const server = useSWR<Cart, ApiError>(sessionKey(sessionId, 'basket'), () => cartEndpoints.cart(client));
  const mutateServer = server.mutate;

  // The controller reads the latest render's state through a ref, so its actions keep one identity.
  const latest = useRef({ sessionId, server: server.data, products: products.data });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: the controller's actions read the newest state without changing identity
  latest.current = { sessionId, server: server.data, products: products.data };
  const controller = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- the controller calls these getters from its actions (events, effects), never while rendering
      deferredCartController({
        client,
        store,
        locks,
        sessionId: () => latest.current.sessionId,
        guestProducts: () => latest.current.products,
        server: {
          read: () => latest.current.server,
          set: async (cart) => {
            await mutateServer(cart, { revalidate: false });
          },
          change: async (call, optimistic) => {
            await mutateServer(call, {
              optimisticData: optimistic ? (current?: Cart) => optimistic(current ?? []) : undefined,
              rollbackOnError: true,
              populateCache: true,
              revalidate: false,
            });
          },
          revalidate: async () => {
            await mutateServer();
          },
        },
      }),
    [client, store, locks, mutateServer],
  );

  // The actions' code, once the page has rendered (and hydrated), before the shopper acts.
  useEffect(() => {
    void controller.load().catch(() => {});
  }, [controller]);

  // ── The merge on sign-in ──
  const [merging, setMerging] = useState(false);
  const mergingRef = useRef(false);
  const guestLineCount = guest?.lines.length ?? 0;
  useEffect(() => {
    if (!sessionId || guestLineCount === 0 || mergingRef.current) return;
    mergingRef.current = true;
    setMerging(true);
    void controller.mergeGuestCart().finally(() => {
      mergingRef.current = false;
      setMerging(false);
    });
  }, [sessionId, guestLineCount, controller]);

  // ── The end of a session clears the cart (SPEC §4) ──
  const previousSession = useRef(sessionId);
  useEffect(() => {
    if (previousSession.current && !sessionId) store.clear();
    previousSession.current = sessionId;
  }, [sessionId, store]);

  const value = useMemo<CartApi>(() => {
    const { add, setAmount, remove, replace, clear, reload } = controller;
    const view = cartViewOf({
      sessionId,
      merging,
      server: { data: server.data, error: server.error },
      guest,
      guestProducts: { data: products.data, error: products.error },
      summary,
    });
    return { ...view, add, setAmount, remove, replace, clear, reload };
  }, [controller, sessionId, merging, server.data, server.error, guest, products.data, products.error, summary]);

  return (
    <CartSummaryReportContext.Provider value={reportSummary}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartSummaryReportContext.Provider>
  );
}

/**
 * The shopper's cart (guest or signed in, one API): its lines and `add`, `setAmount`,
 * `remove`, `replace`, `clear`. To put a product in the cart from anywhere:
 *
 * ```tsx
 * const { add } = useCart();
 * await add(productId, 1); // then show 'Added to Cart'
 * ```
 */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('`useCart` must be used within `CartProvider`');
  return cart;
}

/** One cart line and the actions bound to it (`useCartLine`). */
export type CartLineApi = CartLineView & {
  /** Sets this line's amount (1…10; 0 removes it). Never rejects. */
  setAmount(amount: number): Promise<void>;
  /** Removes this line. Never rejects. */
  remove(): Promise<void>;
  /** Puts another product in this line's place, keeping its amount. Never rejects. */
  replace(product: ProductKey): Promise<void>;
};

/**
 * One line of the cart by its id (`CartLineView.id`), with its total and problem and the
 * actions bound to it, for a small part that renders one line; null when the cart has no
 * such line (any more).
 */
export function useCartLine(id: number): CartLineApi | null {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('`useCartLine` must be used within `CartProvider`');
  const line = cart.lines.find((item) => item.id === id);
  const { setAmount, remove, replace } = cart;
  return useMemo(
    () =>
      line
        ? {
            ...line,
            setAmount: (amount: number) => setAmount(id, amount),
            remove: () => remove(id),
            replace: (product: ProductKey) => replace(id, product),
          }
        : null,
    [line, id, setAmount, remove, replace],
  );
}

/**
 * Hands the summary a `useCartSummary` holds to the cart, so `useCart()` lines carry their
 * totals and problems; undefined when it holds none (or is gone). Outside a `CartProvider`
 * (a story of one screen part) there is no cart to tell.
 */
export function useReportCartSummary(summary: CartSummary | undefined): void {
  const report = useContext(CartSummaryReportContext);
  useEffect(() => {
    report?.(summary);
  }, [report, summary]);
  useEffect(() => () => report?.(undefined), [report]);
}
