import { createRoute, z } from '@hono/zod-openapi';
import {
  StockPageSchema,
  StockQuerySchema as KitStockQuerySchema,
  StockRowSchema,
  UpdateStockRequestSchema as UpdateStockBodySchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * Parts' stock and lead times (kit contract/admin.ts). Reading needs `stock.read`, changing
 * `stock.write`; a change is audited with its reason and the storefront's stock flags and
 * ship dates follow (services/admin-stock.ts).
 */

const tags = adminTags;

/** The query is the kit contract's, after the country every route takes. */
export const StockQuerySchema = CountryQuerySchema.extend(KitStockQuerySchema.shape);

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
