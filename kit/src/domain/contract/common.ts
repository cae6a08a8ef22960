import { z } from 'zod';
import { currencyCodes } from '../storefronts';

/**
 * Shapes many answers share. Zod schemas (the server validates and documents with them);
 * `meta({ id })` names one in the OpenAPI document. Each construction is marked pure so a
 * bundler drops what a client never imports.
 */

export const CurrencyCodeSchema = /* @__PURE__ */ z.enum(currencyCodes).meta({ example: 'gbp' });

/**
 * The body of every 4xx/5xx answer of the shop API (`ApiErrorBody`): a stable machine `code`,
 * a human `message`, and per-field messages for validation failures.
 */
export const ApiErrorSchema = /* @__PURE__ */ z
  .object({
    code: /* @__PURE__ */ z.string().meta({ example: 'validation_error' }),
    message: /* @__PURE__ */ z.string().meta({ example: 'Invalid query parameter: per_page' }),
    fields: /* @__PURE__ */ z
      .record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string())
      .optional()
      .meta({ example: { per_page: 'per_page must be 48 or less' } }),
  })
  .meta({ id: 'ApiError' });

/** An amount in integer minor units (pence, cents), never a float: the domain's `Money`. */
export const MoneySchema = /* @__PURE__ */ z
  .object({
    amount: /* @__PURE__ */ z.number().int().meta({ description: 'Integer minor units (pence, cents).', example: 99900 }),
    currency: CurrencyCodeSchema,
  })
  .meta({ id: 'Money' });

/** A page of a listing of `item`s (SPEC §9 pagination). */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number().int().meta({ description: 'Items in the whole listing, not this page.' }),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** Most items on a page of a listing (SPEC §9 pagination). */
export const MAX_PER_PAGE = 48;
/** Items on a page when the query names no `per_page`. */
export const DEFAULT_PER_PAGE = 12;
/** Far beyond any real catalogue; keeps the SQL offset a sane number. */
const MAX_PAGE = 100_000;

/**
 * A listing's `page` and `per_page` query parameters (SPEC §9 pagination). A query string
 * carries text, so the server coerces it; the input type stays `number`, what a client sends.
 */
export const pageQueryShape = {
  page: /* @__PURE__ */ z.coerce
    .number<number>({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(MAX_PAGE, { error: `page must be ${MAX_PAGE} or less` })
    .default(1)
    .meta({ param: { name: 'page', in: 'query' }, example: 1 }),
  per_page: /* @__PURE__ */ z.coerce
    .number<number>({ error: 'per_page must be a whole number' })
    .int({ error: 'per_page must be a whole number' })
    .min(1, { error: 'per_page must be 1 or more' })
    .max(MAX_PER_PAGE, { error: `per_page must be ${MAX_PER_PAGE} or less` })
    .default(DEFAULT_PER_PAGE)
    .meta({ param: { name: 'per_page', in: 'query' }, example: DEFAULT_PER_PAGE }),
};

/** A listing's query: its page. */
export const ListQuerySchema = /* @__PURE__ */ z.object(pageQueryShape);

/**
 * Free text to look for (`q`): surrounding space ignored, an empty search is no search.
 * The back-office listings' queries build on it.
 */
export function textSearchQuery(description: string, example: string) {
  return z
    .string()
    .trim()
    .max(100, { error: 'q must be 100 characters or fewer' })
    .optional()
    .transform((value) => (value ? value : undefined))
    .meta({ description, example });
}

/**
 * A yes/no filter (`?in_stock=true`): true/1 or false/0; anything else names the parameter.
 * A client passes a boolean, which its query string carries as text; the server reads that
 * text. The preprocess turns either into the text, so the input type is what a client sends.
 */
export function booleanQuery(name: string, description: string) {
  return z
    .preprocess((value: boolean) => String(value), z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }))
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .meta({ param: { name, in: 'query' }, description, example: 'true' });
}

/** Far beyond any price: keeps the comparison in integer range. */
const MAX_PRICE_MINOR = 100_000_000;

/** A price bound in minor units of the country's currency (pence, cents), inclusive. */
export function priceQuery(name: string, description: string) {
  return z.coerce
    .number<number>({ error: `${name} must be a whole number of minor units` })
    .int({ error: `${name} must be a whole number of minor units` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(MAX_PRICE_MINOR, { error: `${name} must be ${MAX_PRICE_MINOR} or less` })
    .optional()
    .meta({ param: { name, in: 'query' }, description, example: 100000 });
}

/** A catalogue slug (category 'gaming-pcs/esports', model 'vanguard'). */
export function slugQuery(name: string, description: string, example: string) {
  return z
    .string()
    .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, { error: `${name} must be a slug such as '${example}'` })
    .max(120, { error: `${name} must be 120 characters or fewer` })
    .optional()
    .meta({ param: { name, in: 'query' }, description, example });
}

/** Free text to look for (`search`); surrounding space is ignored and an empty search is no search. */
export function searchQuery(description: string) {
  return z
    .string()
    .trim()
    .max(100, { error: 'search must be 100 characters or fewer' })
    .optional()
    .transform((value) => (value ? value : undefined))
    .meta({ param: { name: 'search', in: 'query' }, description, example: 'ryzen' });
}

/** price_min ≤ price_max, reported on price_max (SPEC §9 filters). */
export function priceBandIsOrdered(query: { price_min?: number; price_max?: number }, context: z.RefinementCtx) {
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
    context.addIssue({ code: 'custom', path: ['price_max'], message: 'price_max must not be below price_min' });
  }
}

/**
 * A product's rendered illustration (SVG: one URL serves every screen density). It has no
 * alt text of its own: the card or line it sits in names the product beside it.
 */
export const PictureSchema = /* @__PURE__ */ z
  .object({
    src: /* @__PURE__ */ z.string().meta({ example: '/api/ecommerce/products/12/picture.svg' }),
    width: /* @__PURE__ */ z.number().int().meta({ description: 'Intrinsic width in CSS pixels, for the img element (no layout shift).' }),
    height: /* @__PURE__ */ z.number().int().meta({ description: 'Intrinsic height in CSS pixels.' }),
  })
  .meta({ id: 'Picture' });
export type Picture = z.infer<typeof PictureSchema>;
