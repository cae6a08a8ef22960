export { FilterSheet, type FilterSheetProps } from './FilterSheet';
