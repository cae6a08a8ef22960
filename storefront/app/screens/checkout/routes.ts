import type { RouteDefinition } from '../../routing/routeDefinition';

/** The checkout's and orders' routes (issue #6; SPEC §2). */
export const checkoutRoutes: RouteDefinition[] = [];
