export { BuildPartsTable, type BuildPartsTableProps } from './BuildPartsTable';
