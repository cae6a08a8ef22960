import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthTokens, Cart, CartSummary, Order, PaymentResult, Product, ShippingAddress } from '@rigsmith/kit/api';
import { createAccount, STRONG_PASSWORD, uniqueEmail } from './accounts';

/**
 * The server side of a purchase, through real HTTP against the real server and
 * its seeded catalogue: a guest's cart priced, a sign-in that merges it (twice, as two tabs
 * would), a coupon, an order to a new address, a declined card then a good one, the order in
 * the account and its email. The browser journeys of the checkout screens build on this.
 */

const SANDBOX = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', authenticate: '4000 0027 6000 3184' };
const NEW_ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: '+44 7123 456456',
  line1: '1 Compiler Row',
  line2: '',
  city: 'Manchester',
  postcode: 'M13 9PL',
  country: 'GB',
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A live pre-built PC and a live accessory of the seeded catalogue, with their products. */
async function shelf(request: APIRequestContext): Promise<{ build: Product; accessory: Product }> {
  const listing = await json<{ items: { id: number }[] }>(
    await request.get('/api/ecommerce/builds/', { params: { in_stock: 'true', per_page: 1 } }),
    200,
  );
  const accessories = await json<{ items: { product_id: number }[] }>(
    await request.get('/api/ecommerce/parts/', { params: { category: 'accessory', in_stock: 'true', per_page: 1 } }),
    200,
  );
  const ids = [listing.items[0]!.id, accessories.items[0]!.product_id];
  const [build, accessory] = await json<Product[]>(await request.get('/api/ecommerce/product/', { params: { ids: ids.join(',') } }), 200);
  return { build: build!, accessory: accessory! };
}

async function signedIn(request: APIRequestContext, label: string): Promise<{ email: string; headers: Record<string, string> }> {
  const email = uniqueEmail(label);
  await createAccount(request, { email, fullName: 'Grace Hopper' });
  const tokens = await json<AuthTokens>(await request.post('/api/auth/login/', { data: { email, password: STRONG_PASSWORD } }), 200);
  return { email, headers: { Authorization: `Bearer ${tokens.access}` } };
}

