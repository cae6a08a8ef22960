import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { reviewEndpoints, type ApiError } from '../../api';
import type { OrderReviews, ReviewRequest, ReviewSubmitted } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';

export type OrderReviewsResult = SWRResponse<OrderReviews, ApiError> & {
  /**
   * Sends one line's review (POST api/account/order/{id}/review/) and then refetches the
   * order's lines, so the line shows as reviewed. Rejects with the `ApiError` (a 400's
   * `fields` go next to the form's fields).
   */
  submit(body: ReviewRequest): Promise<ReviewSubmitted>;
};

/**
 * What of one of the customer's orders they may review (GET api/account/order/{id}/review/);
 * null id or signed out: no request. Another customer's order is the API's 404.
 */
export function useOrderReviews(orderId: number | null): OrderReviewsResult {
  const sessionId = useSessionId('useOrderReviews');
  const client = useApiClient();
  const swr = useSWR<OrderReviews, ApiError>(orderId === null ? null : sessionKey(sessionId, 'order-reviews', orderId), () =>
    reviewEndpoints.orderReviews(client, orderId!),
  );
  const { mutate } = swr;
  const submit = useCallback(
    async (body: ReviewRequest) => {
      const saved = await reviewEndpoints.submitReview(client, orderId!, body);
      await mutate();
      return saved;
    },
    [client, orderId, mutate],
  );
  return Object.assign(swr, { submit });
}
