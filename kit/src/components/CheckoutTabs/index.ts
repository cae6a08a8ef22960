export { CheckoutTabs, type CheckoutTabsProps } from './CheckoutTabs';
