export { PartListHeader, type PartListHeaderProps } from './PartListHeader';
