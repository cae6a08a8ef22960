export { TicketReplyForm, type TicketReplyFormProps, type TicketReplyFormValues } from './TicketReplyForm';
