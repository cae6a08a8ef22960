import { Suspense } from 'react';
import type { LayoutProps, RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';
import { PendingPage } from '../../routing/PendingPage';

// The back office is its own chunks, layout included, so the shop's first load carries none
// of it; its strings are their own group too (messageGroups.ts `admin`).
const AdminLayout = lazyComponent(
  () => import('./AdminLayout'),
  (m) => m.AdminLayout,
  { messages: 'admin' },
);
const AdminOrdersScreen = lazyComponent(
  () => import('./AdminOrdersScreen'),
  (m) => m.AdminOrdersScreen,
  { messages: 'admin' },
);
const AdminOrderScreen = lazyComponent(
  () => import('./AdminOrderScreen'),
  (m) => m.AdminOrderScreen,
  { messages: 'admin' },
);
const AdminStockScreen = lazyComponent(
  () => import('./AdminStockScreen'),
  (m) => m.AdminStockScreen,
  { messages: 'admin' },
);
// Review moderation, the team and the audit log.
const AdminReviewsScreen = lazyComponent(
  () => import('./AdminReviewsScreen'),
  (m) => m.AdminReviewsScreen,
  { messages: 'admin' },
);
const AdminTeamScreen = lazyComponent(
  () => import('./AdminTeamScreen'),
  (m) => m.AdminTeamScreen,
  { messages: 'admin' },
);
const AdminAuditScreen = lazyComponent(
  () => import('./AdminAuditScreen'),
  (m) => m.AdminAuditScreen,
  { messages: 'admin' },
);

const AdminSupportScreen = lazyComponent(
  () => import('./AdminSupportScreen'),
  (m) => m.AdminSupportScreen,
  { messages: 'admin' },
);
const AdminTicketScreen = lazyComponent(
  () => import('./AdminTicketScreen'),
  (m) => m.AdminTicketScreen,
  { messages: 'admin' },
);
const AdminCouponsScreen = lazyComponent(
  () => import('./AdminCouponsScreen'),
  (m) => m.AdminCouponsScreen,
  { messages: 'admin' },
);

/** The route's layout: the back office's own, downloaded with its first page. */
function AdminRouteLayout({ children }: LayoutProps) {
  return (
    <Suspense fallback={<PendingPage />}>
      <AdminLayout>{children}</AdminLayout>
    </Suspense>
  );
}

/**
 * The staff back office (ARCHITECTURE "Staff"). Signed-in only: a guest is sent to sign in
 * and brought back; whether the account is staff is the layout's question (GET api/admin/me/).
 */
export const adminRoutes: RouteDefinition[] = [
  { path: '/admin', screen: AdminOrdersScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/orders/:id', screen: AdminOrderScreen, layout: AdminRouteLayout, authIsRequired: true, params: { id: /^[1-9]\d{0,9}$/ } },
  { path: '/admin/stock', screen: AdminStockScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/reviews', screen: AdminReviewsScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/team', screen: AdminTeamScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/audit', screen: AdminAuditScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/support', screen: AdminSupportScreen, layout: AdminRouteLayout, authIsRequired: true },
  { path: '/admin/support/:id', screen: AdminTicketScreen, layout: AdminRouteLayout, authIsRequired: true, params: { id: /^[1-9]\d{0,9}$/ } },
  { path: '/admin/coupons', screen: AdminCouponsScreen, layout: AdminRouteLayout, authIsRequired: true },
];
