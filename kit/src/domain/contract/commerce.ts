/**
 * Cart, coupons, orders and payment (SPEC §7 "Cart", "Account" orders, and the
 * payment calls SPEC leaves unshown). Money is integer minor units, VAT included; the
 * server computes every figure.
 */
import { z } from 'zod';
import { MAX_SAVED_ADDRESSES } from '../account/validationMessages';
import { phoneSchema, shippingAddressSchema } from '../account/validation';
import { partCategories } from '../catalogue/parts';
import { carrierCodes } from '../commerce/carriers';
import { engineIssueCodes, ruleCodes } from '../compat/types';
import { configuratorSteps } from '../configurator/steps';
import { MAX_CART_LINE_AMOUNT, MAX_CART_LINES } from '../commerce/limits';
import { countryCodes, currencyCodes } from '../storefronts';
import { ShippingAddressSchema } from './account';
import { ProductSchema } from './catalogue';
import { MoneySchema } from './common';
import { orderStatuses } from './options';

// ── Cart ────────────────────────────────────────────────────────────────────────────

/** A server cart line (SPEC §3 "Cart line: pk, product, amount"). */
export const CartLineSchema = /* @__PURE__ */ z
  .object({
    pk: /* @__PURE__ */ z.number().int().meta({ description: 'The line’s id, for PATCH/DELETE/replace.' }),
    product: ProductSchema,
    amount: /* @__PURE__ */ z.number().int(),
    /**
     * For a custom build: whether it is the signed-in customer's own (it opens as their draft
     * by product id) or a guest's build in their cart, merged in at sign-in or added by its
     * `public_id`, which opens by that `public_id` alone. Absent for any other product.
     */
    own_build: /* @__PURE__ */ z
      .boolean()
      .optional()
      .meta({ description: 'A custom build: true if the customer’s own (opens as their draft), false if a guest’s (opens by public_id).' }),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLineSchema>;

/** GET/POST api/account/basket/product/, PATCH/DELETE …/{pk}/ and …/{pk}/replace/ all answer the whole cart. */
export const CartSchema = /* @__PURE__ */ z.array(CartLineSchema).meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

/** Serial ids are 32-bit: anything past that names nothing, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

const productKeyMessage = 'product must be a product id or a custom build’s public_id';

/** A custom build's public id: a UUID, in any case, read in lower case as the API gives it. */
const PUBLIC_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A product in a body: its id, or a custom build's `public_id` (a guest's build is named by
 * its public id; by its id it opens to its owner alone). Input type: `ProductKey`.
 */
export const ProductKeySchema = /* @__PURE__ */ z
  .union(
    [
      /* @__PURE__ */ z
        .number({ error: productKeyMessage })
        .int({ error: productKeyMessage })
        .min(1, { error: productKeyMessage })
        .max(MAX_ID, { error: productKeyMessage }),
      /* @__PURE__ */ z
        .string({ error: productKeyMessage })
        .regex(PUBLIC_ID_PATTERN, { error: productKeyMessage })
        .transform((value) => value.toLowerCase())
        .meta({ format: 'uuid', example: '3b241101-e2bb-4255-8caf-4136c566a962' }),
    ],
    { error: productKeyMessage },
  )
  .meta({ description: 'A product id, or a custom build’s `public_id`.', example: 42 });

const amountMessage = `amount must be a whole number from 1 to ${MAX_CART_LINE_AMOUNT}`;

/** A line's amount (SPEC §8 "Cart line": at most `MAX_CART_LINE_AMOUNT`). */
const CartAmountSchema = /* @__PURE__ */ z
  .number({ error: amountMessage })
  .int({ error: amountMessage })
  .min(1, { error: amountMessage })
  .max(MAX_CART_LINE_AMOUNT, { error: amountMessage })
  .meta({ example: 1 });

/**
 * A product and amount, as a guest cart keeps them and the summary takes them: a custom
 * build by its `public_id` (`productKeyOf`), anything else by its id.
 */
export const CartItemSchema = /* @__PURE__ */ z.object({ product: ProductKeySchema, amount: CartAmountSchema });
export type CartItem = z.input<typeof CartItemSchema>;

/** POST api/account/basket/product/ — adds to the line of that product if there is one. */
export const AddToCartRequestSchema = CartItemSchema;
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;
/** PATCH api/account/basket/product/{pk}/ */
export const UpdateCartLineRequestSchema = /* @__PURE__ */ z.object({ amount: CartAmountSchema });
export type UpdateCartLineRequest = z.input<typeof UpdateCartLineRequestSchema>;
/** POST api/account/basket/product/{pk}/replace/ — another product in the line's place (an edited build). */
export const ReplaceCartLineRequestSchema = /* @__PURE__ */ z.object({ product: ProductKeySchema });
export type ReplaceCartLineRequest = z.input<typeof ReplaceCartLineRequestSchema>;

/** Any text: a code that cannot be a coupon is simply not valid (status invalid-coupon), not a malformed request. */
const SummaryCouponSchema = /* @__PURE__ */ z
  .string({ error: 'coupon must be text' })
  .max(200, { error: 'coupon must be 200 characters or fewer' })
  .nullable()
  .optional()
  .meta({ description: 'A coupon code, in any case; empty or null for none.', example: 'WELCOME10' });

/** POST api/account/basket/calculate_summary_for_products/ (guests), priced in the storefront's currency. */
export const SummaryForProductsRequestSchema = /* @__PURE__ */ z.object({
  coupon: SummaryCouponSchema,
  products: /* @__PURE__ */ z
    .array(CartItemSchema, { error: 'products must be a list of {product, amount}' })
    .max(MAX_CART_LINES, { error: `products may list at most ${MAX_CART_LINES} lines` }),
});
export type SummaryForProductsRequest = z.input<typeof SummaryForProductsRequestSchema>;
/** POST api/account/basket/calculate_summary/ (signed in: the server cart), priced in the storefront's currency. */
export const SummaryRequestSchema = /* @__PURE__ */ z.object({
  coupon: SummaryCouponSchema,
  country: /* @__PURE__ */ z.enum(countryCodes, { error: `country must be one of ${/* @__PURE__ */ countryCodes.join(', ')}` }).optional(),
});
export type SummaryRequest = z.input<typeof SummaryRequestSchema>;

/** Why a line cannot be bought as it is (SPEC §8 "Cart line"). */
export const CartLineProblemSchema = /* @__PURE__ */ z.enum(['out_of_stock', 'discontinued', 'archived']);
export type CartLineProblem = z.infer<typeof CartLineProblemSchema>;

const issueCodes = [...ruleCodes, ...engineIssueCodes] as const;

/**
 * A custom build's compatibility blocker, as a cart line shows it (SPEC §8 "Cart line": it
 * says which rule and which parts): the engine's issue and the customiser step that fixes it.
 * The `incompatible` member of `PcBuildBlock`.
 */
export const IncompatibleBlockSchema = /* @__PURE__ */ z
  .object({
    kind: /* @__PURE__ */ z.literal('incompatible'),
    issue: /* @__PURE__ */ z.object({
      rule: /* @__PURE__ */ z.enum(issueCodes),
      severity: /* @__PURE__ */ z.enum(['blocker', 'warning', 'info']),
      parts: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ slot: /* @__PURE__ */ z.enum(partCategories), id: /* @__PURE__ */ z.string() })),
      message: /* @__PURE__ */ z.object({
        id: /* @__PURE__ */ z.templateLiteral(['compat.', /* @__PURE__ */ z.enum(issueCodes)]),
        values: /* @__PURE__ */ z.record(
          /* @__PURE__ */ z.string(),
          /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
        ),
      }),
    }),
    step: /* @__PURE__ */ z.enum(configuratorSteps).meta({ description: 'The customiser step that fixes it.' }),
  })
  .meta({ id: 'IncompatibleBlock' });
