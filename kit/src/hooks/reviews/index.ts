// A customer's reviews of their delivered orders.
export { useOrderReviews, type OrderReviewsResult } from './useOrderReviews';
