export { CouponForm, type CouponFormProps } from './CouponForm';
