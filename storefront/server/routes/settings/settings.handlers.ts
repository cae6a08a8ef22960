import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import { listSettings as listOfSettings } from '../../services/content';
import type { ListSettings } from './settings.routes';

export const listSettings: RouteHandler<ListSettings, AppEnv> = async (c) => {
  const settings = await listOfSettings(c.get('db'), c.get('storefront'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(settings, 200);
};
