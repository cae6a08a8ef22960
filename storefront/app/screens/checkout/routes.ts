import { DefaultLayout } from '../../layouts/DefaultLayout';
import { HeaderLayout } from '../../layouts/HeaderLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';

// Each screen is its own chunk, downloaded when its route first renders.
/** The checkout guard for a stage, downloaded with the checkout's screens rather than with the home page. */
const checkoutGuardFor = (stage: 0 | 1 | 2 | 3 | 4) =>
  lazyComponent(
    () => import('./CheckoutGuard'),
    (m) => m.checkoutGuardFor(stage),
  );
const CartScreen = lazyComponent(
  () => import('./CartScreen'),
  (m) => m.CartScreen,
);
const CheckoutAuthScreen = lazyComponent(
  () => import('./CheckoutAuthScreen'),
  (m) => m.CheckoutAuthScreen,
);
const ConfirmedScreen = lazyComponent(
  () => import('./ConfirmedScreen'),
  (m) => m.ConfirmedScreen,
);
const OrderDetailsScreen = lazyComponent(
  () => import('./OrderDetailsScreen'),
  (m) => m.OrderDetailsScreen,
);
const PaymentScreen = lazyComponent(
  () => import('./PaymentScreen'),
  (m) => m.PaymentScreen,
);
const ShippingScreen = lazyComponent(
  () => import('./ShippingScreen'),
  (m) => m.ShippingScreen,
);

/**
 * The checkout's and orders' routes (SPEC §2). Each checkout stage runs the
 * checkout guard (`checkoutGuard` in `@rigsmith/kit/domain`) as middleware, after the route
 * guard's sign-in rule; SPEC hides the footer on small tablets for the cart and shipping.
 */
export const checkoutRoutes: RouteDefinition[] = [
  { path: '/checkout', screen: CartScreen, layout: DefaultLayout, checkoutStage: 0, hideFooter: 'tabletSmall', middleware: [checkoutGuardFor(0)] },
  // SPEC §2: "no sign-in required; runs checkout and auth guards" — a signed-in customer is sent on to shipping.
  { path: '/checkout/auth', screen: CheckoutAuthScreen, layout: DefaultLayout, checkoutStage: 1, middleware: [checkoutGuardFor(1)] },
  {
    path: '/checkout/shipping',
    screen: ShippingScreen,
    layout: DefaultLayout,
    checkoutStage: 2,
    authIsRequired: true,
    hideFooter: 'tabletSmall',
    middleware: [checkoutGuardFor(2)],
  },
  {
    path: '/checkout/payment',
    screen: PaymentScreen,
    layout: DefaultLayout,
    checkoutStage: 3,
    authIsRequired: true,
    middleware: [checkoutGuardFor(3)],
  },
  {
    path: '/checkout/confirmed',
    screen: ConfirmedScreen,
    layout: DefaultLayout,
    checkoutStage: 4,
    authIsRequired: true,
    middleware: [checkoutGuardFor(4)],
  },
  { path: '/order/details', screen: OrderDetailsScreen, layout: HeaderLayout, authIsRequired: true },
];
