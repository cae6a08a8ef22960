import { createRouter } from '../../router';
import * as handlers from './basket.handlers';
import * as routes from './basket.routes';

/** The server cart and the cart summaries (SPEC §7 "Cart"). */
export const basketRouter = createRouter()
  .openapi(routes.listCart, handlers.listCart)
  .openapi(routes.addToCart, handlers.addToCart)
  .openapi(routes.updateCartLine, handlers.updateCartLine)
  .openapi(routes.removeCartLine, handlers.removeCartLine)
  .openapi(routes.replaceCartLine, handlers.replaceCartLine)
  .openapi(routes.summaryForProducts, handlers.summaryForProducts)
  .openapi(routes.summary, handlers.summary);
