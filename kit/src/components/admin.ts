// The back office's components, exported from the kit's main entry.
export { AdminOrderTable, type AdminOrderTableProps } from './AdminOrderTable';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export { OrderTimeline, type OrderTimelineProps } from './OrderTimeline';
export { OrderActions, type OrderActionsProps } from './OrderActions';
export { StockTable, type StockTableProps } from './StockTable';
export { CouponTable, type CouponTableProps } from './CouponTable';
export { CouponForm, type CouponFormProps } from './CouponForm';
