// The back office's components, exported from the kit's main entry.
export { AdminOrderTable, type AdminOrderTableProps } from './AdminOrderTable';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export { OrderTimeline, type OrderTimelineProps } from './OrderTimeline';
export { OrderActions, type OrderActionsProps } from './OrderActions';
export { StockTable, type StockTableProps } from './StockTable';
export { ReviewModerationList, type ReviewModerationListProps } from './ReviewModerationList';
export { StaffTable, type StaffTableProps } from './StaffTable';
export { InviteStaffForm, type InviteStaffFormProps } from './InviteStaffForm';
export { AuditLogTable, type AuditLogTableProps } from './AuditLogTable';
export { SupportTicketTable, type SupportTicketTableProps } from './SupportTicketTable';
export { TicketStatusBadge, type TicketStatusBadgeProps } from './TicketStatusBadge';
export { TicketThread, type TicketThreadProps } from './TicketThread';
export { TicketReplyForm, type TicketReplyFormProps, type TicketReplyFormValues } from './TicketReplyForm';
export { CouponTable, type CouponTableProps } from './CouponTable';
export { CouponForm, type CouponFormProps } from './CouponForm';
export { CouponChangeDialog, type CouponChangeDialogProps } from './CouponChangeDialog';
