import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses } from '../../schemas';

export const AnalyticsTagSchema = z
  .object({
    tag: z
      .object({
        id: z.string().openapi({ example: 'G-XXXXXXX' }),
        src: z.string().openapi({ example: 'https://www.googletagmanager.com/gtag/js?id=G-XXXXXXX' }),
      })
      .nullable()
      .openapi({ description: 'The storefront’s tag, or null when analytics is off for it.' }),
  })
  .openapi('AnalyticsTag');

export const getAnalyticsTag = createRoute({
  method: 'get',
  path: '/analytics/',
  tags: ['Reference data'],
  summary: 'The storefront’s analytics tag, which the browser loads only after Accept All',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'The tag, or null', content: { 'application/json': { schema: AnalyticsTagSchema } } },
    ...errorResponses,
  },
});

export type GetAnalyticsTag = typeof getAnalyticsTag;
