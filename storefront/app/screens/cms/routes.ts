import { DefaultLayout } from '../../layouts/DefaultLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';

// Each screen is its own chunk, downloaded when its route first renders.
const ContentScreen = lazyComponent(
  () => import('./ContentScreen'),
  (m) => m.ContentScreen,
  { module: 'screens/cms/ContentScreen.tsx' },
);

/**
 * SPEC §2 `/{slug, any depth}`: the catch-all CMS content page. It must come after every
 * other route: a path no route matched is a CMS page, a legacy path to redirect, or a 404.
 */
export const cmsRoutes: RouteDefinition[] = [{ path: '/*', screen: ContentScreen, layout: DefaultLayout, serverRendered: true }];
