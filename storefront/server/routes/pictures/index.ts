import { createRouter } from '../../router';
import * as handlers from './pictures.handlers';
import * as routes from './pictures.routes';

/** Product and part-category illustrations (SPEC §3 "Build or product card", cart line, configurator part cards). */
export const picturesRouter = createRouter()
  .openapi(routes.productPicture, handlers.productPicture)
  .openapi(routes.partCategoryPicture, handlers.partCategoryPicture);
