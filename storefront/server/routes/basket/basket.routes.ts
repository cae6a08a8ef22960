import { createRoute, z } from '@hono/zod-openapi';
import {
  AddToCartRequestSchema,
  MAX_CART_LINE_AMOUNT,
  MAX_CART_LINES,
  ReplaceCartLineRequestSchema,
  SummaryForProductsRequestSchema,
  SummaryRequestSchema,
  UpdateCartLineRequestSchema,
} from '@rigsmith/kit/domain';
import { requireAuth, requireAuthSessionInFirstWrite } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { CountryQuerySchema, errorResponses } from '../../schemas';
import { signedInErrors } from '../account/account.routes';
import {
  answer,
  CartSchema,
  CartSummarySchema,
  CurrencyQuerySchema,
  error,
  idempotencyErrors,
  idempotencyHeader,
  idParam,
} from '../commerce.schemas';

/**
 * The cart (SPEC §3 "Cart line", §7 "Cart"): the signed-in customer's server
 * cart, each call answering the whole cart, and the summaries of a guest's and a
 * customer's cart. Rules in services/cart.ts and services/summary.ts.
 */

const tags = ['Cart'];

const LineParams = z.object({ pk: idParam('pk') });

const lineNotFound = { 404: error('`cart_line_not_found`: no such line in the signed-in customer’s cart') } as const;
const productRefusals = {
  400: error('`validation_error`; `product_not_sold`: the product has no price in this storefront’s currency'),
  404: error('`product_not_found`: no such product (or a custom build named by an id the caller does not own, or by another customer’s public id)'),
  409: error(
    `\`product_unavailable\` (not live), \`build_not_assemblable\` (a custom build with blockers or missing parts), ` +
      `\`amount_limit\` (more than ${MAX_CART_LINE_AMOUNT} on a line), \`cart_full\` (more than ${MAX_CART_LINES} lines)`,
  ),
} as const;

const cartAnswer = answer('The whole cart, lines in the order they were added', CartSchema);

export const listCart = createRoute({
  method: 'get',
  path: '/account/basket/product/',
  tags,
  summary: 'The signed-in customer’s cart',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: cartAnswer, ...signedInErrors },
});

export const addToCart = createRoute({
  method: 'post',
  path: '/account/basket/product/',
  tags,
  summary: 'Add a product: to its line if the cart has one, else as a new line',
  description:
    'Out-of-stock products may be added (the summary shows the line’s problem; placing the order refuses it). ' +
    'With an Idempotency-Key (the sign-in merge sends merge:<guestCartId>:<productId>) a repeat adds nothing.',
  middleware: [requireAuthSessionInFirstWrite, idempotency({ scope: 'POST /account/basket/product/', required: false })] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    headers: idempotencyHeader(false),
    body: { content: { 'application/json': { schema: AddToCartRequestSchema } }, required: true },
  },
  responses: { 200: cartAnswer, ...signedInErrors, ...productRefusals, 422: idempotencyErrors[422] },
});

export const updateCartLine = createRoute({
  method: 'patch',
  path: '/account/basket/product/{pk}/',
  tags,
  summary: 'Set a line’s amount',
  middleware: [requireAuthSessionInFirstWrite] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: LineParams,
    body: { content: { 'application/json': { schema: UpdateCartLineRequestSchema } }, required: true },
  },
  responses: { 200: cartAnswer, ...signedInErrors, ...lineNotFound },
});

export const removeCartLine = createRoute({
  method: 'delete',
  path: '/account/basket/product/{pk}/',
  tags,
  summary: 'Remove a line',
  middleware: [requireAuthSessionInFirstWrite] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: LineParams },
  responses: { 200: cartAnswer, ...signedInErrors, ...lineNotFound },
});

export const replaceCartLine = createRoute({
  method: 'post',
  path: '/account/basket/product/{pk}/replace/',
  tags,
  summary: 'Put another product in a line’s place (an edited build), keeping its amount',
  description: 'If the cart already has a line of that product, the two become one line with both amounts.',
  middleware: [requireAuthSessionInFirstWrite] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: LineParams,
    body: { content: { 'application/json': { schema: ReplaceCartLineRequestSchema } }, required: true },
  },
  responses: { 200: cartAnswer, ...signedInErrors, ...productRefusals, 404: error('`cart_line_not_found` or `product_not_found`') },
});

const summaryAnswer = answer('Every figure in integer minor units, VAT included', CartSummarySchema);
const currencyRefusal = { 400: error('`validation_error`; `currency_mismatch`: not the storefront’s currency') } as const;

export const summaryForProducts = createRoute({
  method: 'post',
  path: '/account/basket/calculate_summary_for_products/',
  tags,
  summary: 'Summary of a guest cart (products and amounts)',
  description:
    'No sign-in. Products not sold in this currency, and custom builds named by id rather than `public_id`, are left out of `lines`. ' +
    'Lookups that leave a product out are limited per address and storefront (429 `too_many_requests`). ' +
    'The destination is unknown, so a shipping fee that would apply is null (to be confirmed). A product listed twice counts once with both amounts.',
  request: {
    query: CurrencyQuerySchema,
    body: { content: { 'application/json': { schema: SummaryForProductsRequestSchema } }, required: true },
  },
  responses: { 200: summaryAnswer, ...errorResponses, ...currencyRefusal },
});

export const summary = createRoute({
  method: 'post',
  path: '/account/basket/calculate_summary/',
  tags,
  summary: 'Summary of the signed-in customer’s cart',
  description:
    '`country` is where the order will go: it makes the shipping price known and sets the VAT rate. Without it a fee that would apply is null.',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CurrencyQuerySchema,
    body: { content: { 'application/json': { schema: SummaryRequestSchema } }, required: true },
  },
  responses: { 200: summaryAnswer, ...signedInErrors, ...currencyRefusal },
});

export type ListCart = typeof listCart;
export type AddToCart = typeof addToCart;
export type UpdateCartLine = typeof updateCartLine;
export type RemoveCartLine = typeof removeCartLine;
export type ReplaceCartLine = typeof replaceCartLine;
export type SummaryForProducts = typeof summaryForProducts;
export type Summary = typeof summary;
