import { createRouter } from '../../router';

/** A customer's saved shipping addresses (SPEC §7 account/shipping_address/). */
export const shippingAddressRouter = createRouter();
