import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, commerceEndpoints, type Order, type ToOrderRequest } from '../../api';
import { attemptFor, settleAttempt, type IdempotentAttempt } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import { useCart } from './CartProvider';
import { useCheckout } from './CheckoutProvider';
import { randomId } from './randomId';

export type PlaceOrderApi = {
  /**
   * Places the server cart as an order waiting for payment (POST api/account/basket/to_order/,
   * SPEC §7) and resolves to it; rejects with the `ApiError`. Each attempt has its own
   * `Idempotency-Key`; calling again with the same body after no definite answer retries
   * that attempt with the same key, so a lost answer never places two orders.
   */
  place(body: ToOrderRequest): Promise<Order>;
  isPlacing: boolean;
  error: ApiError | null;
};

/** 'Continue to payment': places the order, records it in the checkout, empties the cart. */
export function usePlaceOrder(options: { newKey?: () => string } = {}): PlaceOrderApi {
  const { newKey = randomId } = options;
  const client = useApiClient();
  const sessionId = useSessionId('usePlaceOrder');
  const cart = useCart();
  const checkout = useCheckout();
  const { mutate } = useSWRConfig();
  const attempt = useRef<IdempotentAttempt | null>(null);
  const [isPlacing, setPlacing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef({ cart, checkout, sessionId });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  latest.current = { cart, checkout, sessionId };

  const place = useCallback(
    async (body: ToOrderRequest) => {
      const current = attemptFor(attempt.current, body, newKey);
      attempt.current = current;
      setPlacing(true);
      setError(null);
      try {
        const order = await commerceEndpoints.toOrder(client, body, current.key);
        attempt.current = settleAttempt(current, 201);
        const { checkout: progress, cart: shopperCart, sessionId: sid } = latest.current;
        // First the checkout learns of the order, then the cart empties: an emptied cart with
        // an order under way does not reset the checkout (checkoutProgressReducer).
        progress.orderPlaced(order.id);
        await mutate(sessionKey(sid, 'order', order.id), order, { revalidate: false });
        void mutate(sessionKey(sid, 'orders'));
        // A new address the order saved to the account: the profile must not show the list from before.
        if (body.add_to_address_list) void mutate(sessionKey(sid, 'shipping_address'));
        // Not awaited: the caller moves on to payment while the emptied cart is read back.
        void shopperCart.reload();
        return order;
      } catch (caught) {
        const failure = caught instanceof ApiError ? caught : ApiError.network(caught);
        attempt.current = settleAttempt(current, failure.status);
        setError(failure);
        throw failure;
      } finally {
        setPlacing(false);
      }
    },
    [client, mutate, newKey],
  );

  return { place, isPlacing, error };
}
