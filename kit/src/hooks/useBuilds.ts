import useSWR from 'swr';
import { catalogueEndpoints, type ApiError, type BuildListing, type BuildListQuery } from '../api';
import { useApiClient } from './ApiClientProvider';

/** A page of pre-built gaming PCs, sorted and filtered, priced for the client's country. */
export function useBuilds(query: BuildListQuery = {}) {
  const client = useApiClient();
  return useSWR<BuildListing, ApiError>(
    ['api/ecommerce/builds/', client.country, JSON.stringify(query)],
    () => catalogueEndpoints.builds(client, query),
    {
      keepPreviousData: true,
    },
  );
}
