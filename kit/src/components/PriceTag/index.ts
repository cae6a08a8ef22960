export { PriceTag, isDiscounted, type PriceTagProps } from './PriceTag';
