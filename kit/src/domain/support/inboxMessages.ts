/**
 * The support inbox's statuses, limits and message ids, apart from its zod schemas
 * (`inbox.ts`), so a screen that only shows a status or maps a server refusal to a message
 * does not load zod.
 */

/**
 * A contact-us ticket's state in the back office: new tickets are open; answering one waits
 * on the customer; staff close it when it is done, and may open it again.
 */
export const ticketStatuses = ['open', 'waiting_on_customer', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (ticketStatuses as readonly string[]).includes(value);
}

/**
 * The longest staff reply. Long enough for a detailed answer (about two pages), short enough
 * that one request cannot store or email an unbounded text.
 */
export const TICKET_REPLY_MAX_LENGTH = 5000;

/**
 * The reply rules' message ids (kit catalogue, `adminSupport` namespace). They take no
 * values: the reply form formats them (`formatOwnMessage`), so the too-long message
 * writes the limit out in each language (checked against `TICKET_REPLY_MAX_LENGTH` by a test).
 */
export const ticketValidationMessages = {
  replyTooLong: 'adminSupport.validation.replyTooLong',
  replyPlainText: 'adminSupport.validation.replyPlainText',
  status: 'adminSupport.validation.status',
} as const;

export type TicketValidationMessageId = (typeof ticketValidationMessages)[keyof typeof ticketValidationMessages];

export function isTicketValidationMessageId(value: string): value is TicketValidationMessageId {
  return (Object.values(ticketValidationMessages) as string[]).includes(value);
}
