import { OpenAPIHono } from '@hono/zod-openapi';
import { couponTermsMessageValues, isCouponTermsMessageId, isTicketValidationMessageId } from '@rigsmith/kit/domain';
import type { AppEnv } from '../../context';
import { createRouter } from '../../router';
import { localisedValidationFor } from '../localised-validation';
import * as couponHandlers from './coupons.handlers';
import * as couponRoutes from './coupons.routes';
import * as orderHandlers from './orders.handlers';
import * as orderRoutes from './orders.routes';
import * as handlers from './staff.handlers';
import * as routes from './staff.routes';
import * as stockHandlers from './stock.handlers';
import * as stockRoutes from './stock.routes';
import * as teamHandlers from './team.handlers';
import * as teamRoutes from './team.routes';
import * as reviewHandlers from './reviews.handlers';
import * as reviewRoutes from './reviews.routes';
import * as supportHandlers from './support.handlers';
import * as supportRoutes from './support.routes';

/** The signed-in staff member (GET api/admin/me/). */
export const staffRouter = createRouter().openapi(routes.getStaffMe, handlers.getStaffMe);

/** Orders: the list, one order, and the staff steps of its life. */
export const adminOrdersRouter = createRouter()
  .openapi(orderRoutes.listAdminOrders, orderHandlers.listAdminOrders)
  .openapi(orderRoutes.getAdminOrder, orderHandlers.getAdminOrder)
  .openapi(orderRoutes.confirmAdminOrder, orderHandlers.confirmAdminOrder)
  .openapi(orderRoutes.shipAdminOrder, orderHandlers.shipAdminOrder)
  .openapi(orderRoutes.deliverAdminOrder, orderHandlers.deliverAdminOrder)
  .openapi(orderRoutes.cancelAdminOrder, orderHandlers.cancelAdminOrder);

/** Parts' stock and lead times. */
export const adminStockRouter = createRouter()
  .openapi(stockRoutes.listStock, stockHandlers.listStock)
  .openapi(stockRoutes.updateStock, stockHandlers.updateStock);

/** The owner's: staff and the audit log. */
export const adminTeamRouter = createRouter()
  .openapi(teamRoutes.listStaff, teamHandlers.listStaff)
  .openapi(teamRoutes.inviteStaff, teamHandlers.inviteStaff)
  .openapi(teamRoutes.listAudit, teamHandlers.listAudit);
/** The review moderation queue (GET api/admin/reviews/, approve, hide). */
export const reviewModerationRouter = createRouter()
  .openapi(reviewRoutes.listReviews, reviewHandlers.listReviews)
  .openapi(reviewRoutes.approveReview, reviewHandlers.approveReview)
  .openapi(reviewRoutes.hideReview, reviewHandlers.hideReview);

/** The support inbox (GET api/admin/support/, one ticket, reply by email, status); the reply's own message ids localised. */
export const supportInboxRouter = new OpenAPIHono<AppEnv>({
  defaultHook: localisedValidationFor(isTicketValidationMessageId, {}),
})
  .openapi(supportRoutes.listSupportTickets, supportHandlers.listSupportTickets)
  .openapi(supportRoutes.getSupportTicket, supportHandlers.getSupportTicket)
  .openapi(supportRoutes.replyToSupportTicket, supportHandlers.replyToSupportTicket)
  .openapi(supportRoutes.setSupportTicketStatus, supportHandlers.setSupportTicketStatus);
/** Coupons (owner): list, create, change the use limit or end, expire; the form's own message ids localised. */
export const adminCouponsRouter = new OpenAPIHono<AppEnv>({ defaultHook: localisedValidationFor(isCouponTermsMessageId, couponTermsMessageValues) })
  .openapi(couponRoutes.listAdminCoupons, couponHandlers.listAdminCoupons)
  .openapi(couponRoutes.createAdminCoupon, couponHandlers.createAdminCoupon)
  .openapi(couponRoutes.updateAdminCoupon, couponHandlers.updateAdminCoupon)
  .openapi(couponRoutes.expireAdminCoupon, couponHandlers.expireAdminCoupon);
