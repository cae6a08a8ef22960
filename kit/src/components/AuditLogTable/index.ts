export { AuditLogTable, type AuditLogTableProps } from './AuditLogTable';
