import { useCallback, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { commerceEndpoints, type ApiError, type Order } from '../../api';
import { splitOrders } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';

export type OrdersResult = SWRResponse<Order[], ApiError> & {
  /** SPEC §2 "In Progress": not yet delivered or cancelled; newest first. */
  inProgress: Order[];
  /** SPEC §2 "Order History": completed and cancelled orders; newest first. */
  history: Order[];
};

/** The signed-in customer's orders (GET api/account/order/); no request while signed out. */
export function useOrders(): OrdersResult {
  const sessionId = useSessionId('useOrders');
  const client = useApiClient();
  const swr = useSWR<Order[], ApiError>(sessionKey(sessionId, 'orders'), () => commerceEndpoints.orders(client));
  const split = useMemo(() => splitOrders(swr.data ?? []), [swr.data]);
  return Object.assign(swr, split);
}

export type OrderResult = SWRResponse<Order, ApiError> & {
  /** Cancels an order waiting for payment (POST …/cancel/); the cache then holds the server's answer. */
  cancel(): Promise<Order>;
};

/**
 * One of the customer's orders (GET api/account/order/{id}/); null id or signed out: no
 * request. Another customer's order is the API's 404, like an unknown one.
 */
export function useOrder(id: number | null): OrderResult {
  const sessionId = useSessionId('useOrder');
  const client = useApiClient();
  const swr = useSWR<Order, ApiError>(id === null ? null : sessionKey(sessionId, 'order', id), () => commerceEndpoints.order(client, id!));
  const { mutate } = swr;
  const cancel = useCallback(async () => {
    const order = await commerceEndpoints.cancelOrder(client, id!);
    await mutate(order, { revalidate: false });
    return order;
  }, [client, id, mutate]);
  return Object.assign(swr, { cancel });
}
