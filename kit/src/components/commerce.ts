// Cart, checkout and order components, exported from the kit's main entry.
export { CartLine, type CartLineProps, type CartLineItem } from './CartLine';
export { CartSummary, type CartSummaryProps } from './CartSummary';
export { CouponField, type CouponFieldProps } from './CouponField';
export { EmptyCart, type EmptyCartProps } from './EmptyCart';
export { AccessoriesUpsell, type AccessoriesUpsellProps, type UpsellAccessory } from './AccessoriesUpsell';
export { CheckoutTabs, type CheckoutTabsProps } from './CheckoutTabs';
export { CartLink, type CartLinkProps } from './CartLink';
export { AddedToCartNotice, type AddedToCartNoticeProps } from './AddedToCartNotice';
export { ShippingForm, type ShippingDraft, type ShippingFormProps, type ShippingFormValues } from './ShippingForm';
export { PaymentForm, type PaymentFormProps } from './PaymentForm';
export { PaymentChallengeDialog, type PaymentChallengeDialogProps } from './PaymentChallengeDialog';
export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation';
export { OrderList, type OrderListProps, type OrderListOrder } from './OrderList';
export { OrderDetails, type OrderDetailsProps, type OrderDetailsTab } from './OrderDetails';
