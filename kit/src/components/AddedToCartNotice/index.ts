export { AddedToCartNotice, type AddedToCartNoticeProps } from './AddedToCartNotice';
