export { CartLine, type CartLineProps, type CartLineItem } from './CartLine';
