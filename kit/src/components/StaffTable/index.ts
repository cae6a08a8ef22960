export { StaffTable, type StaffTableProps } from './StaffTable';
