import { createRoute, z } from '@hono/zod-openapi';
import type { ProductKey } from '@rigsmith/kit/api';
import { ProductSchema } from '@rigsmith/kit/domain';
import { ApiErrorSchema, countryParam, errorResponses, PUBLIC_ID_PATTERN } from '../../schemas';
import { MAX_PRODUCT_IDS } from '../../services/products';

const idsMessage = `ids must be 1 to ${MAX_PRODUCT_IDS} product ids (whole numbers) or custom builds’ public ids, separated by commas`;

/** `?ids=1,2,<uuid>`: positive 32-bit integers or custom builds' public ids, at most MAX_PRODUCT_IDS of them. */
const idsQuery = z
  .string({ error: idsMessage })
  .transform((value, context) => {
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const isId = (item: string) => /^[0-9]{1,10}$/.test(item) && Number(item) >= 1 && Number(item) <= 2_147_483_647;
    const bad = items.find((item) => !isId(item) && !PUBLIC_ID_PATTERN.test(item));
    if (items.length === 0 || bad !== undefined) {
      context.issues.push({ code: 'custom', input: value, message: bad === undefined ? idsMessage : `${idsMessage}; '${bad}' is not one` });
      return z.NEVER;
    }
    if (items.length > MAX_PRODUCT_IDS) {
      context.issues.push({ code: 'custom', input: value, message: `ids may list at most ${MAX_PRODUCT_IDS} products; got ${items.length}` });
      return z.NEVER;
    }
    return items.map((item): ProductKey => (isId(item) ? Number(item) : item.toLowerCase()));
  })
  .openapi({
    param: { name: 'ids', in: 'query', required: true },
    description: `Comma-separated product ids or custom builds’ public ids, at most ${MAX_PRODUCT_IDS}. A custom build is listed by its public id only.`,
    example: '1,2',
  });

export const listProducts = createRoute({
  method: 'get',
  path: '/ecommerce/product/',
  tags: ['Cart'],
  summary: 'Products by id, for the guest cart (SPEC §6); unknown ids are left out',
  description:
    'A custom build is listed only when named by its `public_id` (and only a guest’s build); by its product id it is left out like an unknown id. ' +
    'Lookups that leave something out count towards a limit per address and storefront (429 `too_many_requests`).',
  request: { query: z.object({ country: countryParam, ids: idsQuery }) },
  responses: {
    200: { description: 'The known products, in the order asked', content: { 'application/json': { schema: z.array(ProductSchema) } } },
    ...errorResponses,
    429: {
      description: '`too_many_requests`: too many lookups that found nothing (Retry-After)',
      content: { 'application/json': { schema: ApiErrorSchema } },
    },
  },
});

export type ListProducts = typeof listProducts;
