// Commerce hooks (SPEC §4): cart (guest and server), summary, coupon, checkout, orders, payment.
export {
  CartProvider,
  useCart,
  useCartLine,
  GUEST_CART_MERGE_LOCK,
  type CartApi,
  type CartLineApi,
  type CartLineView,
  type CartProviderProps,
  type CartLockManager,
} from './CartProvider';
export {
  createCartController,
  cartViewOf,
  type CartActions,
  type CartController,
  type CartControllerOptions,
  type CartSources,
  type CartView,
  type ServerCartCache,
} from './cartController';
export { createGuestCartStore, type GuestCartStore, type GuestCartStoreOptions } from './guestCartStore';
export {
  CheckoutProvider,
  useCheckout,
  useCoupon,
  CHECKOUT_STORAGE_KEY,
  type CheckoutApi,
  type CheckoutProviderProps,
  type CouponApi,
} from './CheckoutProvider';
export { useCartSummary, type CartSummaryOptions, type CartSummaryResult } from './useCartSummary';
export { useCheckoutGuard, type CheckoutGuardResult } from './useCheckoutGuard';
export { useOrders, useOrder, type OrdersResult, type OrderResult } from './useOrders';
export { usePlaceOrder, type PlaceOrderApi } from './usePlaceOrder';
export { usePayment, type PaymentApi } from './usePayment';
