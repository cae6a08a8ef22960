import { graphicsPresets, resolutions } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';

/**
 * Query schemas more than one catalogue router uses (builds, models, games), and the
 * answers they share, re-exported from the kit's contract (kit/src/domain/contract/catalogue.ts).
 */

export { BuildCardSchema, FpsRangeSchema, GameSummarySchema } from '@rigsmith/kit/domain';

export const resolutionQuery = z
  .enum(resolutions, { error: `resolution must be one of ${resolutions.join(', ')}` })
  .default('1080p')
  .openapi({ param: { name: 'resolution', in: 'query' }, example: '1440p' });

export const presetQuery = z
  .enum(graphicsPresets, { error: `preset must be one of ${graphicsPresets.join(', ')}` })
  .default('high')
  .openapi({ param: { name: 'preset', in: 'query' }, example: 'ultra' });