export type IncompatibleBlock = z.infer<typeof IncompatibleBlockSchema>;

/** SPEC §3 "Cart summary". */
export const CartSummarySchema = /* @__PURE__ */ z
  .object({
    currency: /* @__PURE__ */ z.enum(currencyCodes),
    subtotal: MoneySchema,
    /** VAT contained in `total_price` (prices include VAT). */
    vat: /* @__PURE__ */ MoneySchema.meta({ description: 'VAT contained in total_price (prices include VAT).' }),
    /** Money off from the coupon (zero without one). */
    discount: MoneySchema,
    /** Zero is shown as 'Free'; null as 'to be confirmed' (no shipping country known yet). */
    shipping_price: /* @__PURE__ */ MoneySchema.meta({ description: 'Zero: free; null: to be confirmed (no destination yet).' }).nullable(),
    /** What the shopper pays: subtotal − discount + shipping. */
    total_price: MoneySchema,
    /** Working days until the slowest line ships. */
    shipping_time: /* @__PURE__ */ z.number().int().meta({ description: 'Working days until the slowest line ships.' }),
    /** ISO date of the expected delivery, or null while shipping is to be confirmed. */
    expected_delivery_time: /* @__PURE__ */ z
      .string()
      .nullable()
      .meta({ description: 'ISO date, or null while shipping is to be confirmed.', example: '2026-11-24' }),
    /** The coupon asked for and what became of it; null when none was given. */
    coupon: /* @__PURE__ */ z
      .object({ code: /* @__PURE__ */ z.string(), status: /* @__PURE__ */ z.enum(['success', 'invalid-country', 'invalid-coupon']) })
      .nullable()
      .meta({ description: 'The coupon asked for and what became of it; null when none was given.' }),
    lines: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({
        product: /* @__PURE__ */ z.number().int(),
        amount: /* @__PURE__ */ z.number().int(),
        unit_price: MoneySchema,
        total: MoneySchema,
        problem: /* @__PURE__ */ CartLineProblemSchema.nullable(),
        /** A custom build that has every part but cannot be assembled: its blockers. Absent when none. */
        blocks: /* @__PURE__ */ z
          .array(IncompatibleBlockSchema)
          .optional()
          .meta({ description: 'A complete custom build’s compatibility blockers, each with the customiser step that fixes it; absent when none.' }),
      }),
    ),
    /** Whether every line can be bought now (no problem on any line, cart not empty). */
    orderable: /* @__PURE__ */ z.boolean().meta({ description: 'The cart has lines, none has a problem and every custom build can be assembled.' }),
  })
  .meta({ id: 'CartSummary' });
