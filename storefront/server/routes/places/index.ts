import { createRouter } from '../../router';
import * as handlers from './places.handlers';
import * as routes from './places.routes';

/** Real places for the address autocomplete (SPEC §5). */
export const placesRouter = createRouter().openapi(routes.searchPlaces, handlers.searchPlaces);
