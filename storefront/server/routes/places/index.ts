import { createRouter } from '../../router';

/** Real places for the address autocomplete (issue #5). */
export const placesRouter = createRouter();
