import type { RouteHandler } from '@hono/zod-openapi';
import { redirectLocale, storefrontForCountry } from '@rigsmith/kit/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import { cmsMeta, listCmsPages as listOfCmsPages } from '../../services/content';
import { cmsPageContent, findRedirect } from '../../services/cms';
import type { GetCmsMeta, GetCmsPage, ListCmsPages } from './cms.routes';

export const getCmsMeta: RouteHandler<GetCmsMeta, AppEnv> = async (c) => {
  const meta = await cmsMeta(c.get('db'), c.get('storefront'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(meta, 200);
};

export const listCmsPages: RouteHandler<ListCmsPages, AppEnv> = async (c) => {
  const pages = await listOfCmsPages(c.get('db'), c.get('storefront'));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(pages, 200);
};

export const getCmsPage: RouteHandler<GetCmsPage, AppEnv> = async (c) => {
  const page = await cmsPageContent(c.get('db'), c.get('storefront'), c.req.valid('param').slug);
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(page, 200);
};

/**
 * HEAD (and GET) api/cms/redirect{path}?locale=: 301/302 with `Location` for a seeded legacy
 * path, else 404. `locale` picks the storefront per SPEC §9 (unknown: GB); without it, the
 * `country` query does. Hono answers HEAD with this GET handler, minus the body.
 */
export async function lookUpRedirect(c: Context<AppEnv, '/cms/redirect/:path{.+}'>) {
  const path = `/${c.req.param('path')}`;
  const locale = c.req.query('locale');
  const storefront = locale === undefined ? c.get('storefront') : storefrontForCountry(redirectLocale(locale));
  // Not found is told in the request's language (`country`), whichever storefront `locale` picked.
  const redirect = await findRedirect(c.get('db'), storefront, path);
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  c.header('Location', redirect.location);
  return c.json(redirect, redirect.status);
}
