import { createRoute, z } from '@hono/zod-openapi';
import {
  SupportTicketDetailSchema,
  SupportTicketPageSchema,
  SupportTicketQuerySchema as KitSupportTicketQuerySchema,
  TICKET_REPLY_MAX_LENGTH,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { idParam } from '../commerce.schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * The support inbox (kit contract/adminSupport.ts): the contact-us tickets, newest first,
 * one with its replies, a reply emailed to the customer in their storefront's language, and
 * the ticket's status. Every call needs `support.answer` (support and owner); every change
 * is audited.
 */

/** The query is the kit contract's, after the country every route takes. */
export const SupportTicketQuerySchema = CountryQuerySchema.extend(KitSupportTicketQuerySchema.shape);

const TicketParams = z.object({ id: idParam('id') });
const notFound = { 404: answer('`ticket_not_found`', ApiErrorSchema) } as const;

export const listSupportTickets = createRoute({
  method: 'get',
  path: '/admin/support/',
  tags: adminTags,
  summary: 'Contact-us tickets, newest first, searched and filtered by status and storefront',
  middleware: [requireStaff('support.answer')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: SupportTicketQuerySchema },
  responses: { 200: answer('One page of tickets', SupportTicketPageSchema), ...staffErrors, 400: answer('`validation_error`', ApiErrorSchema) },
});

export const getSupportTicket = createRoute({
  method: 'get',
  path: '/admin/support/{id}/',
  tags: adminTags,
  summary: 'One ticket: the customer’s message and every reply, oldest first',
  middleware: [requireStaff('support.answer')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: TicketParams },
  responses: { 200: answer('The ticket', SupportTicketDetailSchema), ...staffErrors, ...notFound },
});

export const replyToSupportTicket = createRoute({
  method: 'post',
  path: '/admin/support/{id}/reply/',
  tags: adminTags,
  summary: 'Answer a ticket: the reply is kept and emailed to the sender in their storefront’s language',
  description:
    `\`text\` is plain text of at most ${TICKET_REPLY_MAX_LENGTH} characters. The ticket becomes \`waiting_on_customer\` ` +
    'unless `status` says otherwise; a closed ticket may be answered (and so opened again).',
  middleware: [requireStaff('support.answer')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: TicketParams,
    body: { content: { 'application/json': { schema: ticketReplySchema } }, required: true },
  },
  responses: {
    200: answer('The ticket now', SupportTicketDetailSchema),
    ...staffErrors,
    ...notFound,
    400: answer('`validation_error`: `fields.text` (required, too long, not plain text) or `fields.status`', ApiErrorSchema),
  },
});

export const setSupportTicketStatus = createRoute({
  method: 'post',
  path: '/admin/support/{id}/status/',
  tags: adminTags,
  summary: 'Set a ticket’s status (open, waiting on the customer, closed); a closed one may be opened again',
  middleware: [requireStaff('support.answer')] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: TicketParams,
    body: { content: { 'application/json': { schema: ticketStatusChangeSchema } }, required: true },
  },
  responses: {
    200: answer('The ticket now', SupportTicketDetailSchema),
    ...staffErrors,
    ...notFound,
    400: answer('`validation_error`: `fields.status`', ApiErrorSchema),
    409: answer('`ticket_status_unchanged`: the ticket already has that status', ApiErrorSchema),
  },
});

export type ListSupportTickets = typeof listSupportTickets;
export type GetSupportTicket = typeof getSupportTicket;
export type ReplyToSupportTicket = typeof replyToSupportTicket;
export type SetSupportTicketStatus = typeof setSupportTicketStatus;
