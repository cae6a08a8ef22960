import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';
import { ApiError, endpoints, type Cart, type CartItem, type CartLineProblem, type Product, type ProductKey } from '../../api';
import {
  MAX_CART_LINE_AMOUNT,
  addToGuestCart,
  cartLineProblemOf,
  cartUnitCount,
  mergeGuestCart,
  mergeOutcomeOf,
  productKeyOf,
  removeFromGuestCart,
  replaceInGuestCart,
  setGuestCartAmount,
} from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import { createGuestCartStore, type GuestCartStore } from './guestCartStore';
import { randomId } from './randomId';

/** One line of the cart, guest or server, as the cart components show it. */
export type CartLineView = {
  /**
   * What `setAmount`, `remove` and `replace` take: the server line's `pk` when signed in; for
   * a guest, the product's id (a guest cart has one line per product).
   */
  id: number;
  product: Product;
  amount: number;
  /** Why it cannot be bought as it is (SPEC §8), read from the product. */
  problem: CartLineProblem | null;
};

export type CartApi = {
  /** `loading` until the lines are known (and while a guest cart is merged on sign-in). */
  status: 'loading' | 'ready' | 'error';
  /** Whose cart: the browser's (guest) or the signed-in customer's on the server. */
  owner: 'guest' | 'customer';
  /** The lines, in the cart's order; empty until `ready`. */
  lines: CartLineView[];
  /** Units in the cart (the header's count); a guest's is known before the products load. */
  count: number;
  /** Products and amounts, for the summary. */
  items: CartItem[];
  /** Why the cart could not be read, with `status: 'error'`. */
  error: ApiError | null;
  /**
   * Adds `amount` (default 1) of a product — a part, a pre-built or a custom build — to the
   * shopper's cart, guest or server. A custom build is named by its `public_id` (a guest's
   * cart can hold it no other way), or by its id when it is the signed-in customer's own. Resolves once it is in the cart; rejects with the
   * `ApiError` when the server refused it (the caller says so: SPEC's 'Added to Cart' only
   * after it resolves). The configurator adds custom builds with it.
   */
  add(product: ProductKey, amount?: number): Promise<void>;
  /**
   * Sets a line's amount (1…10; 0 removes it). Shown at once and reconciled with the
   * server's answer; a refusal is logged and the line goes back to what the server holds
   * (SPEC §8 "Cart API failures are only logged"). Never rejects.
   */
  setAmount(id: number, amount: number): Promise<void>;
  /** Removes a line (the component asks first for an assembly). Optimistic; never rejects. */
  remove(id: number): Promise<void>;
  /** Puts another product in a line's place, keeping its amount (an edited build). Never rejects. */
  replace(id: number, product: ProductKey): Promise<void>;
  /** Empties the cart. Never rejects. */
  clear(): Promise<void>;
  /** Reads the cart again (after placing an order, which empties the server cart). */
  reload(): Promise<void>;
};

/** The part of the Web Locks API the merge needs (`navigator.locks`). */
export type CartLockManager = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** The Web Lock every tab takes to merge the guest cart, so tabs merge one at a time. */
export const GUEST_CART_MERGE_LOCK = 'rigsmith-guest-cart-merge';

const CartContext = createContext<CartApi | null>(null);

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

const clampAmount = (amount: number) => Math.min(MAX_CART_LINE_AMOUNT, Math.trunc(amount));

function logCartFailure(action: string, error: unknown) {
  // SPEC §8: cart API failures are only logged; the shopper's lines are never dropped for one.
  console.error(`The cart could not ${action}`, error);
}

/**
 * The shopper's cart for everything below it (SPEC §1, §4, §7): a guest's in
 * browser storage with its products from api/ecommerce/product/?ids=, a signed-in
 * customer's on the server (api/account/basket/product/), behind one API (`useCart`).
 *
 * When the session becomes signed in, the guest cart is merged into the server cart once
 * (`mergeGuestCart`: idempotency keys make it safe to run twice or in two tabs), then its
 * storage is cleared. When the session ends (logout, expiry, another tab), the guest cart is
 * cleared too and the server cart's cached copy goes with the session's SWR keys (SPEC §4
 * "Logout clears ... cart"). Render it inside `SessionProvider`.
 */
