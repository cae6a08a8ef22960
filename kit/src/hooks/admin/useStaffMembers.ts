import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { adminTeamEndpoints, type ApiError } from '../../api';
import type { InviteStaffRequest, StaffMember } from '../../domain/contract/admin';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey } from './adminKeys';

/** Everyone with a staff role (GET api/admin/staff/, owner only), oldest first. */
export function useStaffMembers(): SWRResponse<StaffMember[], ApiError> {
  const sessionId = useSessionId('useStaffMembers');
  const client = useApiClient();
  return useSWR<StaffMember[], ApiError>(adminKey(sessionId, 'staff'), () => adminTeamEndpoints.staffMembers(client));
}

/**
 * Invites someone by email with a role (POST api/admin/staff/), or sends a pending invitation
 * again (the same call). Rejects with the server's `ApiError` (409 `already_staff` for an
 * active member, 400 with `fields`); on success the staff list is fetched again.
 */
export function useInviteStaff(): (body: InviteStaffRequest) => Promise<StaffMember> {
  const sessionId = useSessionId('useInviteStaff');
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const member = await adminTeamEndpoints.inviteStaff(client, body);
      await mutate(adminKey(sessionId, 'staff'));
      return member;
    },
    [client, mutate, sessionId],
  );
}
