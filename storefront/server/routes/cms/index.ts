import { createRouter } from '../../router';
import * as handlers from './cms.handlers';
import * as routes from './cms.routes';

/**
 * CMS data the shop loads before it shows (SPEC §2 loader, §7 "GET api/cms/meta; GET
 * api/cms/pages/ (items)"), a content page's body (the catch-all route) and the redirect
 * lookup for unmatched paths (§7 "HEAD api/cms/redirect{path}").
 */
export const cmsRouter = createRouter()
  .openapi(routes.getCmsMeta, handlers.getCmsMeta)
  .openapi(routes.listCmsPages, handlers.listCmsPages)
  .openapi(routes.getCmsPage, handlers.getCmsPage);

cmsRouter.get('/cms/redirect/:path{.+}', handlers.lookUpRedirect);
cmsRouter.openAPIRegistry.registerPath(routes.redirectLookupDoc);
