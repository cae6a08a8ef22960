import { orderStatuses } from '@rigsmith/kit/api';
import { carrierCodes, countryCodes, currencyCodes, ProductSchema, ShippingAddressSchema, type CurrencyCode } from '@rigsmith/kit/domain';
import { z, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { validationHook } from '../router';
import { ApiErrorSchema, countryParam, MoneySchema, publicIdSchema } from '../schemas';

/**
 * Zod schemas shared by the cart, coupon, order and payment routes. Response
 * schemas mirror kit/src/api/commerceTypes.ts field for field (api-contract.ts checks it).
 */

export const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
export const error = (description: string) => answer(description, ApiErrorSchema);

/** Serial ids are 32-bit: anything past that names nothing, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

/** A whole-number id in the path. */
export function idParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be 1 or more` })
    .max(MAX_ID, { error: `${name} must be ${MAX_ID} or less` })
    .openapi({ param: { name, in: 'path' }, example: 1 });
}

const productKeyMessage = 'product must be a product id or a custom build’s public_id';

/**
 * A product in a body: its id, or a custom build's `public_id` (services/product-keys.ts:
 * a guest's build is named by its public id; by its id it opens to its owner alone).
 */
export const productKeyField = z
  .union(
    [
      z
        .number({ error: productKeyMessage })
        .int({ error: productKeyMessage })
        .min(1, { error: productKeyMessage })
        .max(MAX_ID, { error: productKeyMessage }),
      publicIdSchema(productKeyMessage),
    ],
    { error: productKeyMessage },
  )
  .openapi({ description: 'A product id, or a custom build’s `public_id`.', example: 42 });

/** `?currency=`: the storefront's own, which is also the default. */
export const currencyParam = z
  .enum(currencyCodes, { error: `currency must be one of ${currencyCodes.join(', ')}` })
  .optional()
  .openapi({
    param: { name: 'currency', in: 'query' },
    description: "The storefront's currency (gbp for GB, eur otherwise), also the default; any other is refused.",
    example: 'gbp',
  });

export const CurrencyQuerySchema = z.object({ country: countryParam, currency: currencyParam });

/**
 * The currency a call is priced in: the storefront's, which `?country=` picked. `?currency=`
 * is only a check, kept because released kit clients send it (SPEC §7 lists it): asking
 * for another is a 400 `currency_mismatch`.
 */
export function checkedCurrency({ storefront, t }: Pick<AppEnv['Variables'], 'storefront' | 't'>, requested: CurrencyCode | undefined): CurrencyCode {
  const { currency } = storefront;
  if (requested !== undefined && requested !== currency) {
    const message = t('commerce.currency.mismatch', { currency: currency.toUpperCase() });
    throw new ApiError(400, { code: 'currency_mismatch', message, fields: { currency: message } });
  }
  return currency;
}

/** Documents the header the `idempotency` middleware reads (and enforces, with localised messages). */
export function idempotencyHeader(required: boolean) {
  const header = z.string().openapi({
    param: { name: 'idempotency-key', in: 'header', required },
    description:
      'Up to 255 visible characters, new for each attempt and the same for its retries. The same key with the same request ' +
      'replays the first answer (header Idempotent-Replayed: true); with another request it is refused (422).',
    example: 'b3f1c9e2-7c1d-4c55-9d8e-0f6f3a7f2a10',
  });
  return z.object({ 'idempotency-key': required ? header : header.optional() });
}

/** What every idempotent call may answer besides its own. */
export const idempotencyErrors = {
  409: error('`idempotency_in_progress`: a request with this key is still running (Retry-After: 1)'),
  422: error('`idempotency_key_reused`: this key was used for another request'),
} as const;

type Issue = { code: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/** A failure at the root saying only "not this type": the union option the input was not meant for. */
const wrongOption = (issues: readonly Issue[]) => issues.length === 1 && issues[0]!.code === 'invalid_type' && issues[0]!.path.length === 0;

function flattenUnion(issue: Issue, fallback: string): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
  const meant = issue.errors.filter((issues) => !wrongOption(issues));
  if (meant.length !== 1) return [{ ...issue, message: fallback }];
  return meant[0]!.flatMap((inner) => flattenUnion({ ...inner, path: [...issue.path, ...inner.path] }, fallback));
}

/**
 * The validation hook for a body with a union (a saved address id or a new address): the
 * issues of the option the client meant, so each field of a new address gets its own
 * message, as the address form expects.
 */
// The hook answers an error Response, whatever the route's typed success: typed loosely to fit any route.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unionAwareHook(fallback: string): Hook<any, AppEnv, any, any> {
  return (result, c) => {
    if (result.success) return undefined;
    const issues = (result.error.issues as unknown as Issue[]).flatMap((issue) => flattenUnion(issue, fallback));
    return validationHook({ ...result, error: { ...result.error, issues } } as unknown as Parameters<typeof validationHook>[0], c);
  };
}

// ── Responses ──────────────────────────────────────────────────────────────────────

export const CartLineSchema = z
  .object({
    pk: z.number().int().openapi({ description: 'The line’s id, for PATCH/DELETE/replace.' }),
    product: ProductSchema,
    amount: z.number().int(),
  })
  .openapi('CartLine');

export const CartSchema = z.array(CartLineSchema).openapi('Cart');

export const CartLineProblemSchema = z.enum(['out_of_stock', 'discontinued', 'archived']);

export const CartSummarySchema = z
  .object({
    currency: z.enum(currencyCodes),
    subtotal: MoneySchema,
    vat: MoneySchema.meta({ description: 'VAT contained in total_price (prices include VAT).' }),
    discount: MoneySchema,
    shipping_price: MoneySchema.meta({ description: 'Zero: free; null: to be confirmed (no destination yet).' }).nullable(),
    total_price: MoneySchema,
    shipping_time: z.number().int().openapi({ description: 'Working days until the slowest line ships.' }),
    expected_delivery_time: z
      .string()
      .nullable()
      .openapi({ description: 'ISO date, or null while shipping is to be confirmed.', example: '2026-11-24' }),
    coupon: z
      .object({ code: z.string(), status: z.enum(['success', 'invalid-country', 'invalid-coupon']) })
      .nullable()
      .openapi({ description: 'The coupon asked for and what became of it; null when none was given.' }),
    lines: z.array(
      z.object({
        product: z.number().int(),
        amount: z.number().int(),
        unit_price: MoneySchema,
        total: MoneySchema,
        problem: CartLineProblemSchema.nullable(),
      }),
    ),
    orderable: z.boolean().openapi({ description: 'The cart has lines, none has a problem and every custom build can be assembled.' }),
  })
  .openapi('CartSummary');

export const CouponSchema = z
  .object({
    code: z.string().openapi({ example: 'WELCOME10' }),
    kind: z.enum(['percent', 'fixed']),
    percent_bp: z.number().int().nullable().openapi({ description: "Basis points off for 'percent' (1000 = 10 %)." }),
    amount: MoneySchema.meta({ description: "Money off for 'fixed', in the country's currency." }).nullable(),
    min_subtotal: MoneySchema.nullable(),
    affected_locales: z.array(z.object({ iso_3166_1_a2: z.enum(countryCodes) })),
    valid_until: z.string().nullable().openapi({ description: 'ISO timestamp, or null.' }),
  })
  .openapi('Coupon');

export const OrderComponentSchema = z
  .object({ reference: z.string(), name: z.string(), category: z.string(), amount: z.number().int() })
  .openapi('OrderComponent');

export const OrderItemSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int().nullable().openapi({ description: 'Null once the product is gone (a deleted custom build).' }),
    reference: z.string(),
    name: z.string(),
    product_class: z.enum(['pc-build', 'component', 'accessory']),
    quantity: z.number().int(),
    price: MoneySchema.meta({ description: 'Unit price including VAT, as ordered.' }),
    total: MoneySchema,
    components: z.array(OrderComponentSchema),
  })
  .openapi('OrderItem');

/** One step of an order's status history (kit `OrderHistoryEntry`). */
export const OrderHistoryEntrySchema = z
  .object({
    status: z.enum(orderStatuses),
    at: z.string(),
    actor: z.enum(['customer', 'staff', 'system']),
    note: z.string().nullable().openapi({ description: 'Cancel reason, carrier and tracking number, refund reference.' }),
  })
  .openapi('OrderHistoryEntry');

export const OrderSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().openapi({ example: 'RS-2026-000042' }),
    status: z.enum(orderStatuses),
    created_at: z.string(),
    quantity: z.number().int(),
    subtotal: MoneySchema,
    vat: MoneySchema,
    discount: MoneySchema,
    shipping_price: MoneySchema,
    total: MoneySchema,
    coupon: z.string().nullable(),
    shipping_address: ShippingAddressSchema.omit({ id: true, is_default: true }),
    phone_number: z.string(),
    tracking_number: z.string().nullable(),
    carrier: z.enum(carrierCodes).nullable(),
    tracking_url: z.string().nullable().openapi({ description: 'The carrier’s page for the parcel, once shipped.' }),
    history: z.array(OrderHistoryEntrySchema).openapi({ description: 'Every status it has been in, oldest first.' }),
    estimated_ship_date: z.string(),
    expected_delivery_date: z.string(),
    delivered_on: z.string().nullable(),
    items: z.array(OrderItemSchema),
    payable: z.boolean(),
  })
  .openapi('Order');

export const PaymentResultSchema = z
  .object({
    payment: z.number().int(),
    status: z.enum(['succeeded', 'declined', 'requires_action']),
    message: z.string().nullable().openapi({ description: 'Why it was declined, in the storefront’s language.' }),
    order: OrderSchema,
  })
  .openapi('PaymentResult');
