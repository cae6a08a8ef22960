import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as handlers from './pc-builds.handlers';
import { localisedValidation } from './localised-validation';
import * as routes from './pc-builds.routes';

/**
 * Custom PC builds, drafts and saved builds (SPEC §7 ecommerce/pc_build/). Its own
 * validation hook answers the body schemas' `configurator.*` message ids in the storefront's
 * language. The fixed paths (check/, performance/) come before {id}/.
 */
export const pcBuildsRouter = new OpenAPIHono<AppEnv>({ defaultHook: localisedValidation })
  .openapi(routes.checkPcBuild, handlers.checkPcBuild)
  .openapi(routes.pcBuildPerformance, handlers.pcBuildPerformance)
  .openapi(routes.createPcBuild, handlers.createPcBuild)
  .openapi(routes.listPcBuilds, handlers.listPcBuilds)
  .openapi(routes.getPcBuild, handlers.getPcBuild)
  .openapi(routes.renamePcBuild, handlers.renamePcBuild)
  .openapi(routes.deletePcBuild, handlers.deletePcBuild)
  .openapi(routes.replacePcBuildComponents, handlers.replacePcBuildComponents);
