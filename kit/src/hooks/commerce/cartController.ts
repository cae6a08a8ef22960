import { ApiError, cartEndpoints, type ApiClient, type Cart, type Product, type ProductKey } from '../../api';
import {
  addToGuestCart,
  clampCartLineAmount,
  mergeGuestCart,
  mergeOutcomeOf,
  productKeyOf,
  removeFromGuestCart,
  replaceInGuestCart,
  setGuestCartAmount,
} from '../../domain';
import type { GuestCartStore } from './guestCartStore';
import { randomId } from './randomId';
import { GUEST_CART_MERGE_LOCK, type CartActions, type CartLockManager } from './cartView';

export {
  cartViewOf,
  GUEST_CART_MERGE_LOCK,
  type CartActions,
  type CartApi,
  type CartLineView,
  type CartLockManager,
  type CartSources,
  type CartView,
} from './cartView';

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
      () => cartEndpoints.removeCartLine(client, id),
      (cart) => cart.filter((line) => line.pk !== id),
    );
  };

  const mergeRun = async () => {
    // What the customer's cart holds already, so no merged line passes the amount limit.
    const existing = new Map((await cartEndpoints.cart(client)).map((line) => [productKeyOf(line.product), line.amount] as const));
    return mergeGuestCart({
      existing,
      load: store.load,
      save: store.save,
      newId: store.newId,
      send: async (step) => {
        try {
          await cartEndpoints.addToCart(client, { product: step.product, amount: step.amount }, step.idempotencyKey);
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
        const cart = await cartEndpoints.addToCart(client, { product, amount }, randomId());
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
        () => cartEndpoints.updateCartLine(client, id, { amount: next }),
        (cart) => cart.map((line) => (line.pk === id ? { ...line, amount: next } : line)),
      );
    },

    remove,

    async replace(id, product) {
      if (!options.sessionId()) {
        store.update((cart) => replaceInGuestCart(cart, guestKey(id), product));
        return;
      }
      await serverChange(`replace line ${id} with product ${product}`, () => cartEndpoints.replaceCartLine(client, id, { product }));
    },

    async clear() {
      if (!options.sessionId()) {
        store.clear();
        return;
      }
      for (const line of server.read() ?? []) {
        await serverChange(
          `remove line ${line.pk}`,
          () => cartEndpoints.removeCartLine(client, line.pk),
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