test('a guest cart is priced, merged once on sign-in, ordered with a coupon and paid after a decline', async ({ request }) => {
  const { build, accessory } = await shelf(request);
  const guestCart = [
    { product: build.id, amount: 1 },
    { product: accessory.id, amount: 2 },
  ];

  // The guest's summary: prices from the server, shipping free with a PC build.
  const guest = await json<CartSummary>(
    await request.post('/api/account/basket/calculate_summary_for_products/', {
      params: { currency: 'gbp' },
      data: { coupon: 'WELCOME10', products: guestCart },
    }),
    200,
  );
  const subtotal = build.price.amount + 2 * accessory.price.amount;
  expect(guest).toMatchObject({ subtotal: { amount: subtotal }, shipping_price: { amount: 0 }, coupon: { status: 'success' }, orderable: true });
  expect(guest.discount.amount).toBe(Math.floor((subtotal * 1000 + 5000) / 10000));

  // Sign in and merge, twice over (two tabs): each line lands once.
  const { email, headers } = await signedIn(request, 'commerce-api');
  const guestCartId = `guest-${Date.now()}`;
  const merge = () =>
    Promise.all(
      guestCart.map((line) =>
        request.post('/api/account/basket/product/', {
          headers: { ...headers, 'Idempotency-Key': `merge:${guestCartId}:${line.product}` },
          data: line,
        }),
      ),
    );
  for (const response of [...(await merge()), ...(await merge())]) expect(response.status()).toBe(200);
  const cart = await json<Cart>(await request.get('/api/account/basket/product/', { headers }), 200);
  // The two lines were sent at once, so either may have landed first.
  expect(cart.map((line) => [line.product.id, line.amount]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(
    [
      [build.id, 1],
      [accessory.id, 2],
    ].sort(([a], [b]) => Number(a) - Number(b)),
  );

  // The signed-in summary agrees with the guest's.
  const summary = await json<CartSummary>(
    await request.post('/api/account/basket/calculate_summary/', { headers, data: { coupon: 'welcome10', country: 'GB' } }),
    200,
  );
  expect(summary.total_price).toEqual(guest.total_price);

  // The order, to a new address saved to the address book, with the coupon.
  const orderKey = `order-${Date.now()}`;
  const place = () =>
    request.post('/api/account/basket/to_order/', {
      params: { currency: 'gbp' },
      headers: { ...headers, 'Idempotency-Key': orderKey },
      data: { shipping_address: NEW_ADDRESS, add_to_address_list: true, coupon: 'WELCOME10', phone_number: '+44 7123 456456' },
    });
  const order = await json<Order>(await place(), 201);
  expect(order).toMatchObject({
    status: 'waiting_for_payment',
    coupon: 'WELCOME10',
    total: summary.total_price,
    discount: summary.discount,
    payable: true,
  });
  expect(order.reference).toMatch(/^RS-\d{4}-\d{6,}$/);
  expect(await json<Order>(await place(), 201)).toEqual(order); // a retry is the same order
  expect(await json<Cart>(await request.get('/api/account/basket/product/', { headers }), 200)).toEqual([]);
  const addresses = await json<ShippingAddress[]>(await request.get('/api/account/shipping_address/', { headers }), 200);
  expect(addresses.map((address) => address.city)).toEqual(['Manchester']);

  // A declined card, then the good one.
  const pay = (number: string) =>
    request.post(`/api/account/order/${order.id}/pay/`, {
      headers: { ...headers, 'Idempotency-Key': `pay-${number.replaceAll(' ', '')}-${Date.now()}` },
      data: { card_number: number, expiry: '12/39', cvc: '123', name_on_card: 'Grace Hopper' },
    });
  const declined = await json<PaymentResult>(await pay(SANDBOX.declined), 200);
  expect(declined).toMatchObject({ status: 'declined', message: 'Your card was declined. Try another card.', order: { payable: true } });
  const paid = await json<PaymentResult>(await pay(SANDBOX.succeeds), 200);
  expect(paid).toMatchObject({ status: 'succeeded', order: { status: 'in_progress', payable: false } });

  // In the account, and in the mailbox.
  const orders = await json<Order[]>(await request.get('/api/account/order/', { headers }), 200);
  expect(orders.map((entry) => [entry.reference, entry.status])).toEqual([[order.reference, 'in_progress']]);
  await expect
    .poll(async () => {
      const mailbox = await json<{ kind: string; subject: string }[]>(await request.get('/api/dev/mailbox/', { params: { recipient: email } }), 200);
      return mailbox.find((message) => message.kind === 'order-paid')?.subject;
    })
    .toBe(`Your Rigsmith order ${order.reference} is confirmed`);
});

test('a euro order paid after the bank’s authentication', async ({ request }) => {
  const { accessory } = await shelf(request);
  const { headers } = await signedIn(request, 'commerce-api-eur');
  await json<Cart>(
    await request.post('/api/account/basket/product/', { params: { country: 'DE' }, headers, data: { product: accessory.id, amount: 1 } }),
    200,
  );
  const order = await json<Order>(
    await request.post('/api/account/basket/to_order/', {
      params: { country: 'DE', currency: 'eur' },
      headers: { ...headers, 'Idempotency-Key': `order-eur-${Date.now()}` },
      data: { shipping_address: { ...NEW_ADDRESS, city: 'Berlin', postcode: '10115', country: 'DE' }, phone_number: '+49 30 1234567' },
    }),
    201,
  );
  expect(order.total.currency).toBe('eur');
  const attempt = await json<PaymentResult>(
    await request.post(`/api/account/order/${order.id}/pay/`, {
      params: { country: 'DE' },
      headers: { ...headers, 'Idempotency-Key': `pay-eur-${Date.now()}` },
      data: { card_number: SANDBOX.authenticate, expiry: '12/39', cvc: '123', name_on_card: 'Grace Hopper' },
    }),
    200,
  );
  expect(attempt.status).toBe('requires_action');
  const confirmed = await json<PaymentResult>(
    await request.post(`/api/account/order/${order.id}/pay/${attempt.payment}/confirm/`, {
      params: { country: 'DE' },
      headers,
      data: { approve: true },
    }),
    200,
  );
  expect(confirmed).toMatchObject({ status: 'succeeded', order: { status: 'in_progress' } });
});
