import type { ApiError, Cart, CartItem, CartLineProblem, CartSummary, IncompatibleBlock, Product, ProductKey } from '../../api';
import { cartUnitCount, listedLineProblem, productKeyOf, type GuestCart, type Money } from '../../domain';

// The cart's view and its contract, apart from its actions (cartController.ts): the page
// draws the cart from these on its first render, and downloads the actions after it.

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
  /**
   * A complete custom build's compatibility blockers, from the summary (SPEC §8 "Cart line":
   * which rule, which parts, which step); absent when none or before the summary.
   */
  blocks?: IncompatibleBlock[];
  /** The server's total for the line, when a summary was computed for its current amount. */
  total: Money | null;
  /**
   * For a custom build in a signed-in customer's cart: true when it is their own (it opens as
   * their draft), false for a guest's build merged in at sign-in (it opens by its `public_id`).
   * Absent for other products and in a guest's cart.
   */
  ownBuild?: boolean;
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
  // Whether the build can be assembled does not depend on the amount: any summary of it says.
  const blocks = summary?.lines.find((item) => item.product === line.product.id)?.blocks;
  return { ...line, problem: priced?.problem ?? line.problem, total: priced?.total ?? null, ...(blocks ? { blocks } : {}) };
}

/** What the cart shows (`useCart()` without its actions), from its sources. Pure. */
export function cartViewOf(sources: CartSources): CartView {
  const { sessionId, merging, server, guest, guestProducts, summary } = sources;
  if (sessionId) {
    const loading = merging || (!server.data && !server.error);
    const lines = (loading ? [] : (server.data ?? [])).map((line) =>
      withSummary(
        {
          id: line.pk,
          product: line.product,
          amount: line.amount,
          problem: listedLineProblem(line.product),
          ...(line.own_build === undefined ? {} : { ownBuild: line.own_build }),
        },
        summary,
      ),
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
