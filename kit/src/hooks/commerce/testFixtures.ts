import type { Cart, CartSummary, Order, Product } from '../../api';

/** Test fixtures for the commerce hooks (not exported from the package). */

export const product = (id: number, patch: Partial<Product> = {}): Product => ({
  id,
  public_id: null,
  reference: `P-${id}`,
  name: `Product ${id}`,
  product_class: 'component',
  price: { amount: 1000 * id, currency: 'gbp' },
  in_stock: true,
  status: 'public',
  shipping_days: 3,
  ...patch,
});

/** A fake server cart: lines with pks, answered whole by every basket call. */
export function serverCart(initial: [product: number, amount: number][] = []) {
  let nextPk = 100;
  let lines: Cart = initial.map(([id, amount]) => ({ pk: nextPk++, product: product(id), amount }));
  return {
    get lines() {
      return lines;
    },
    add(id: number, amount: number): Cart {
      const line = lines.find((item) => item.product.id === id);
      lines = line
        ? lines.map((item) => (item === line ? { ...item, amount: item.amount + amount } : item))
        : [...lines, { pk: nextPk++, product: product(id), amount }];
      return lines;
    },
    set(pk: number, amount: number): Cart {
      lines = lines.map((item) => (item.pk === pk ? { ...item, amount } : item));
      return lines;
    },
    remove(pk: number): Cart {
      lines = lines.filter((item) => item.pk !== pk);
      return lines;
    },
    replace(pk: number, id: number): Cart {
      lines = lines.map((item) => (item.pk === pk ? { ...item, product: product(id) } : item));
      return lines;
    },
    clear() {
      lines = [];
    },
  };
}

export const summary = (patch: Partial<CartSummary> = {}): CartSummary => ({
  currency: 'gbp',
  subtotal: { amount: 3000, currency: 'gbp' },
  vat: { amount: 500, currency: 'gbp' },
  discount: { amount: 0, currency: 'gbp' },
  shipping_price: { amount: 0, currency: 'gbp' },
  total_price: { amount: 3000, currency: 'gbp' },
  shipping_time: 3,
  expected_delivery_time: '2026-12-02',
  coupon: null,
  lines: [],
  orderable: true,
  ...patch,
});

export const order = (id: number, patch: Partial<Order> = {}): Order => ({
  id,
  reference: `RS-2026-${String(id).padStart(6, '0')}`,
  status: 'waiting_for_payment',
  created_at: '2026-11-25T10:00:00Z',
  quantity: 1,
  subtotal: { amount: 3000, currency: 'gbp' },
  vat: { amount: 500, currency: 'gbp' },
  discount: { amount: 0, currency: 'gbp' },
  shipping_price: { amount: 0, currency: 'gbp' },
  total: { amount: 3000, currency: 'gbp' },
  coupon: null,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '1 Street',
    line2: '',
    city: 'London',
    postcode: 'SW1A 1AA',
    province: '',
    country: 'GB',
  },
  phone_number: '+447123456123',
  tracking_number: null,
  carrier: null,
  tracking_url: null,
  history: [{ status: 'waiting_for_payment', at: '2026-11-25T10:00:00Z', actor: 'customer', note: null }],
  estimated_ship_date: '2026-11-30',
  expected_delivery_date: '2026-12-02',
  delivered_on: null,
  items: [],
  payable: true,
  ...patch,
});
