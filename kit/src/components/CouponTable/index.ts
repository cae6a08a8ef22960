export { CouponTable, CouponTerms, type CouponTableProps } from './CouponTable';
