export { DiscountWarningDialog, type DiscountWarningDialogProps } from './DiscountWarningDialog';
