import type { Order, PaymentResult, ShippingAddress } from '@rigsmith/kit/api';
import type { CountryCode } from '@rigsmith/kit/domain';
import type { App } from '../app';
import type { Database } from '../db/client';
import { SANDBOX_TEST_CARDS } from '../services/payments';
import { callApi, createCustomer, expectJson, LONDON_ADDRESS, newIdempotencyKey, type Customer } from './commerce';

/** The succeeding sandbox card, as the payment form sends it. */
export const SUCCEEDING_CARD = { card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12/39', cvc: '123', name_on_card: 'Ada Lovelace' };

/**
 * A new customer's order for `lines` (product id, amount) through the real API: cart,
 * address, to_order; paid with the succeeding sandbox card unless `paid` is false.
 */
export async function placeTestOrder(
  app: App,
  db: Database,
  lines: readonly [number, number][],
  { paid = true, country = 'GB', coupon }: { paid?: boolean; country?: CountryCode; coupon?: string } = {},
): Promise<{ who: Customer; order: Order }> {
  const who = await createCustomer(db);
  const query = `?country=${country}`;
  for (const [product, amount] of lines) {
    await expectJson(await callApi(app, 'POST', `/api/account/basket/product/${query}`, { token: who.token, body: { product, amount } }), 200);
  }
  const address = await expectJson<ShippingAddress>(
    await callApi(app, 'POST', `/api/account/shipping_address/${query}`, { token: who.token, body: LONDON_ADDRESS }),
    201,
  );
  let order = await expectJson<Order>(
    await callApi(app, 'POST', `/api/account/basket/to_order/${query}`, {
      token: who.token,
      body: { shipping_address: address.id, phone_number: '+447123456123', ...(coupon ? { coupon } : {}) },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    201,
  );
  if (paid) {
    const result = await expectJson<PaymentResult>(
      await callApi(app, 'POST', `/api/account/order/${order.id}/pay/${query}`, {
        token: who.token,
        body: SUCCEEDING_CARD,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      200,
    );
    order = result.order;
  }
  return { who, order };
}
