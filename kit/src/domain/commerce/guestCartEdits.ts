import type { ProductKey } from '../contract/catalogue';
import { clampCartLineAmount } from './limits';
import { addToGuestCart, isProductKey, type GuestCart } from './guestCart';

// A guest cart's edits but the first (`addToGuestCart`, which reading one needs), apart from
// guestCart.ts: only the cart's actions make them, downloaded after the page's first render
// (hooks/commerce/CartProvider.tsx).

/** Sets a line's amount (capped to 1…max); 0 or less removes it; a product not in the cart changes nothing. */
export function setGuestCartAmount(cart: GuestCart, product: ProductKey, amount: number): GuestCart {
  if (!cart.lines.some((line) => line.product === product)) return cart;
  if (!(amount >= 1)) return removeFromGuestCart(cart, product);
  return { ...cart, lines: cart.lines.map((line) => (line.product === product ? { product, amount: clampCartLineAmount(amount) } : line)) };
}

export function removeFromGuestCart(cart: GuestCart, product: ProductKey): GuestCart {
  return { ...cart, lines: cart.lines.filter((line) => line.product !== product) };
}

/**
 * Puts `next` in the place of `product`'s line, keeping its amount (an edited build, SPEC §7
 * "replace"). If `next` already has a line, the two become one there.
 */
export function replaceInGuestCart(cart: GuestCart, product: ProductKey, next: ProductKey): GuestCart {
  const line = cart.lines.find((item) => item.product === product);
  if (!line || !isProductKey(next) || next === product) return cart;
  if (cart.lines.some((item) => item.product === next)) return addToGuestCart(removeFromGuestCart(cart, product), next, line.amount);
  return { ...cart, lines: cart.lines.map((item) => (item.product === product ? { product: next, amount: item.amount } : item)) };
}
