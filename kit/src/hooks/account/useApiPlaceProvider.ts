import { useMemo } from 'react';
import { accountEndpoints } from '../../api';
import type { PlaceProvider } from '../../domain';
import { useApiClient } from '../ApiClientProvider';

/**
 * The embedded default place provider for the address autocomplete: the shop API's bundled
 * list of real places (api/geo/places/). Stable while the client is, so a combobox's effects
 * do not re-run on every render. A blank query answers no places without a request.
 */
export function useApiPlaceProvider(): PlaceProvider {
  const client = useApiClient();
  return useMemo(
    () => ({
      async search(query, country, signal) {
        const q = query.trim();
        if (!q) return [];
        return accountEndpoints.places(client, { q, place_country: country }, signal);
      },
    }),
    [client],
  );
}
