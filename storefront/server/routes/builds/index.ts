import { createRouter } from '../../router';
import * as handlers from './builds.handlers';
import * as routes from './builds.routes';

/** The pre-built catalogue (SPEC §3 "Build or product card"). */
export const buildsRouter = createRouter().openapi(routes.listBuilds, handlers.listBuilds);
