import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { accountEndpoints, type Account, type AccountUpdate, type ApiError } from '../../api';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';

export type AccountResult = SWRResponse<Account, ApiError> & {
  /** PATCHes the account and shows what the server stored; rejects with `ApiError` (field messages in `fields`). */
  update(body: AccountUpdate): Promise<Account>;
};

/** The signed-in shopper's account (SPEC §3 "User/Account"); no request while signed out. */
export function useAccount(): AccountResult {
  const sessionId = useSessionId('useAccount');
  const client = useApiClient();
  const swr = useSWR<Account, ApiError>(sessionKey(sessionId, 'account'), () => accountEndpoints.account(client));
  const { mutate } = swr;
  const update = useCallback(
    async (body: AccountUpdate) => {
      const account = await accountEndpoints.updateAccount(client, body);
      // The server's answer, not the form's values: it may normalise what was typed.
      await mutate(account, { revalidate: false });
      return account;
    },
    [client, mutate],
  );
  // Assigned, not spread: SWR re-renders only for the fields a component reads, through getters.
  return Object.assign(swr, { update });
}
