import useSWR, { type SWRResponse } from 'swr';
import { adminTeamEndpoints, type ApiError, type AuditQuery } from '../../api';
import type { AuditPage } from '../../domain/contract/admin';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey, queryKeyPart } from './adminKeys';

/** A page of the audit log (GET api/admin/audit/, owner only), newest first; the previous page stays shown while the next loads. */
export function useAuditLog(query: AuditQuery): SWRResponse<AuditPage, ApiError> {
  const sessionId = useSessionId('useAuditLog');
  const client = useApiClient();
  return useSWR<AuditPage, ApiError>(adminKey(sessionId, 'audit', queryKeyPart(query)), () => adminTeamEndpoints.auditLog(client, query), {
    keepPreviousData: true,
  });
}
