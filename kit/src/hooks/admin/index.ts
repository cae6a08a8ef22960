// The back office's data (only its screens import these, so the shop's chunks do not carry them).
export { useStaffMe } from './useStaffMe';
export { useAdminOrders, useAdminOrder } from './useAdminOrders';
export { useOrderAction, type OrderActionApi, type StaffOrderEvent } from './useOrderAction';
export { useStock, useUpdateStock } from './useStock';
export { useModerationQueue, useModerateReview, type ModerateReviewApi } from './useModerationQueue';
export { useStaffMembers, useInviteStaff } from './useStaffMembers';
export { useAuditLog } from './useAuditLog';
export { useSupportTickets, useSupportTicket, useReplyToTicket, type TicketActionsApi } from './useSupportTickets';
export { useAdminCoupons, useCreateCoupon, useUpdateCoupon, useExpireCoupon } from './useAdminCoupons';
