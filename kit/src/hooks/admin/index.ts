// The back office's data (only its screens import these, so the shop's chunks do not carry them).
export { useStaffMe } from './useStaffMe';
export { useAdminOrders, useAdminOrder } from './useAdminOrders';
export { useOrderAction, type OrderActionApi, type StaffOrderEvent } from './useOrderAction';
export { useStock, useUpdateStock } from './useStock';
export { useAdminCoupons, useCreateCoupon, useUpdateCoupon, useExpireCoupon } from './useAdminCoupons';
