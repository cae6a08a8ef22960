import { HeaderLayout } from '../../layouts/HeaderLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';

// Its own chunk: only a customer reviewing a delivered order downloads the form.
const OrderReviewScreen = lazyComponent(
  () => import('./OrderReviewScreen'),
  (m) => m.OrderReviewScreen,
  { messages: 'orderReview' },
);

/** SPEC §2 "/order/review: review page reached from an order" (header layout like /order/details). */
export const reviewRoutes: RouteDefinition[] = [{ path: '/order/review', screen: OrderReviewScreen, layout: HeaderLayout, authIsRequired: true }];
