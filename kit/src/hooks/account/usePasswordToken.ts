import useSWR, { type SWRResponse } from 'swr';
import { accountEndpoints, type ApiError, type PasswordTokenInfo } from '../../api';
import { useApiClient } from '../ApiClientProvider';

/**
 * What an emailed create- or reset-password link is for (its kind and email), before the
 * form is shown; an `ApiError` (404) for an unknown, used or expired link. No request while
 * `token` is null. Not retried or revalidated: a refused link stays refused.
 */
export function usePasswordToken(token: string | null): SWRResponse<PasswordTokenInfo, ApiError> {
  const client = useApiClient();
  return useSWR<PasswordTokenInfo, ApiError>(token ? ['account/password-token', token] : null, () => accountEndpoints.passwordToken(client, token!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
