import type { LayoutProps } from '../routing/routeDefinition';
import { DefaultLayout } from './DefaultLayout';

/**
 * SPEC §2 "header" layout (/order/details): the shop's header and the page, without the
 * footer, for pages that are one task.
 */
export function HeaderLayout({ children }: LayoutProps) {
  return <DefaultLayout footer={false}>{children}</DefaultLayout>;
}
