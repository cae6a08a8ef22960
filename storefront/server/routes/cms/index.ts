import { createRouter } from '../../router';
import * as handlers from './cms.handlers';
import * as routes from './cms.routes';

/** CMS data the shop loads before it shows (SPEC §2 loader, §7 "GET api/cms/meta; GET api/cms/pages/ (items)"). */
export const cmsRouter = createRouter()
  .openapi(routes.getCmsMeta, handlers.getCmsMeta)
  .openapi(routes.listCmsPages, handlers.listCmsPages);
