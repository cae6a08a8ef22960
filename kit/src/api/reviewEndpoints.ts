import type { ApiClient } from './client';
import type { OrderReviews, ReviewRequest, ReviewSubmitted } from '../domain/contract/reviews';

/** A customer's reviews of their delivered orders; spread into `endpoints`. */
export const reviewEndpoints = {
  /** What of the order the signed-in owner may review; 404 `order_not_found`. */
  orderReviews: (client: ApiClient, orderId: number) => client.request<OrderReviews>({ path: `api/account/order/${orderId}/review/` }),

  /**
   * Reviews one delivered line; 400 `validation_error` with `fields`, 409 `order_not_reviewable`,
   * `order_line_not_reviewable` or `review_exists`.
   */
  submitReview: (client: ApiClient, orderId: number, body: ReviewRequest) =>
    client.request<ReviewSubmitted>({ method: 'POST', path: `api/account/order/${orderId}/review/`, body }),
};
