import { DefaultLayout } from '../../layouts/DefaultLayout';
import type { RouteDefinition } from '../../routing/routeDefinition';
import { ContactScreen } from './ContactScreen';

/** Contact us (SPEC §2 "/contact-us: contact form", default layout). */
export const supportRoutes: RouteDefinition[] = [{ path: '/contact-us', screen: ContactScreen, layout: DefaultLayout }];
