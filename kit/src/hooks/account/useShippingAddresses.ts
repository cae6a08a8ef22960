import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { accountEndpoints, type ApiError, type ShippingAddress, type ShippingAddressInput } from '../../api';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';

export type ShippingAddressesResult = SWRResponse<ShippingAddress[], ApiError> & {
  /** Saves a new address; rejects with `ApiError` (`address_limit` once 6 are saved, SPEC §9). */
  add(input: ShippingAddressInput): Promise<ShippingAddress>;
  remove(id: number): Promise<void>;
  setDefault(id: number): Promise<void>;
};

/**
 * The signed-in shopper's saved addresses (SPEC §7); no request while signed out. After
 * each change the list shows what the server stored, never a guess: the server decides
 * which address is the default when one is added or the default is deleted.
 */
export function useShippingAddresses(): ShippingAddressesResult {
  const sessionId = useSessionId('useShippingAddresses');
  const client = useApiClient();
  const swr = useSWR<ShippingAddress[], ApiError>(sessionKey(sessionId, 'shipping_address'), () => accountEndpoints.shippingAddresses(client));
  const { mutate } = swr;

  const add = useCallback(
    async (input: ShippingAddressInput) => {
      const created = await accountEndpoints.addShippingAddress(client, input);
      // A new default changes the others too: read the whole list back.
      await mutate();
      return created;
    },
    [client, mutate],
  );

  const remove = useCallback(
    async (id: number) => {
      await accountEndpoints.deleteShippingAddress(client, id);
      // The server confirmed the deletion; then read the list back for the default it chose.
      await mutate((list) => list?.filter((address) => address.id !== id), { revalidate: true });
    },
    [client, mutate],
  );

  const setDefault = useCallback(
    async (id: number) => {
      // The server answers the whole list, the new default first.
      const list = await accountEndpoints.setDefaultShippingAddress(client, id);
      await mutate(list, { revalidate: false });
    },
    [client, mutate],
  );

  return Object.assign(swr, { add, remove, setDefault });
}
