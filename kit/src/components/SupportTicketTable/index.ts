export { SupportTicketTable, type SupportTicketTableProps } from './SupportTicketTable';
