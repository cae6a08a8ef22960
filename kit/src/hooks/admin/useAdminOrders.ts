import useSWR, { type SWRResponse } from 'swr';
import { adminEndpoints, type ApiError } from '../../api';
import type { AdminOrderDetail, AdminOrderPage, AdminOrderQuery } from '../../domain/contract/admin';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey, queryKeyPart } from './adminKeys';

/** A page of orders for the back office (GET api/admin/orders/), newest first; the previous page stays shown while the next loads. */
export function useAdminOrders(query: AdminOrderQuery): SWRResponse<AdminOrderPage, ApiError> {
  const sessionId = useSessionId('useAdminOrders');
  const client = useApiClient();
  return useSWR<AdminOrderPage, ApiError>(adminKey(sessionId, 'orders', queryKeyPart(query)), () => adminEndpoints.orders(client, query), {
    keepPreviousData: true,
  });
}

/** One order with its payment, history and the actions the caller may take (GET api/admin/orders/{id}/); null id: no request. */
export function useAdminOrder(id: number | null): SWRResponse<AdminOrderDetail, ApiError> {
  const sessionId = useSessionId('useAdminOrder');
  const client = useApiClient();
  return useSWR<AdminOrderDetail, ApiError>(id === null ? null : adminKey(sessionId, 'order', id), () => adminEndpoints.order(client, id!));
}
