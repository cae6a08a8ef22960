import { etag } from 'hono/etag';
import { createRouter } from '../../router';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

/** Catalogue categories (SPEC §7 "GET api/ecommerce/category/ (cached)"): an ETag lets clients revalidate for a 304. */
export const categoriesRouter = createRouter();
categoriesRouter.use(routes.listCategories.path, etag());
categoriesRouter.openapi(routes.listCategories, handlers.listCategories);
