import { createRouter } from '../../router';
import * as handlers from './builds.handlers';
import * as routes from './builds.routes';

/** The pre-built catalogue (SPEC §3 "Build or product card", §9 sorts and filters) and its two finders. */
export const buildsRouter = createRouter()
  .openapi(routes.listBuilds, handlers.listBuilds)
  .openapi(routes.buildsByBudget, handlers.buildsByBudget)
  .openapi(routes.buildsByFps, handlers.buildsByFps)
  // A pre-built build's parts, to customise it.
  .openapi(routes.preBuiltComponents, handlers.preBuiltComponents);
