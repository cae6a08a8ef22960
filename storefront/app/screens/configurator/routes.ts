import { BuilderLayout } from '../../layouts/BuilderLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';

// Each screen is its own chunk, downloaded when its route first renders.
const CustomiserScreen = lazyComponent(
  () => import('./CustomiserScreen'),
  (m) => m.CustomiserScreen,
);
const SystemSummaryScreen = lazyComponent(
  () => import('./SystemSummaryScreen'),
  (m) => m.SystemSummaryScreen,
);
/** The build store the app was given, downloaded with the configurator rather than with every page. */
const ConfiguratorScope = lazyComponent(
  () => import('./ConfiguratorScope'),
  (m) => m.ConfiguratorScope,
);

/** The configurator's routes (SPEC §2, builder layout). Open to guests: their build stays in the browser. */
export const configuratorRoutes: RouteDefinition[] = [
  { path: '/custom-pc-builder/customiser', screen: CustomiserScreen, layout: BuilderLayout, middleware: [ConfiguratorScope] },
  { path: '/system-summary', screen: SystemSummaryScreen, layout: BuilderLayout, middleware: [ConfiguratorScope] },
];
