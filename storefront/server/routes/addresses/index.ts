import { createRouter } from '../../router';
import * as handlers from './addresses.handlers';
import * as routes from './addresses.routes';

/** A customer's saved shipping addresses (SPEC §7 account/shipping_address/). */
export const shippingAddressRouter = createRouter()
  .openapi(routes.listAddresses, handlers.listAddresses)
  .openapi(routes.addAddress, handlers.addAddress)
  .openapi(routes.deleteAddress, handlers.deleteAddress)
  .openapi(routes.setDefaultAddress, handlers.setDefaultAddress);
