// Commerce hooks (issue #6): cart (guest and server), summary, coupon, checkout, orders, payment.
export { CartProvider, useCart, GUEST_CART_MERGE_LOCK, type CartApi, type CartLineView, type CartProviderProps, type CartLockManager } from './CartProvider';
export { createGuestCartStore, type GuestCartStore, type GuestCartStoreOptions } from './guestCartStore';
