import { z } from 'zod';
import { currencyCodes } from '../storefronts';

/**
 * Shapes many answers share. Zod schemas (the server validates and documents with them);
 * `meta({ id })` names one in the OpenAPI document. Each construction is marked pure so a
 * bundler drops what a client never imports.
 */

export const CurrencyCodeSchema = /* @__PURE__ */ z.enum(currencyCodes).meta({ example: 'gbp' });

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
