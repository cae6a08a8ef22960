export { TicketStatusBadge, type TicketStatusBadgeProps } from './TicketStatusBadge';
