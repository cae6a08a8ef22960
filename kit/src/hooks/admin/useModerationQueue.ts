import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { adminTeamEndpoints, type ApiError, type ReviewModerated } from '../../api';
import type { AdminReview, ReviewStatus } from '../../domain/contract/reviews';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { adminKey, isAdminListKey } from './adminKeys';

/** The reviews with one moderation status (GET api/admin/reviews/?status), oldest first. */
export function useModerationQueue(status: ReviewStatus): SWRResponse<AdminReview[], ApiError> {
  const sessionId = useSessionId('useModerationQueue');
  const client = useApiClient();
  return useSWR<AdminReview[], ApiError>(adminKey(sessionId, 'reviews', status), () => adminTeamEndpoints.moderationQueue(client, status));
}

export type ModerateReviewApi = {
  approve(id: number): Promise<ReviewModerated>;
  hide(id: number, reason: string): Promise<ReviewModerated>;
};

/**
 * A moderator's decisions (POST api/admin/reviews/{id}/approve/ or hide/). Each rejects with
 * the server's `ApiError`; on success the review leaves every cached queue at once (it now
 * belongs to another status) and the queues are fetched again.
 */
export function useModerateReview(): ModerateReviewApi {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const decided = useCallback(
    async (answer: ReviewModerated) => {
      await mutate<AdminReview[]>(isAdminListKey('reviews'), (queue) => queue?.filter((review) => review.id !== answer.id), {
        revalidate: true,
      });
      return answer;
    },
    [mutate],
  );
  const approve = useCallback(async (id: number) => decided(await adminTeamEndpoints.approveReview(client, id)), [client, decided]);
  const hide = useCallback(
    async (id: number, reason: string) => decided(await adminTeamEndpoints.hideReview(client, id, { reason })),
    [client, decided],
  );
  return useMemo(() => ({ approve, hide }), [approve, hide]);
}
