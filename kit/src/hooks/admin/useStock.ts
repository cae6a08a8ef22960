import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { adminEndpoints, type ApiError, type StockQuery } from '../../api';
import type { StockPage, StockRow, UpdateStockRequest } from '../../domain/contract/admin';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey, isAdminListKey, queryKeyPart } from './adminKeys';

/** A page of parts with their stock and lead time (GET api/admin/stock/). */
export function useStock(query: StockQuery): SWRResponse<StockPage, ApiError> {
  const sessionId = useSessionId('useStock');
  const client = useApiClient();
  return useSWR<StockPage, ApiError>(adminKey(sessionId, 'stock', queryKeyPart(query)), () => adminEndpoints.stock(client, query), {
    keepPreviousData: true,
  });
}

/**
 * Changes a part's stock or lead time with a reason (PATCH api/admin/stock/{id}/, audited).
 * Rejects with the server's `ApiError`; on success every cached stock page is fetched
 * again, since the part may enter or leave the low-stock list.
 */
export function useUpdateStock(): (partId: number, body: UpdateStockRequest) => Promise<StockRow> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (partId, body) => {
      const row = await adminEndpoints.updateStock(client, partId, body);
      await mutate(isAdminListKey('stock'));
      return row;
    },
    [client, mutate],
  );
}
