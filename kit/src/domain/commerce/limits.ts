/**
 * Cart limits (SPEC §4 "Cart"), the same for the guest cart in browser storage and the
 * server cart, so a guest cart always fits the server's when it is merged on sign-in. The
 * amount range is decided here only: the guest cart clamps with it, the cart controller
 * clamps what a stepper sends, the merge caps with it, and the server refuses past it.
 */

/** Most units of one product a cart line may hold: a consumer shop; more is a business order. */
export const MAX_CART_LINE_AMOUNT = 10;

/** Most lines (distinct products) a cart may hold; also the most a guest summary may price. */
export const MAX_CART_LINES = 50;

/** An amount brought into a line's range: a whole number from 1 to MAX_CART_LINE_AMOUNT. */
export function clampCartLineAmount(amount: number): number {
  return Math.min(MAX_CART_LINE_AMOUNT, Math.max(1, Math.trunc(amount)));
}

/** Whether a line may hold this many units as it is (the server refuses any other with `amount_limit`). */
export function fitsCartLine(amount: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_CART_LINE_AMOUNT;
}

/** How many more units a line holding `held` may take (none once it is full). */
export function cartLineRoom(held: number): number {
  return Math.max(0, MAX_CART_LINE_AMOUNT - held);
}
