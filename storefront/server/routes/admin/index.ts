import { createRouter } from '../../router';
import * as handlers from './staff.handlers';
import * as routes from './staff.routes';

/** The signed-in staff member (GET api/admin/me/). */
export const staffRouter = createRouter().openapi(routes.getStaffMe, handlers.getStaffMe);
