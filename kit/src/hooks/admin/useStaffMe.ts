import useSWR, { type SWRResponse } from 'swr';
import { adminEndpoints, type ApiError } from '../../api';
import type { StaffMe } from '../../domain/contract/admin';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey } from './adminKeys';

/**
 * The signed-in staff member (GET api/admin/me/); no request while signed out. A customer's
 * account answers 403 `not_staff`, which the back office shows as "no access".
 */
export function useStaffMe(): SWRResponse<StaffMe, ApiError> {
  const sessionId = useSessionId('useStaffMe');
  const client = useApiClient();
  // Who someone is does not change under them: no refetch on focus.
  return useSWR<StaffMe, ApiError>(adminKey(sessionId, 'me'), () => adminEndpoints.staffMe(client), { revalidateOnFocus: false });
}