export type CartSummary = z.infer<typeof CartSummarySchema>;

// ── Coupons ─────────────────────────────────────────────────────────────────────────

/** GET api/ecommerce/coupon/{code}/ — 404 when there is no such valid coupon. */
export const CouponSchema = /* @__PURE__ */ z
  .object({
    code: /* @__PURE__ */ z.string().meta({ example: 'WELCOME10' }),
    kind: /* @__PURE__ */ z.enum(['percent', 'fixed']),
    /** Basis points for 'percent' (1000 = 10 %); null for 'fixed'. */
    percent_bp: /* @__PURE__ */ z.number().int().nullable().meta({ description: "Basis points off for 'percent' (1000 = 10 %)." }),
    /** For 'fixed': money off in the requested country's currency; null for 'percent'. */
    amount: /* @__PURE__ */ MoneySchema.meta({ description: "Money off for 'fixed', in the country's currency." }).nullable(),
    /** Lowest subtotal it applies to, in the requested country's currency; null when none. */
    min_subtotal: /* @__PURE__ */ MoneySchema.nullable(),
    /** The storefronts it is valid in (SPEC §7 "affected_locales with iso_3166_1_a2"). */
    affected_locales: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ iso_3166_1_a2: /* @__PURE__ */ z.enum(countryCodes) })),
    /** ISO timestamp it stops being valid, or null. */
    valid_until: /* @__PURE__ */ z.string().nullable().meta({ description: 'ISO timestamp, or null.' }),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof CouponSchema>;

/** SPEC §3 "Coupon state: value, isUpdating, status". */
export type CouponStatus = 'success' | 'invalid-country' | 'invalid-coupon' | 'other';

