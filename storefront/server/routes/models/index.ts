import { createRouter } from '../../router';
import * as handlers from './models.handlers';
import * as routes from './models.routes';

/** Case models and their pages (SPEC §2 "Model pages"), with their gallery images. */
export const modelsRouter = createRouter()
  .openapi(routes.listModels, handlers.listModels)
  .openapi(routes.getModel, handlers.getModel)
  .openapi(routes.getGalleryImage, handlers.getGalleryImage);
