import { createRouter } from '../../router';
import * as handlers from './settings.handlers';
import * as routes from './settings.routes';

/** Site settings (SPEC §7 "GET api/ecommerce/settings/ (list with slug)"). */
export const settingsRouter = createRouter().openapi(routes.listSettings, handlers.listSettings);