// ── Orders ──────────────────────────────────────────────────────────────────────────

// Kept in a module of plain constants: a screen that reads only the statuses leaves the
// schemas here, and zod, out of its bundle.
export { orderStatuses, type OrderStatus } from './options';

/** A saved address's id: a serial, so within 32 bits. */
const SavedAddressIdSchema = /* @__PURE__ */ z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: 'The id of one of the customer’s saved addresses.', example: 7 });

/**
 * POST api/account/basket/to_order/ (SPEC §7), with an `Idempotency-Key` header: places
 * the cart as an order waiting for payment and empties the cart. `shipping_address` is a
 * saved address's id, or a new address checked as the address book checks it (saved there
 * too when `add_to_address_list`, within the limit of `MAX_SAVED_ADDRESSES`). The client
 * sends its input (`ToOrderRequest`); the server validates with this very schema.
 */
export const ToOrderRequestSchema = /* @__PURE__ */ z.object({
  shipping_address: /* @__PURE__ */ z.union([SavedAddressIdSchema, shippingAddressSchema]).meta({
    description:
      'A saved address’s id, or a new address checked as the address book checks it (a shipping country; city and postcode picked from GET /api/geo/places/).',
  }),
  add_to_address_list: /* @__PURE__ */ z
    .boolean({ error: 'add_to_address_list must be true or false' })
    .optional()
    .default(false)
    .meta({ description: `Also save a new address to the address book (at most ${MAX_SAVED_ADDRESSES}).` }),
  coupon: /* @__PURE__ */ z
    .string({ error: 'coupon must be text' })
    .max(200, { error: 'coupon must be 200 characters or fewer' })
    .nullable()
    .optional()
    .meta({ example: 'WELCOME10' }),
  // SPEC §7: prefixed with + (the kit's phone rule, as the forms check it).
  phone_number: phoneSchema,
});
export type ToOrderRequest = z.input<typeof ToOrderRequestSchema>;

/** A part of an ordered build, as it was when ordered. */
export const OrderComponentSchema = /* @__PURE__ */ z
  .object({
    reference: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    category: /* @__PURE__ */ z.string(),
    amount: /* @__PURE__ */ z.number().int(),
  })
  .meta({ id: 'OrderComponent' });
export type OrderComponent = z.infer<typeof OrderComponentSchema>;

/** One line of an order, snapshotted when it was placed (SPEC §3 "Order: quantity, price"). */
export const OrderItemSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    /** The product's id, or null if it no longer exists (a deleted custom build). */
    product: /* @__PURE__ */ z.number().int().nullable().meta({ description: 'Null once the product is gone (a deleted custom build).' }),
    reference: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    product_class: /* @__PURE__ */ z.enum(['pc-build', 'component', 'accessory']),
    quantity: /* @__PURE__ */ z.number().int(),
    /** Unit price including VAT. */
    price: /* @__PURE__ */ MoneySchema.meta({ description: 'Unit price including VAT, as ordered.' }),
    total: MoneySchema,
    /** A build's parts (Components tab of order details); empty for a part or accessory. */
    components: /* @__PURE__ */ z.array(OrderComponentSchema),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One step of an order's history: the timeline in the back office and the customer's status history. */
