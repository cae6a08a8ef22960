export { ProductCard, type ProductCardProps, type FpsRange } from './ProductCard';
