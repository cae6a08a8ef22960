import type { RouteDefinition } from '../../routing/routeDefinition';

/** The configurator's routes (issue #4; SPEC §2, builder layout). */
export const configuratorRoutes: RouteDefinition[] = [];
