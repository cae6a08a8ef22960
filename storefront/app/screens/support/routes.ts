import { DefaultLayout } from '../../layouts/DefaultLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';

// Each screen is its own chunk, downloaded when its route first renders.
const ContactScreen = lazyComponent(
  () => import('./ContactScreen'),
  (m) => m.ContactScreen,
);

/** Contact us (SPEC §2 "/contact-us: contact form", default layout). */
export const supportRoutes: RouteDefinition[] = [{ path: '/contact-us', screen: ContactScreen, layout: DefaultLayout }];
