export { SpecificationTable, type SpecificationTableProps, type SpecificationTableRow } from './SpecificationTable';
