import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { adminEndpoints } from '../../api';
import type { CancelOrderRequest, DeliverOrderRequest, ShipOrderRequest } from '../../domain/contract/admin';
import type { OrderEvent } from '../../domain/commerce/orderStatus';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey, isAdminListKey } from './adminKeys';

export type StaffOrderEvent = Exclude<OrderEvent, 'pay'>;

export type OrderActionApi = {
  /** The event being sent, or null. */
  pending: StaffOrderEvent | null;
  confirm(): Promise<void>;
  ship(body: ShipOrderRequest): Promise<void>;
  deliver(body?: DeliverOrderRequest): Promise<void>;
  cancel(body: CancelOrderRequest): Promise<void>;
};

/**
 * Staff moves an order along its life (domain/commerce/orderStatus.ts). Each call rejects
 * with the server's `ApiError` (an illegal transition, a bad tracking number) for the form
 * to show; on success the order and every cached list page are fetched again, since the
 * status, history and available actions all changed on the server.
 */
export function useOrderAction(id: number): OrderActionApi {
  const sessionId = useSessionId('useOrderAction');
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<StaffOrderEvent | null>(null);

  const run = useCallback(
    async (event: StaffOrderEvent, send: () => Promise<unknown>) => {
      setPending(event);
      try {
        await send();
        await Promise.all([mutate(adminKey(sessionId, 'order', id)), mutate(isAdminListKey('orders'))]);
      } finally {
        setPending(null);
      }
    },
    [id, mutate, sessionId],
  );

  const confirm = useCallback(() => run('confirm', () => adminEndpoints.confirmOrder(client, id)), [client, id, run]);
  const ship = useCallback((body: ShipOrderRequest) => run('ship', () => adminEndpoints.shipOrder(client, id, body)), [client, id, run]);
  const deliver = useCallback(
    (body: DeliverOrderRequest = {}) => run('deliver', () => adminEndpoints.deliverOrder(client, id, body)),
    [client, id, run],
  );
  const cancel = useCallback((body: CancelOrderRequest) => run('cancel', () => adminEndpoints.cancelOrder(client, id, body)), [client, id, run]);
  return useMemo(() => ({ pending, confirm, ship, deliver, cancel }), [pending, confirm, ship, deliver, cancel]);
}
