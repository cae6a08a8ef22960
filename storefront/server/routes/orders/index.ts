import { createRouter } from '../../router';
import { unionAwareHook } from '../commerce.schemas';
import * as handlers from './orders.handlers';
import * as routes from './orders.routes';

/** Placing the cart as an order, and the customer's orders (SPEC §7 to_order, account/order/). */
export const ordersRouter = createRouter()
  .openapi(routes.toOrder, handlers.toOrder, unionAwareHook(routes.SHIPPING_ADDRESS_SHAPE))
  .openapi(routes.listOrders, handlers.listOrders)
  .openapi(routes.getOrder, handlers.getOrder)
  .openapi(routes.getOrderItem, handlers.getOrderItem)
  .openapi(routes.cancelOrder, handlers.cancelOrder);
