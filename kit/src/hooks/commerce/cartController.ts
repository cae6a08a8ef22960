import {
  ApiError,
  endpoints,
  type ApiClient,
  type Cart,
  type CartItem,
  type CartLineProblem,
  type CartSummary,
  type Product,
  type ProductKey,
} from '../../api';
import {
  addToGuestCart,
  cartUnitCount,
  clampCartLineAmount,
  listedLineProblem,
  mergeGuestCart,
  mergeOutcomeOf,
  productKeyOf,
  removeFromGuestCart,
  replaceInGuestCart,
  setGuestCartAmount,
  type GuestCart,
  type Money,
} from '../../domain';
import type { GuestCartStore } from './guestCartStore';
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
  /**
   * Why it cannot be bought as it is (SPEC §8): the summary's verdict when it was computed for
   * this amount (it knows the stock, e.g. 3 wanted with 2 left), else what the product tells.
   */
  problem: CartLineProblem | null;
  /** The server's total for the line, when a summary was computed for its current amount. */
  total: Money | null;
};

/** What the cart shows: its lines and state, without the actions. */
export type CartView = {
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
};

export type CartActions = {
  /**
   * Adds `amount` (default 1) of a product — a part, a pre-built or a custom build — to the
   * shopper's cart, guest or server. A custom build is named by its `public_id` (a guest's
   * cart can hold it no other way), or by its id when it is the signed-in customer's own.
   * Resolves once it is in the cart; rejects with the `ApiError` when the server refused it
   * (the caller says so: SPEC's 'Added to Cart' only after it resolves). The configurator adds
   * custom builds with it.
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

export type CartApi = CartView & CartActions;

/** The part of the Web Locks API the merge needs (`navigator.locks`). */
export type CartLockManager = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** The Web Lock every tab takes to merge the guest cart, so tabs merge one at a time. */
export const GUEST_CART_MERGE_LOCK = 'rigsmith-guest-cart-merge';

/**
 * The customer's server cart as the page caches it (SWR under `CartProvider`, a plain value
 * in tests): the controller reads and changes it only through this.
 */
export type ServerCartCache = {
  read(): Cart | undefined;
  /** Keeps `cart` as the server's answer, without asking again. */
  set(cart: Cart): Promise<void>;
  /** Shows `optimistic(current)` while `call` runs, keeps its answer, and rolls back when it rejects (rejecting too). */
  change(call: () => Promise<Cart>, optimistic?: (cart: Cart) => Cart): Promise<void>;
  /** Asks the server again. */
  revalidate(): Promise<void>;
};

export type CartControllerOptions = {
  client: ApiClient;
  /** Where a guest's cart is kept. */
  store: GuestCartStore;
  /** Serialises the sign-in merge across tabs; null merges without a lock. */
  locks: CartLockManager | null;
  server: ServerCartCache;
  /** The signed-in session's id, or null for a guest: read at each action, so it is the latest. */
  sessionId(): string | null;
  /** The guest lines' products, once loaded (a guest line's key from the id its view shows). */
  guestProducts(): readonly Product[] | undefined;
};

export type CartController = CartActions & {
  /**
   * Moves the guest cart into the customer's server cart (`mergeGuestCart`: idempotency keys
   * make it safe to run twice or in two tabs), under the merge lock, then reads the merged
   * cart back. Never rejects: a failure is logged and the rest kept for the next visit.
   */
  mergeGuestCart(): Promise<void>;
};

function logCartFailure(action: string, error: unknown) {
  // SPEC §8: cart API failures are only logged; the shopper's lines are never dropped for one.
  console.error(`The cart could not ${action}`, error);
}

/**
 * The cart's behaviour without React (SPEC §1, §4, §7): a guest's cart in browser storage,
 * a signed-in customer's on the server, and the merge between them on sign-in, behind one
 * set of actions. `CartProvider` feeds it the session and the cached data and shows
 * `cartViewOf` of the result.
 */
export function createCartController(options: CartControllerOptions): CartController {
  const { client, store, locks, server } = options;

  /** A guest line's stored key from the id its view shows (the product's id; a custom build is kept by its public id). */
  const guestKey = (id: number): ProductKey => {
    const product = options.guestProducts()?.find((item) => item.id === id);
    return product ? productKeyOf(product) : id;
  };

  const serverChange = async (action: string, call: () => Promise<Cart>, optimistic?: (cart: Cart) => Cart) => {
    try {
      await server.change(call, optimistic);
    } catch (error) {
      logCartFailure(action, error);
      // Back to what the server holds, whatever that is now.
      void server.revalidate().catch(() => {});
    }
  };

  const remove = async (id: number) => {
    if (!options.sessionId()) {
      store.update((cart) => removeFromGuestCart(cart, guestKey(id)));
      return;
    }
    await serverChange(
      `remove line ${id}`,
      () => endpoints.removeCartLine(client, id),
      (cart) => cart.filter((line) => line.pk !== id),
    );
  };

  const mergeRun = async () => {
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

  return {
    async add(product, amount = 1) {
      if (!options.sessionId()) {
        store.update((cart) => addToGuestCart(cart, product, amount));
        return;
      }
      try {
        // A key per call: if the client sends it again (a refreshed access token), it is added once.
        const cart = await endpoints.addToCart(client, { product, amount }, randomId());
        await server.set(cart);
      } catch (error) {
        logCartFailure(`add product ${product}`, error);
        throw error;
      }
    },

    async setAmount(id, amount) {
      if (!(amount >= 1)) return remove(id);
      const next = clampCartLineAmount(amount);
      if (!options.sessionId()) {
        store.update((cart) => setGuestCartAmount(cart, guestKey(id), next));
        return;
      }
      await serverChange(
        `set line ${id} to ${next}`,
        () => endpoints.updateCartLine(client, id, { amount: next }),
        (cart) => cart.map((line) => (line.pk === id ? { ...line, amount: next } : line)),
      );
    },

    remove,

    async replace(id, product) {
      if (!options.sessionId()) {
        store.update((cart) => replaceInGuestCart(cart, guestKey(id), product));
        return;
      }
      await serverChange(`replace line ${id} with product ${product}`, () => endpoints.replaceCartLine(client, id, { product }));
    },

    async clear() {
      if (!options.sessionId()) {
        store.clear();
        return;
      }
      for (const line of server.read() ?? []) {
        await serverChange(
          `remove line ${line.pk}`,
          () => endpoints.removeCartLine(client, line.pk),
          (cart) => cart.filter((item) => item.pk !== line.pk),
        );
      }
    },

    async reload() {
      if (options.sessionId()) {
        await server.revalidate();
        return;
      }
      store.reload();
    },

    async mergeGuestCart() {
      await (locks ? locks.request(GUEST_CART_MERGE_LOCK, mergeRun) : mergeRun())
        .then((result) => {
          if (result.pending) logCartFailure('merge every guest line yet; the rest is kept for the next visit', result);
        })
        .catch((error: unknown) => logCartFailure('merge the guest cart', error))
        // The cart stays 'loading' until the merged cart is read back: a moment showing the
        // customer's cart without the guest's lines would look empty to the checkout guard.
        .then(() => server.revalidate())
        .catch((error: unknown) => logCartFailure('read the merged cart', error));
    },
  };
}

/** What the view model is made from: the session, the cached reads, and the last summary. */
export type CartSources = {
  sessionId: string | null;
  /** A guest cart is being merged into the customer's. */
  merging: boolean;
  server: { data: Cart | undefined; error: ApiError | undefined };
  guest: GuestCart | null;
  guestProducts: { data: readonly Product[] | undefined; error: ApiError | undefined };
  /** The last summary the server computed for this cart, if any (`useCartSummary` reports it). */
  summary: CartSummary | undefined;
};

/**
 * A line with the summary's word on it: its total and problem when the summary was computed
 * for its current amount (an older one would price or judge another amount), else its own
 * problem and no total.
 */
function withSummary(line: Omit<CartLineView, 'total'>, summary: CartSummary | undefined): CartLineView {
  const priced = summary?.lines.find((item) => item.product === line.product.id && item.amount === line.amount);
  return { ...line, problem: priced?.problem ?? line.problem, total: priced?.total ?? null };
}

/** What the cart shows (`useCart()` without its actions), from its sources. Pure. */
export function cartViewOf(sources: CartSources): CartView {
  const { sessionId, merging, server, guest, guestProducts, summary } = sources;
  if (sessionId) {
    const loading = merging || (!server.data && !server.error);
    const lines = (loading ? [] : (server.data ?? [])).map((line) =>
      withSummary({ id: line.pk, product: line.product, amount: line.amount, problem: listedLineProblem(line.product) }, summary),
    );
    const status = loading ? 'loading' : server.data ? 'ready' : 'error';
    return {
      status,
      owner: 'customer',
      lines,
      count: cartUnitCount(lines),
      items: lines.map((line) => ({ product: line.product.id, amount: line.amount })),
      error: status === 'error' ? (server.error ?? null) : null,
    };
  }
  const stored = guest?.lines ?? [];
  const byKey = new Map((guestProducts.data ?? []).map((product) => [productKeyOf(product), product]));
  const status = stored.length === 0 ? 'ready' : guestProducts.data ? 'ready' : guestProducts.error ? 'error' : 'loading';
  const lines =
    status === 'ready'
      ? stored.flatMap((line) => {
          const product = byKey.get(line.product);
          // A product the shop no longer lists stays stored but is not shown.
          return product ? [withSummary({ id: product.id, product, amount: line.amount, problem: listedLineProblem(product) }, summary)] : [];
        })
      : [];
  return {
    status,
    owner: 'guest',
    lines,
    count: status === 'ready' ? cartUnitCount(lines) : cartUnitCount(stored),
    items: lines.map((line) => ({ product: productKeyOf(line.product), amount: line.amount })),
    error: status === 'error' ? (guestProducts.error ?? null) : null,
  };
}
