import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import { cmsMeta, listCmsPages as listOfCmsPages } from '../../services/content';
import type { GetCmsMeta, ListCmsPages } from './cms.routes';

export const getCmsMeta: RouteHandler<GetCmsMeta, AppEnv> = async (c) => {
  const meta = await cmsMeta(c.get('db'), c.get('country'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(meta, 200);
};

export const listCmsPages: RouteHandler<ListCmsPages, AppEnv> = async (c) => {
  const pages = await listOfCmsPages(c.get('db'), c.get('country'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(pages, 200);
};
