import { createRouter } from '../../router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

/** Paying an order through the payment provider. */
export const paymentsRouter = createRouter().openapi(routes.payOrder, handlers.payOrder).openapi(routes.confirmPayment, handlers.confirmPayment);
