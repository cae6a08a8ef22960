import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import { analyticsTagFor } from '../../services/analytics';
import type { GetAnalyticsTag } from './analytics.routes';

export const getAnalyticsTag: RouteHandler<GetAnalyticsTag, AppEnv> = (c) => {
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json({ tag: analyticsTagFor(c.get('analytics'), c.get('storefront').id) }, 200);
};
