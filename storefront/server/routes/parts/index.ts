import { createRouter } from '../../router';
import * as handlers from './parts.handlers';
import * as routes from './parts.routes';

/** Parts with their offer (the configurator's step lists, the accessories upsell). */
export const partsRouter = createRouter().openapi(routes.listParts, handlers.listParts);
