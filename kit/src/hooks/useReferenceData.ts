import useSWR from 'swr';
import { catalogueEndpoints, type ApiError, type Country, type Currency } from '../api';
import { useApiClient } from './ApiClientProvider';

/** Reference data changes rarely: fetch once per session, no refetch on focus. */
const referenceDataOptions = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** GET api/ecommerce/regional/country/ for the current storefront. */
export function useCountries() {
  const client = useApiClient();
  return useSWR<Country[], ApiError>(
    ['api/ecommerce/regional/country/', client.country],
    () => catalogueEndpoints.countries(client),
    referenceDataOptions,
  );
}

/** GET api/ecommerce/regional/currency/ for the current storefront. */
export function useCurrencies() {
  const client = useApiClient();
  return useSWR<Currency[], ApiError>(
    ['api/ecommerce/regional/currency/', client.country],
    () => catalogueEndpoints.currencies(client),
    referenceDataOptions,
  );
}
