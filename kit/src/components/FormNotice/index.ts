export { FormNotice, type FormNoticeProps } from './FormNotice';
