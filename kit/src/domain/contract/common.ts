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
