export { ProductCard, type ProductCardProps, type FpsRange } from './ProductCard';
export { productCardPropsOf, type BuildProductCardProps } from './productCardPropsOf';
