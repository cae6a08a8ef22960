/**
 * Cart limits, the same for the guest cart in browser storage and the server
 * cart, so a guest cart always fits the server's when it is merged on sign-in.
 */

/** Most units of one product a cart line may hold: a consumer shop; more is a business order. */
export const MAX_CART_LINE_AMOUNT = 10;

/** Most lines (distinct products) a cart may hold; also the most a guest summary may price. */
export const MAX_CART_LINES = 50;