/** A server render (and the hydration of its HTML) has no browser storage, so no guest cart yet. */
const noStoredCart = () => null;

export function CartProvider({ store: givenStore, locks: givenLocks, children }: CartProviderProps) {
  const client = useApiClient();
  const sessionId = useSessionId('CartProvider');
  const [ownStore] = useState(() => (givenStore ? null : createGuestCartStore()));
  const store = givenStore ?? (ownStore as GuestCartStore);
  const [locks] = useState(() => (givenLocks !== undefined ? givenLocks : defaultLocks()));
  const guest = useSyncExternalStore(store.subscribe, store.getSnapshot, noStoredCart);

  // ── A guest's products ──
  const guestIds = useMemo(() => (guest ? guest.lines.map((line) => line.product).sort((a, b) => String(a).localeCompare(String(b))) : []), [guest]);
  const products = useSWR<Product[], ApiError>(
    !sessionId && guestIds.length > 0 ? ['rigsmith:cart-products', client.country, guestIds.join(',')] : null,
    () => endpoints.products(client, guestIds),
    { keepPreviousData: true },
  );

  // ── A customer's server cart ──
  const server = useSWR<Cart, ApiError>(sessionKey(sessionId, 'basket'), () => endpoints.cart(client));
  const mutateServer = server.mutate;

  // ── The merge on sign-in ──
  const [merging, setMerging] = useState(false);
  const mergingRef = useRef(false);
  const guestLineCount = guest?.lines.length ?? 0;
  useEffect(() => {
    if (!sessionId || guestLineCount === 0 || mergingRef.current) return;
    mergingRef.current = true;
    setMerging(true);
    const run = async () => {
      // What the customer's cart holds already, so no merged line passes the amount limit.
      const existing = new Map((await endpoints.cart(client)).map((line) => [productKeyOf(line.product), line.amount] as const));
      return mergeGuestCart({
        existing,
        load: store.load,
        save: store.save,
        newId: store.newId,
        send: async (step) => {
          try {
            await endpoints.addToCart(client, { product: step.product, amount: step.amount }, step.idempotencyKey);
            return 'merged';
          } catch (error) {
            return error instanceof ApiError ? mergeOutcomeOf(error.status, error.code) : 'unknown';
          }
        },
        onRefused: (step) => logCartFailure(`take product ${step.product} from the guest cart`, step),
      });
    };
    void (locks ? locks.request(GUEST_CART_MERGE_LOCK, run) : run())
      .then((result) => {
        if (result.pending) logCartFailure('merge every guest line yet; the rest is kept for the next visit', result);
      })
      .catch((error: unknown) => logCartFailure('merge the guest cart', error))
      // The cart stays 'loading' until the merged cart is read back: a moment showing the
      // customer's cart without the guest's lines would look empty to the checkout guard.
      .then(() => mutateServer())
      .catch((error: unknown) => logCartFailure('read the merged cart', error))
      .finally(() => {
        mergingRef.current = false;
        setMerging(false);
      });
  }, [sessionId, guestLineCount, store, client, locks, mutateServer]);

  // ── The end of a session clears the cart (SPEC §4) ──
  const previousSession = useRef(sessionId);
  useEffect(() => {
    if (previousSession.current && !sessionId) store.clear();
    previousSession.current = sessionId;
  }, [sessionId, store]);

  // ── The actions: the latest state through a ref, so each keeps one identity ──
  const latest = useRef({ sessionId, server: server.data, products: products.data });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  latest.current = { sessionId, server: server.data, products: products.data };

  /** A guest line's stored key from the id its view shows (the product's id; a custom build is kept by its public id). */
  const guestKey = useCallback((id: number): ProductKey => {
    const product = latest.current.products?.find((item) => item.id === id);
    return product ? productKeyOf(product) : id;
  }, []);

  const add = useCallback(
    async (product: ProductKey, amount = 1) => {
      if (!latest.current.sessionId) {
        store.update((cart) => addToGuestCart(cart, product, amount));
        return;
      }
      try {
        // A key per call: if the client sends it again (a refreshed access token), it is added once.
        const cart = await endpoints.addToCart(client, { product, amount }, randomId());
        await mutateServer(cart, { revalidate: false });
      } catch (error) {
        logCartFailure(`add product ${product}`, error);
        throw error;
      }
    },
    [client, store, mutateServer],
  );

  const serverChange = useCallback(
    async (action: string, call: () => Promise<Cart>, optimistic?: (cart: Cart) => Cart) => {
      try {
        await mutateServer(call, {
          optimisticData: optimistic ? (current?: Cart) => optimistic(current ?? []) : undefined,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      } catch (error) {
        logCartFailure(action, error);
        // Back to what the server holds, whatever that is now.
        void mutateServer();
      }
    },
    [mutateServer],
  );

  const remove = useCallback(
    async (id: number) => {
      if (!latest.current.sessionId) {
        store.update((cart) => removeFromGuestCart(cart, guestKey(id)));
        return;
      }
      await serverChange(`remove line ${id}`, () => endpoints.removeCartLine(client, id), (cart) => cart.filter((line) => line.pk !== id));
    },
    [client, store, serverChange, guestKey],
  );

  const setAmount = useCallback(
    async (id: number, amount: number) => {
      if (!(amount >= 1)) return remove(id);
      const next = clampAmount(amount);
      if (!latest.current.sessionId) {
        store.update((cart) => setGuestCartAmount(cart, guestKey(id), next));
        return;
      }
      await serverChange(
        `set line ${id} to ${next}`,
        () => endpoints.updateCartLine(client, id, { amount: next }),
        (cart) => cart.map((line) => (line.pk === id ? { ...line, amount: next } : line)),
      );
    },
    [client, store, serverChange, remove, guestKey],
  );

  const replace = useCallback(
    async (id: number, product: ProductKey) => {
      if (!latest.current.sessionId) {
        store.update((cart) => replaceInGuestCart(cart, guestKey(id), product));
        return;
      }
      await serverChange(`replace line ${id} with product ${product}`, () => endpoints.replaceCartLine(client, id, { product }));
    },
    [client, store, serverChange, guestKey],
  );

  const clear = useCallback(async () => {
    if (!latest.current.sessionId) {
      store.clear();
      return;
    }
    for (const line of latest.current.server ?? []) {
      await serverChange(`remove line ${line.pk}`, () => endpoints.removeCartLine(client, line.pk), (cart) => cart.filter((item) => item.pk !== line.pk));
    }
  }, [client, store, serverChange]);

  const reload = useCallback(async () => {
    if (latest.current.sessionId) {
      await mutateServer();
      return;
    }
    store.reload();
  }, [store, mutateServer]);

  // ── What the cart shows ──
  const value = useMemo<CartApi>(() => {
    const actions = { add, setAmount, remove, replace, clear, reload };
    if (sessionId) {
      const loading = merging || (!server.data && !server.error);
      const lines: CartLineView[] = (loading ? [] : (server.data ?? [])).map((line) => ({
        id: line.pk,
        product: line.product,
        amount: line.amount,
        problem: cartLineProblemOf(line.product),
      }));
      const status = loading ? 'loading' : server.data ? 'ready' : 'error';
      return {
        ...actions,
        status,
        owner: 'customer',
        lines,
        count: cartUnitCount(lines),
        items: lines.map((line) => ({ product: line.product.id, amount: line.amount })),
        error: status === 'error' ? (server.error ?? null) : null,
      };
    }
    const stored = guest?.lines ?? [];
    const byKey = new Map((products.data ?? []).map((product) => [productKeyOf(product), product]));
    const status = stored.length === 0 ? 'ready' : products.data ? 'ready' : products.error ? 'error' : 'loading';
    const lines: CartLineView[] =
      status === 'ready'
        ? stored.flatMap((line) => {
            const product = byKey.get(line.product);
            // A product the shop no longer lists stays stored but is not shown.
            return product ? [{ id: product.id, product, amount: line.amount, problem: cartLineProblemOf(product) }] : [];
          })
        : [];
    return {
      ...actions,
      status,
      owner: 'guest',
      lines,
      count: status === 'ready' ? cartUnitCount(lines) : cartUnitCount(stored),
      items: lines.map((line) => ({ product: productKeyOf(line.product), amount: line.amount })),
      error: status === 'error' ? (products.error ?? null) : null,
    };
  }, [sessionId, merging, server.data, server.error, guest, products.data, products.error, add, setAmount, remove, replace, clear, reload]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
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
