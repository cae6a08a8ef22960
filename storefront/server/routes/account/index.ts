import { createRouter } from '../../router';
import * as handlers from './account.handlers';
import * as routes from './account.routes';

/** The signed-in customer's own account data (SPEC §7 GET/PATCH api/account/). */
export const accountRouter = createRouter().openapi(routes.getAccount, handlers.getAccount).openapi(routes.updateAccount, handlers.updateAccount);
