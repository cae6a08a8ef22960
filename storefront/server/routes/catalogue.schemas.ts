import { graphicsPresets, resolutions } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../schemas';

/**
 * Response and query schemas more than one catalogue router uses (builds, models, games).
 * They mirror kit/src/api/types.ts; api-contract.ts proves it at compile time.
 */

export const FpsRangeSchema = z
  .object({ min: z.number().int(), max: z.number().int() })
  .openapi('FpsRange', { description: 'An estimated FPS range (not a measurement).' });

export const BuildCardSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Product id (what a cart line points at).' }),
    reference: z.string().openapi({ example: 'RS-VANGUARD-5060' }),
    name: z.string().openapi({ example: 'Rigsmith Vanguard RTX 5060' }),
    product_class: z.literal('pc-build'),
    price: MoneySchema.meta({ description: 'Price including VAT, in the country’s currency, after any discount.' }),
    was_price: MoneySchema.meta({ description: 'Price before the discount; null when not discounted.' }).nullable(),
    model: z.string().nullable().openapi({ description: 'Case model slug (model page).', example: 'vanguard' }),
    category: z.string().nullable().openapi({ example: 'gaming-pcs/esports' }),
    rating: z.number().nullable().openapi({ description: 'Average rating 0–5, one decimal; null if unrated.', example: 4.6 }),
    review_count: z.number().int(),
    shipping_days: z.number().int().openapi({ description: 'Working days to dispatch: slowest component lead time + assembly days.' }),
    estimated_ship_date: z.string().openapi({ format: 'date', example: '2026-03-04' }),
    in_stock: z.boolean().openapi({ description: 'Every component is in stock in the amount the build needs.' }),
    backorder: z
      .boolean()
      .optional()
      .openapi({ description: 'Not in stock, but every short component can be ordered from its supplier: it can be bought and ships later.' }),
    fps: FpsRangeSchema.nullable().openapi({
      description: 'Estimated average FPS range across popular games at 1080p High; null without a graphics card.',
    }),
  })
  .openapi('BuildCard');

export const GameSummarySchema = z
  .object({
    slug: z.string().openapi({ example: 'cyberpunk-2077' }),
    name: z.string().openapi({ example: 'Cyberpunk 2077' }),
    release_year: z.number().int().nullable(),
    engine_fps_cap: z.number().int().nullable().openapi({ description: 'Frame cap of the game engine, if any.' }),
  })
  .openapi('GameSummary');

export const resolutionQuery = z
  .enum(resolutions, { error: `resolution must be one of ${resolutions.join(', ')}` })
  .default('1080p')
  .openapi({ param: { name: 'resolution', in: 'query' }, example: '1440p' });

export const presetQuery = z
  .enum(graphicsPresets, { error: `preset must be one of ${graphicsPresets.join(', ')}` })
  .default('high')
  .openapi({ param: { name: 'preset', in: 'query' }, example: 'ultra' });
