export { PartList, type PartListProps } from './PartList';
