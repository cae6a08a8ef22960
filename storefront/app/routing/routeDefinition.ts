import type { ComponentType, ReactNode } from 'react';
import type { RouteAccess } from './RouteGuard';

/** What every layout takes (SPEC §2 layouts: builder, default, header). */
export type LayoutProps = {
  children: ReactNode;
  /** SPEC §3 route metadata `hideFooter`: hide the footer from this breakpoint down. */
  hideFooter?: 'tabletSmall';
};

/** A guard or provider a route's screen is wrapped in, outermost first (SPEC §3 "middleware list"). */
export type RouteMiddleware = ComponentType<{ children: ReactNode }>;

/**
 * SPEC §3 "Route metadata": the access rules `RouteGuard` applies (`authIsRequired`,
 * `signedOutOnly`, `fallBackRoute`), the layout, and what the checkout uses
 * (`checkoutStage`, `hideFooter`, `middleware`).
 */
export type RouteDefinition = RouteAccess & {
  path: string;
  screen: ComponentType;
  layout: ComponentType<LayoutProps>;
  /** The checkout stage the route is (SPEC §2: 0 cart, 1 auth, 2 shipping, 3 payment, 4 confirmed). */
  checkoutStage?: 0 | 1 | 2 | 3 | 4;
  hideFooter?: LayoutProps['hideFooter'];
  middleware?: readonly RouteMiddleware[];
  /**
   * SPEC §8 route validation: a rule per path parameter (`routing/routeParams.ts`); a path
   * whose parameter fails its rule shows the 404 "Page Not Found: {path}" instead of the screen.
   */
  params?: Readonly<Record<string, RegExp>>;
  /**
   * The server renders the whole page (a public page whose content is the same for every
   * visitor). Otherwise it renders the layout as a shell and the page is drawn in the browser,
   * where the session and the stored cart and build are.
   */
  serverRendered?: boolean;
};
