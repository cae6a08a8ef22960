/**
 * Every back-office screen, behind one dynamic import: the back office is staff-only, so
 * its first page may bring the rest, and the shop's entry carries one loader for it
 * instead of one per screen (their dependency lists are the shop's first-load cost).
 */
export { AdminLayout } from './AdminLayout';
export { AdminOrdersScreen } from './AdminOrdersScreen';
export { AdminOrderScreen } from './AdminOrderScreen';
export { AdminStockScreen } from './AdminStockScreen';
export { AdminReviewsScreen } from './AdminReviewsScreen';
export { AdminTeamScreen } from './AdminTeamScreen';
export { AdminAuditScreen } from './AdminAuditScreen';
export { AdminSupportScreen } from './AdminSupportScreen';
export { AdminTicketScreen } from './AdminTicketScreen';
export { AdminCouponsScreen } from './AdminCouponsScreen';
