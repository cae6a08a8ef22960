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
  { path: '/admin/coupons', screen: AdminCouponsScreen, layout: AdminRouteLayout, authIsRequired: true },
];
