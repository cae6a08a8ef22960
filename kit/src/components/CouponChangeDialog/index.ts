export { CouponChangeDialog, type CouponChangeDialogProps } from './CouponChangeDialog';
