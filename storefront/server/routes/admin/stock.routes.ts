import { createRoute, z } from '@hono/zod-openapi';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, booleanQuery, CountryQuerySchema, pageOf, PageQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { reasonField, textSearchQuery } from './admin.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Parts' stock and lead times (kit contract/admin.ts). Reading needs `stock.read`, changing
 * `stock.write`; a change is audited with its reason and the storefront's stock flags and
 * ship dates follow (services/admin-stock.ts).
 */

const tags = adminTags;
const MAX_STOCK = 1_000_000;
const MAX_LEAD_TIME_DAYS = 365;

export const StockQuerySchema = PageQuerySchema.extend({
  q: textSearchQuery('Part of the part’s name or reference (any case).', 'ryzen'),
  low: booleanQuery('low', 'Only physical parts at or under the low-stock level, fewest first.'),
});

export const StockRowSchema = z
  .object({
    part_id: z.number().int(),
    reference: z.string(),
    name: z.string(),
    category: z.string(),
    digital: z.boolean().openapi({ description: 'An operating-system licence: no physical stock, never low.' }),
    stock: z.number().int(),
    lead_time_days: z.number().int(),
    restock_days: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Working days for the supplier’s units to arrive and ship; null: no backorders, an empty shelf stops sales.' }),
    low: z.boolean(),
  })
  .openapi('StockRow');

export const StockPageSchema = pageOf(StockRowSchema).openapi('StockPage');

export const UpdateStockBodySchema = z
  .object({
    stock: z
      .number({ error: 'stock must be a whole number' })
      .int({ error: 'stock must be a whole number' })
      .min(0, { error: 'stock must be 0 or more' })
      .max(MAX_STOCK, { error: `stock must be ${MAX_STOCK} or less` })
      .optional(),
    lead_time_days: z
      .number({ error: 'lead_time_days must be a whole number' })
      .int({ error: 'lead_time_days must be a whole number' })
      .min(0, { error: 'lead_time_days must be 0 or more' })
      .max(MAX_LEAD_TIME_DAYS, { error: `lead_time_days must be ${MAX_LEAD_TIME_DAYS} or less` })
      .optional(),
    restock_days: z
      .number({ error: 'restock_days must be a whole number or null' })
      .int({ error: 'restock_days must be a whole number or null' })
      .min(0, { error: 'restock_days must be 0 or more' })
      .max(MAX_LEAD_TIME_DAYS, { error: `restock_days must be ${MAX_LEAD_TIME_DAYS} or less` })
      .nullable()
      .optional()
      .openapi({ description: 'null: the supplier takes no backorders.' }),
    reason: reasonField('Kept in the audit log with the change.', 'Delivery from the distributor'),
  })
  .refine((body) => body.stock !== undefined || body.lead_time_days !== undefined || body.restock_days !== undefined, {
    error: 'give stock, lead_time_days or restock_days',
    path: ['stock'],
  });

export const listStock = createRoute({
  method: 'get',
  path: '/admin/stock/',
  tags,
  summary: 'Parts with their stock and lead time; `low=1` for the low-stock list',
  middleware: [requireStaff('stock.read')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: StockQuerySchema },
  responses: { 200: answer('One page of parts', StockPageSchema), ...staffErrors, 400: answer('`validation_error`', ApiErrorSchema) },
});

export const updateStock = createRoute({
  method: 'patch',
  path: '/admin/stock/{part_id}/',
  tags,
  summary: 'Set a part’s stock and/or lead time, with the reason (audited)',
  middleware: [requireStaff('stock.write')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: z.object({ part_id: idParam('part_id') }),
    body: { content: { 'application/json': { schema: UpdateStockBodySchema } }, required: true },
  },
  responses: {
    200: answer('The part now', StockRowSchema),
    ...staffErrors,
    400: answer('`validation_error`: `fields.stock`, `fields.lead_time_days`, `fields.reason`', ApiErrorSchema),
    404: answer('`part_not_found`', ApiErrorSchema),
  },
});

export type ListStock = typeof listStock;
export type UpdateStock = typeof updateStock;
