import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { partCategoryPictureFile, renderProductPicture, type RenderedPicture } from '../../services/pictures';
import { GALLERY_CACHE } from '../models/models.handlers';
import type { PartCategoryPictureRoute, ProductPictureRoute } from './pictures.routes';

/** A build's parts can be edited in the back office: keep its picture a day, then revalidate with the ETag. */
export const PRODUCT_PICTURE_CACHE = 'public, max-age=86400';

function answer(c: Context<AppEnv>, picture: RenderedPicture, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  c.header('ETag', picture.etag);
  if (c.req.header('If-None-Match') === picture.etag) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml');
  return c.body(picture.body, 200);
}

export const productPicture: RouteHandler<ProductPictureRoute, AppEnv> = async (c) => {
  const picture = await renderProductPicture(c.get('db'), c.req.valid('param').key);
  return answer(c, picture, PRODUCT_PICTURE_CACHE);
};

/** The category pictures change only with a deploy, like the model galleries. */
export const partCategoryPicture: RouteHandler<PartCategoryPictureRoute, AppEnv> = async (c) => {
  const { file } = c.req.valid('param');
  return answer(c, partCategoryPictureFile(file.replace(/\.svg$/, '')), GALLERY_CACHE);
};
