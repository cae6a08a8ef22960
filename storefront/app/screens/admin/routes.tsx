import { Suspense } from 'react';
import type { LayoutProps, RouteDefinition } from '../../routing/routeDefinition';
import { lazyComponent } from '../../routing/lazyComponent';
import { PendingPage } from '../../routing/PendingPage';

// The back office is its own chunk, layout included, so the shop's first load carries none
// of it; its strings are their own group too (messageGroups.ts `admin`).
const loadBackOffice = () => import('./backOffice');
const AdminLayout = lazyComponent(loadBackOffice, (m) => m.AdminLayout, { messages: 'admin' });
const AdminOrdersScreen = lazyComponent(loadBackOffice, (m) => m.AdminOrdersScreen, { messages: 'admin' });
const AdminOrderScreen = lazyComponent(loadBackOffice, (m) => m.AdminOrderScreen, { messages: 'admin' });
const AdminStockScreen = lazyComponent(loadBackOffice, (m) => m.AdminStockScreen, { messages: 'admin' });
const AdminReviewsScreen = lazyComponent(loadBackOffice, (m) => m.AdminReviewsScreen, { messages: 'admin' });
const AdminTeamScreen = lazyComponent(loadBackOffice, (m) => m.AdminTeamScreen, { messages: 'admin' });
const AdminAuditScreen = lazyComponent(loadBackOffice, (m) => m.AdminAuditScreen, { messages: 'admin' });
const AdminSupportScreen = lazyComponent(loadBackOffice, (m) => m.AdminSupportScreen, { messages: 'admin' });
const AdminTicketScreen = lazyComponent(loadBackOffice, (m) => m.AdminTicketScreen, { messages: 'admin' });
const AdminCouponsScreen = lazyComponent(loadBackOffice, (m) => m.AdminCouponsScreen, { messages: 'admin' });

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
