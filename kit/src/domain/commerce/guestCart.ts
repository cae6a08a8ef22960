import type { CartItem } from '../contract/commerce';
import type { Product, ProductKey } from '../contract/catalogue';
import { MAX_CART_LINES, clampCartLineAmount } from './limits';

/**
 * A guest's cart as the browser keeps it (SPEC §1, §4: "Guest cart lives in browser
 * storage"): one line per product, and an id of its own that names it in the merge's
 * idempotency keys when the guest signs in.
 */
export type GuestCart = {
  /** Random, made when the first line is added; a merged cart's leftovers get a new one. */
  id: string;
  lines: CartItem[];
};

/**
 * The storage key, versioned: a later shape gets a new key, and this version's reader
 * never has to guess what an older or newer shop wrote.
 */
export const GUEST_CART_STORAGE_KEY = 'rigsmith.guest-cart.v1';

/** Whether a value is a product id or an amount: a positive safe integer. */
const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A custom build's public id as the API gives it: a UUID, in lower case. */
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value can name a product in a guest cart: a product id or a custom build's public id. */
export const isProductKey = (value: unknown): value is ProductKey => isPositiveInteger(value) || (typeof value === 'string' && PUBLIC_ID.test(value));

/**
 * The key a guest cart keeps for a product: a custom build's `public_id` (by its product
 * id the shop opens a build to its owner alone), anything else's id.
 */
export const productKeyOf = (product: Pick<Product, 'id' | 'public_id'>): ProductKey => product.public_id ?? product.id;

/** An empty cart with the id given (the caller makes it random: the domain does no I/O). */
export function createGuestCart(id: string): GuestCart {
  return { id, lines: [] };
}

/**
 * Reads a stored guest cart; null for nothing stored or anything that is not one (corrupt
 * JSON, another shape). Never throws. Bad lines are dropped one by one rather than the whole
 * cart: a line whose product is neither an id nor a public id, or whose amount is not a
 * whole number, is unreadable, an amount over the maximum is capped, and two lines of one
 * product become one, so a tampered or old value still gives the shopper every line that
 * can be read.
 */
export function parseGuestCart(raw: string | null | undefined): GuestCart | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, lines } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || !Array.isArray(lines)) return null;
  let cart = createGuestCart(id);
  for (const line of lines) {
    if (typeof line !== 'object' || line === null) continue;
    const { product, amount } = line as Record<string, unknown>;
    if (!isProductKey(product) || !isPositiveInteger(amount)) continue;
    cart = addToGuestCart(cart, product, amount);
  }
  return cart;
}

/** Writes only the known fields, so equal carts serialise equally. */
export function serialiseGuestCart(cart: GuestCart): string {
  return JSON.stringify({ id: cart.id, lines: cart.lines.map(({ product, amount }) => ({ product, amount })) });
}

/**
 * Adds `amount` units of a product: to its line if there is one (capped), else as a new last
 * line — unless the cart already holds the most lines a cart may (the server's limit too, so
 * a guest cart always fits the customer's when merged).
 */
export function addToGuestCart(cart: GuestCart, product: ProductKey, amount: number): GuestCart {
  if (!isProductKey(product) || !(amount >= 1)) return cart;
  const index = cart.lines.findIndex((line) => line.product === product);
  if (index === -1) {
    if (cart.lines.length >= MAX_CART_LINES) return cart;
    return { ...cart, lines: [...cart.lines, { product, amount: clampCartLineAmount(amount) }] };
  }
  const lines = cart.lines.map((line, i) => (i === index ? { product, amount: clampCartLineAmount(line.amount + amount) } : line));
  return { ...cart, lines };
}

/** Units across all lines (the header's cart count). */
export function cartUnitCount(lines: readonly { amount: number }[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
