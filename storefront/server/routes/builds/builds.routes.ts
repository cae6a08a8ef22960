import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, MoneySchema, pageOf, PageQuerySchema } from '../../schemas';

export const BuildCardSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().openapi({ example: 'RS-VANGUARD-5060' }),
    name: z.string().openapi({ example: 'Rigsmith Vanguard RTX 5060' }),
    product_class: z.literal('pc-build'),
    price: MoneySchema.openapi({ description: 'Price including VAT, in the country’s currency.' }),
    rating: z.number().nullable().openapi({ description: 'Average rating 0–5, one decimal; null if unrated.', example: 4.6 }),
    review_count: z.number().int(),
    shipping_days: z.number().int().openapi({ description: 'Working days from order to dispatch.' }),
    estimated_ship_date: z.string().openapi({ format: 'date', example: '2026-03-04' }),
    in_stock: z.boolean(),
    fps: z
      .object({ min: z.number().int(), max: z.number().int() })
      .nullable()
      .openapi({ description: 'Estimated average FPS range across popular games at 1080p High.' }),
  })
  .openapi('BuildCard');

export const BuildCardPageSchema = pageOf(BuildCardSchema).openapi('BuildCardPage');

export const listBuilds = createRoute({
  method: 'get',
  path: '/ecommerce/builds/',
  tags: ['Catalogue'],
  summary: 'Pre-built gaming PCs, best sellers first',
  request: { query: PageQuerySchema },
  responses: {
    200: { description: 'One page of build cards', content: { 'application/json': { schema: BuildCardPageSchema } } },
    ...errorResponses,
  },
});

export type ListBuilds = typeof listBuilds;
