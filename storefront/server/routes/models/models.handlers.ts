import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { galleryFile, listModels as listOfModels, modelPage } from '../../services/models';
import type { GetGalleryImage, GetModel, ListModels } from './models.routes';

/** Gallery files change only with a deploy; a week, then revalidate with the ETag. */
export const GALLERY_CACHE = 'public, max-age=604800';

export const listModels: RouteHandler<ListModels, AppEnv> = async (c) => {
  return c.json(await listOfModels(c.get('db'), c.get('storefront')), 200);
};

export const getModel: RouteHandler<GetModel, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  return c.json(await modelPage(c.get('db'), slug, { storefront: c.get('storefront'), now: new Date() }), 200);
};

export const getGalleryImage: RouteHandler<GetGalleryImage, AppEnv> = async (c) => {
  const { slug, file } = c.req.valid('param');
  const image = await galleryFile(c.get('db'), c.get('galleryDir'), slug, file);
  c.header('Cache-Control', GALLERY_CACHE);
  c.header('ETag', image.etag);
  if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304);
  c.header('Content-Type', image.contentType);
  return c.body(image.body, 200);
};
