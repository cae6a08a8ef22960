/**
 * Cart, coupons, orders and payment (SPEC §7 "Cart", "Account" orders, and the
 * payment calls SPEC leaves unshown). Money is integer minor units, VAT included; the
 * server computes every figure.
 */
import type { CarrierCode } from '../commerce/carriers';
import type { Money } from '../money';
import type { CountryCode, CurrencyCode } from '../storefronts';
import type { ShippingAddress, ShippingAddressInput } from './account';
import type { OrderHistoryEntry } from './admin';
import type { Product, ProductKey } from './catalogue';

// ── Cart ────────────────────────────────────────────────────────────────────────────

/** A server cart line (SPEC §3 "Cart line: pk, product, amount"). */
export type CartLine = { pk: number; product: Product; amount: number };

/** GET/POST api/account/basket/product/, PATCH/DELETE …/{pk}/ and …/{pk}/replace/ all answer the whole cart. */
export type Cart = CartLine[];

/** POST api/account/basket/product/ — adds to the line of that product if there is one. */
export type AddToCartRequest = { product: ProductKey; amount: number };
/** PATCH api/account/basket/product/{pk}/ */
export type UpdateCartLineRequest = { amount: number };
/** POST api/account/basket/product/{pk}/replace/ — another product in the line's place (an edited build). */
export type ReplaceCartLineRequest = { product: ProductKey };

/**
 * A product and amount, as a guest cart keeps them and the summary takes them: a custom
 * build by its `public_id` (`productKeyOf`), anything else by its id.
 */
export type CartItem = { product: ProductKey; amount: number };

/** POST api/account/basket/calculate_summary_for_products/?currency= (guests). */
export type SummaryForProductsRequest = { coupon?: string | null; products: CartItem[] };
/** POST api/account/basket/calculate_summary/?currency= (signed in: the server cart). */
export type SummaryRequest = { coupon?: string | null; country?: CountryCode };

/** Why a line cannot be bought as it is (SPEC §8 "Cart line"). */
export type CartLineProblem = 'out_of_stock' | 'discontinued' | 'archived';

/** SPEC §3 "Cart summary". */
export type CartSummary = {
  currency: CurrencyCode;
  subtotal: Money;
  /** VAT contained in `total_price` (prices include VAT). */
  vat: Money;
  /** Money off from the coupon (zero without one). */
  discount: Money;
  /** Zero is shown as 'Free'; null as 'to be confirmed' (no shipping country known yet). */
  shipping_price: Money | null;
  /** What the shopper pays: subtotal − discount + shipping. */
  total_price: Money;
  /** Working days until the slowest line ships. */
  shipping_time: number;
  /** ISO date of the expected delivery, or null while shipping is to be confirmed. */
  expected_delivery_time: string | null;
  /** The coupon asked for and what became of it; null when none was given. */
  coupon: { code: string; status: 'success' | 'invalid-country' | 'invalid-coupon' } | null;
  lines: {
    product: number;
    amount: number;
    unit_price: Money;
    total: Money;
    problem: CartLineProblem | null;
  }[];
  /** Whether every line can be bought now (no problem on any line, cart not empty). */
  orderable: boolean;
};

// ── Coupons ─────────────────────────────────────────────────────────────────────────

/** GET api/ecommerce/coupon/{code}/ — 404 when there is no such valid coupon. */
export type Coupon = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for 'percent' (1000 = 10 %); null for 'fixed'. */
  percent_bp: number | null;
  /** For 'fixed': money off in the requested country's currency; null for 'percent'. */
  amount: Money | null;
  /** Lowest subtotal it applies to, in the requested country's currency; null when none. */
  min_subtotal: Money | null;
  /** The storefronts it is valid in (SPEC §7 "affected_locales with iso_3166_1_a2"). */
  affected_locales: { iso_3166_1_a2: CountryCode }[];
  /** ISO timestamp it stops being valid, or null. */
  valid_until: string | null;
};

/** SPEC §3 "Coupon state: value, isUpdating, status". */
export type CouponStatus = 'success' | 'invalid-country' | 'invalid-coupon' | 'other';

// ── Orders ──────────────────────────────────────────────────────────────────────────

/** SPEC §4 "Order statuses". */
export const orderStatuses = ['waiting_for_payment', 'in_progress', 'confirmed', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * POST api/account/basket/to_order/?currency= (SPEC §7), with an `Idempotency-Key`
 * header: places the cart as an order waiting for payment and empties the cart.
 * `shipping_address` is a saved address's id, or a new address (saved to the address
 * book too when `add_to_address_list`, within the limit of 6).
 */
export type ToOrderRequest = {
  shipping_address: number | ShippingAddressInput;
  add_to_address_list?: boolean;
  coupon?: string | null;
  /** SPEC §7: prefixed with +. */
  phone_number: string;
};

/** A part of an ordered build, as it was when ordered. */
export type OrderComponent = { reference: string; name: string; category: string; amount: number };

/** One line of an order, snapshotted when it was placed (SPEC §3 "Order: quantity, price"). */
export type OrderItem = {
  id: number;
  /** The product's id, or null if it no longer exists (a deleted custom build). */
  product: number | null;
  reference: string;
  name: string;
  product_class: Product['product_class'];
  quantity: number;
  /** Unit price including VAT. */
  price: Money;
  total: Money;
  /** A build's parts (Components tab of order details); empty for a part or accessory. */
  components: OrderComponent[];
};

/** SPEC §3 "Order". GET api/account/order/ lists them newest first; GET …/{id}/ gives one. */
export type Order = {
  id: number;
  /** What the customer quotes, e.g. 'RS-2026-000042'. */
  reference: string;
  status: OrderStatus;
  /** ISO timestamp. */
  created_at: string;
  /** Units across all items. */
  quantity: number;
  subtotal: Money;
  vat: Money;
  discount: Money;
  shipping_price: Money;
  /** Total including VAT: what is paid. */
  total: Money;
  coupon: string | null;
  shipping_address: Omit<ShippingAddress, 'id' | 'is_default'>;
  phone_number: string;
  tracking_number: string | null;
  /** Who carries it, once shipped. */
  carrier: CarrierCode | null;
  /** The carrier's page for the parcel, once shipped (kit `trackingUrl`). */
  tracking_url: string | null;
  /** Every status it has been in, oldest first (SPEC §3 "Order: status"). */
  history: OrderHistoryEntry[];
  /** ISO dates. */
  estimated_ship_date: string;
  expected_delivery_date: string;
  delivered_on: string | null;
  items: OrderItem[];
  /** Waiting for payment and not cancelled: the payment step may be (re)tried. */
  payable: boolean;
};

// ── Payment ─────────────────────────────────────────────────────────────────────────

/**
 * POST api/account/order/{id}/pay/ with an `Idempotency-Key` header. The embedded
 * sandbox provider takes card details directly (documented test cards); a real
 * provider's client-side tokenisation would send a token instead.
 */
export type PayRequest = {
  card_number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name_on_card: string;
};

/** What a payment attempt came to. 'requires_action': confirm with POST …/pay/{payment}/confirm/. */
export type PaymentStatus = 'succeeded' | 'declined' | 'requires_action';

export type PaymentResult = {
  payment: number;
  status: PaymentStatus;
  /** Localised reason for a decline. */
  message: string | null;
  order: Order;
};

/** POST api/account/order/{id}/pay/{payment}/confirm/ — the shopper's answer to the bank's challenge. */
export type ConfirmPaymentRequest = { approve: boolean };
