import { createRouter } from '../../router';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

/** Catalogue categories (SPEC §7 "GET api/ecommerce/category/ (cached)"): its ETag and 304 come from the catalogue read cache (app.ts). */
export const categoriesRouter = createRouter();
categoriesRouter.openapi(routes.listCategories, handlers.listCategories);
