export { AdminOrderTable, type AdminOrderTableProps } from './AdminOrderTable';
