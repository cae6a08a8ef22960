import type { CartLineItem } from './CartLine';

/** A cart line of two keyboards, for the cart line's and the amount announcer's tests. */
export const keyboardLine: CartLineItem = {
  product: {
    name: 'Logitech K120',
    reference: 'accessory-logitech-k120',
    product_class: 'accessory',
    price: { amount: 899, currency: 'gbp' },
    status: 'public',
    in_stock: true,
  },
  amount: 2,
};
