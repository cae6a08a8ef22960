import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses } from '../../schemas';

export const SiteSettingSchema = z
  .object({
    slug: z.string().openapi({ example: 'free-shipping-threshold' }),
    value: z.string().openapi({ description: 'Money settings are minor units of the country’s currency.', example: '10000' }),
  })
  .openapi('SiteSetting');

export const listSettings = createRoute({
  method: 'get',
  path: '/ecommerce/settings/',
  tags: ['Reference data'],
  summary: 'Site settings by slug (support email, assembly days, free-shipping threshold, ...)',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'Every setting, by slug', content: { 'application/json': { schema: z.array(SiteSettingSchema) } } },
    ...errorResponses,
  },
});

export type ListSettings = typeof listSettings;
