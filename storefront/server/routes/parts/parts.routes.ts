import { buildSortOptions } from '@rigsmith/kit/api';
import { partCategories, PartListingSchema, PC_BUILD_MAX_AMOUNT, PC_BUILD_MAX_COMPONENTS } from '@rigsmith/kit/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { booleanQuery, errorResponses, PageQuerySchema, priceBandIsOrdered, priceQuery, searchQuery } from '../../schemas';

// The answer, PartListing of PartOffers, is the kit's contract (kit/src/domain/contract/parts.ts).

const partCategorySchema = z.enum(partCategories, { error: `category must be one of ${partCategories.join(', ')}` });

/** Serial ids are 32-bit. */
const MAX_ID = 2_147_483_647;
const COMPATIBLE_WITH_FORMAT = 'compatible_with must be part product ids separated by commas, each with an optional :amount (12,40:2,77)';

/**
 * `compatible_with=12,40:2,77`: the rest of the build for "only compatible", as
 * the same lines a pc_build body holds: each part once, an amount of 1 to
 * PC_BUILD_MAX_AMOUNT, at most PC_BUILD_MAX_COMPONENTS parts. Empty: no build, no filter.
 */
const compatibleWithQuery = z
  .string()
  .max(2000, { error: COMPATIBLE_WITH_FORMAT })
  .regex(/^(?:\d{1,10}(?::\d{1,3})?(?:,\d{1,10}(?::\d{1,3})?)*)?$/, { error: COMPATIBLE_WITH_FORMAT })
  .transform((value, context) => {
    if (value === '') return undefined;
    const lines = value.split(',').map((entry) => {
      const [component, amount = '1'] = entry.split(':');
      return { component: Number(component), amount: Number(amount) };
    });
    const seen = new Set<number>();
    for (const { component, amount } of lines) {
      if (component < 1 || component > MAX_ID) context.addIssue({ code: 'custom', message: `compatible_with: ${component} is not a product id` });
      else if (amount < 1 || amount > PC_BUILD_MAX_AMOUNT) {
        context.addIssue({ code: 'custom', message: `compatible_with: amounts must be 1 to ${PC_BUILD_MAX_AMOUNT}` });
      } else if (seen.has(component)) context.addIssue({ code: 'custom', message: `compatible_with: ${component} is listed twice` });
      seen.add(component);
    }
    if (lines.length > PC_BUILD_MAX_COMPONENTS) {
      context.addIssue({ code: 'custom', message: `compatible_with: at most ${PC_BUILD_MAX_COMPONENTS} parts` });
    }
    return lines;
  })
  .optional()
  .openapi({
    param: { name: 'compatible_with', in: 'query' },
    description:
      '"Only compatible": the rest of the build, as part product ids with an optional :amount. Only parts that, put in it ' +
      'the way slot_change says, bring no blocker of their own are listed (the kit’s compatibilityFilter).',
    example: '12,40:2,77',
  });

export const PartListQuerySchema = PageQuerySchema.extend({
  category: z
    .string({ error: 'category is required' })
    .pipe(partCategorySchema)
    .openapi({ param: { name: 'category', in: 'query', required: true }, example: 'gpu' }),
  sort: z
    .enum(buildSortOptions, { error: `sort must be one of ${buildSortOptions.join(', ')}` })
    .default('bestselling')
    .openapi({
      param: { name: 'sort', in: 'query' },
      description: 'Parts have no sales or ratings yet: bestselling and best_rated list the shop’s own range first.',
      example: 'price_asc',
    }),
  in_stock: booleanQuery('in_stock', 'Only parts in stock.'),
  price_min: priceQuery('price_min', 'Lowest price, minor units of the country’s currency incl. VAT (inclusive).'),
  price_max: priceQuery('price_max', 'Highest price, minor units of the country’s currency incl. VAT (inclusive).'),
  search: searchQuery('Text in the part’s name or brand.'),
  compatible_with: compatibleWithQuery,
  slot_change: z
    .enum(['replace', 'add'], { error: 'slot_change must be replace or add' })
    .default('replace')
    .openapi({
      param: { name: 'slot_change', in: 'query' },
      description: 'With compatible_with: a listed part replaces the parts of its slot (replace) or joins them (add: another drive, fan pack…).',
      example: 'add',
    }),
}).superRefine(priceBandIsOrdered);

export const listParts = createRoute({
  method: 'get',
  path: '/ecommerce/parts/',
  tags: ['Catalogue'],
  summary: 'Parts of one category with their offer: the configurator’s lists and the accessories upsell',
  request: { query: PartListQuerySchema },
  responses: {
    200: { description: 'One page of parts', content: { 'application/json': { schema: PartListingSchema } } },
    ...errorResponses,
  },
});

export type ListParts = typeof listParts;
