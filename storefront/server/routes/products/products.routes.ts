import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses, MoneySchema } from '../../schemas';
import { MAX_PRODUCT_IDS } from '../../services/products';

export const ProductSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().openapi({ example: 'RS-VANGUARD-5060' }),
    name: z.string(),
    product_class: z.enum(['pc-build', 'component', 'accessory']),
    price: MoneySchema.openapi({ description: 'Price including VAT, in the country’s currency, after any discount.' }),
    in_stock: z.boolean(),
    status: z.enum(['public', 'discontinued', 'archived']).openapi({ description: "'public' means live; anything else cannot be bought." }),
    shipping_days: z.number().int(),
  })
  .openapi('Product');

const idsMessage = `ids must be 1 to ${MAX_PRODUCT_IDS} product ids (whole numbers) separated by commas`;

/** `?ids=1,2,3`: positive 32-bit integers, at most MAX_PRODUCT_IDS of them. */
const idsQuery = z
  .string({ error: idsMessage })
  .transform((value, context) => {
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const bad = items.find((item) => !/^[0-9]{1,10}$/.test(item) || Number(item) < 1 || Number(item) > 2_147_483_647);
    if (items.length === 0 || bad !== undefined) {
      context.issues.push({ code: 'custom', input: value, message: bad === undefined ? idsMessage : `${idsMessage}; '${bad}' is not one` });
      return z.NEVER;
    }
    if (items.length > MAX_PRODUCT_IDS) {
      context.issues.push({ code: 'custom', input: value, message: `ids may list at most ${MAX_PRODUCT_IDS} products; got ${items.length}` });
      return z.NEVER;
    }
    return items.map(Number);
  })
  .openapi({
    param: { name: 'ids', in: 'query', required: true },
    description: `Comma-separated product ids, at most ${MAX_PRODUCT_IDS}.`,
    example: '1,2',
  });

export const listProducts = createRoute({
  method: 'get',
  path: '/ecommerce/product/',
  tags: ['Cart'],
  summary: 'Products by id, for the guest cart (SPEC §6); unknown ids are left out',
  request: { query: z.object({ country: countryParam, ids: idsQuery }) },
  responses: {
    200: { description: 'The known products, in the order asked', content: { 'application/json': { schema: z.array(ProductSchema) } } },
    ...errorResponses,
  },
});

export type ListProducts = typeof listProducts;