export const OrderHistoryEntrySchema = /* @__PURE__ */ z
  .object({
    status: /* @__PURE__ */ z.enum(orderStatuses),
    /** ISO timestamp. */
    at: /* @__PURE__ */ z.string(),
    /** Who moved it. Staff names are not shown to customers. */
    actor: /* @__PURE__ */ z.enum(['customer', 'staff', 'system']),
    /** Cancel reason, carrier and tracking, refund reference: whatever explains the step. */
    note: /* @__PURE__ */ z.string().nullable().meta({ description: 'Cancel reason, carrier and tracking number, refund reference.' }),
  })
  .meta({ id: 'OrderHistoryEntry' });
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** SPEC §3 "Order". GET api/account/order/ lists them newest first; GET …/{id}/ gives one. */
export const OrderSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    /** What the customer quotes, e.g. 'RS-2026-000042'. */
    reference: /* @__PURE__ */ z.string().meta({ example: 'RS-2026-000042' }),
    status: /* @__PURE__ */ z.enum(orderStatuses),
    /** ISO timestamp. */
    created_at: /* @__PURE__ */ z.string(),
    /** Units across all items. */
    quantity: /* @__PURE__ */ z.number().int(),
    subtotal: MoneySchema,
    vat: MoneySchema,
    discount: MoneySchema,
    shipping_price: MoneySchema,
    /** Total including VAT: what is paid. */
    total: MoneySchema,
    coupon: /* @__PURE__ */ z.string().nullable(),
    shipping_address: /* @__PURE__ */ ShippingAddressSchema.omit({ id: true, is_default: true }),
    phone_number: /* @__PURE__ */ z.string(),
    tracking_number: /* @__PURE__ */ z.string().nullable(),
    /** Who carries it, once shipped. */
    carrier: /* @__PURE__ */ z.enum(carrierCodes).nullable(),
    /** The carrier's page for the parcel, once shipped (kit `trackingUrl`). */
    tracking_url: /* @__PURE__ */ z.string().nullable().meta({ description: 'The carrier’s page for the parcel, once shipped.' }),
    /** Every status it has been in, oldest first (SPEC §3 "Order: status"). */
    history: /* @__PURE__ */ z.array(OrderHistoryEntrySchema).meta({ description: 'Every status it has been in, oldest first.' }),
    /** ISO dates. */
    estimated_ship_date: /* @__PURE__ */ z.string(),
    expected_delivery_date: /* @__PURE__ */ z.string(),
    delivered_on: /* @__PURE__ */ z.string().nullable(),
    items: /* @__PURE__ */ z.array(OrderItemSchema),
    /** Waiting for payment and not cancelled: the payment step may be (re)tried. */
    payable: /* @__PURE__ */ z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

// ── Payment ─────────────────────────────────────────────────────────────────────────

/** A card field: text up to `max` characters (the card rules themselves are the server's, `paymentCardSchema`). */
function cardText(name: string, max: number) {
  return z.string({ error: `${name} must be text` }).max(max, { error: `${name} must be ${max} characters or fewer` });
}

/**
 * POST api/account/order/{id}/pay/ with an `Idempotency-Key` header. The embedded
 * sandbox provider takes card details directly (documented test cards); a real
 * provider's client-side tokenisation would send a token instead.
 */
export const PayRequestSchema = /* @__PURE__ */ z.object({
  card_number: /* @__PURE__ */ cardText('card_number', 40).meta({ example: '4242 4242 4242 4242' }),
  /** MM/YY */
  expiry: /* @__PURE__ */ cardText('expiry', 10).meta({ description: 'MM/YY', example: '12/30' }),
  cvc: /* @__PURE__ */ cardText('cvc', 8).meta({ example: '123' }),
  name_on_card: /* @__PURE__ */ cardText('name_on_card', 200).meta({ example: 'Ada Lovelace' }),
});
export type PayRequest = z.input<typeof PayRequestSchema>;

/** What a payment attempt came to. 'requires_action': confirm with POST …/pay/{payment}/confirm/. */
export const PaymentStatusSchema = /* @__PURE__ */ z.enum(['succeeded', 'declined', 'requires_action']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaymentResultSchema = /* @__PURE__ */ z
  .object({
    payment: /* @__PURE__ */ z.number().int(),
    status: PaymentStatusSchema,
    /** Localised reason for a decline. */
    message: /* @__PURE__ */ z.string().nullable().meta({ description: 'Why it was declined, in the storefront’s language.' }),
    order: OrderSchema,
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** POST api/account/order/{id}/pay/{payment}/confirm/ — the shopper's answer to the bank's challenge. */
export const ConfirmPaymentRequestSchema = /* @__PURE__ */ z.object({
  approve: /* @__PURE__ */ z
    .boolean({ error: 'approve must be true or false' })
    .meta({ description: 'Whether the cardholder passed the challenge.' }),
});
export type ConfirmPaymentRequest = z.input<typeof ConfirmPaymentRequestSchema>;
