export { EmptyCart, type EmptyCartProps } from './EmptyCart';
