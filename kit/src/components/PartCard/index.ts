export { PartCard, type PartCardProps } from './PartCard';
