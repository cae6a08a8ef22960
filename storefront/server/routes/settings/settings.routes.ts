import { createRoute, z } from '@hono/zod-openapi';
import { SiteSettingSchema } from '@rigsmith/kit/domain';
import { countryParam, errorResponses } from '../../schemas';

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
