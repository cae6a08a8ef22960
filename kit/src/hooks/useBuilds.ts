import useSWR from 'swr';
import { endpoints, type ApiError, type BuildCard, type ListQuery, type Page } from '../api';
import { useApiClient } from './ApiClientProvider';

/** A page of pre-built gaming PCs, priced for the client's country. */
export function useBuilds(query: ListQuery = {}) {
  const client = useApiClient();
  return useSWR<Page<BuildCard>, ApiError>(
    ['api/ecommerce/builds/', client.country, query.page ?? 1, query.per_page ?? null],
    () => endpoints.builds(client, query),
    { keepPreviousData: true },
  );
}
