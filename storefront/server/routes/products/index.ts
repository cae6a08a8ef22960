import { createRouter } from '../../router';
import * as handlers from './products.handlers';
import * as routes from './products.routes';

/** Products by id for the guest cart (SPEC §7 "GET api/ecommerce/product/ with ids"). */
export const productsRouter = createRouter().openapi(routes.listProducts, handlers.listProducts);
