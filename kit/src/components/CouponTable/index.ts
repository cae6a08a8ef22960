export { CouponTable, couponTermsText, type CouponTableProps } from './CouponTable';
