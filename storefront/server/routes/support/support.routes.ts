import { createRoute, z } from '@hono/zod-openapi';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactTicketResultSchema, contactTicketSchema } from '@rigsmith/kit/domain';
import { optionalAuth } from '../../middleware/auth';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { MAX_TICKETS_PER_IP, TICKET_WINDOW_MINUTES } from '../../services/support';

/**
 * Contact-us tickets (SPEC §3 "Contact ticket", §5 "Contact form needs privacy consent";
 * SPEC §7 leaves the call unshown, so its shape is ours: kit/src/api/supportTypes.ts). The
 * body is the kit's `contactTicketSchema`, the contact form's own.
 */

const tags = ['Support'];

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

/** OpenAPI's "a bearer token, or none" (typed wide: a literal array confuses the handler's types). */
const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const raiseTicket = createRoute({
  method: 'post',
  path: '/support/ticket/',
  tags,
  summary: 'Raise a support ticket (the contact-us form)',
  description:
    'Open to guests and customers. With a bearer token the ticket is linked to the signed-in customer (an invalid or ' +
    'expired token is refused with 401, never treated as a guest). `privacy_accepted` must be true (SPEC §5); ' +
    `\`message\` is at most ${CONTACT_MESSAGE_MAX_LENGTH} characters; \`order_number\`, if given, must look like one of our ` +
    'order references (RS-2026-000042) but is not looked up, so the answer never tells whether an order exists or whose it is; ' +
    '`phone_number`, if given, is international with its + prefix. An acknowledgement email with the reference is sent ' +
    `to \`email\`. Each client address may raise ${MAX_TICKETS_PER_IP} tickets per ${TICKET_WINDOW_MINUTES} minutes.`,
  middleware: [optionalAuth] as const,
  security: optionalBearer,
  request: {
    query: CountryQuerySchema,
    body: { content: { 'application/json': { schema: contactTicketSchema } }, required: true },
  },
  responses: {
    201: answer('Support ticket raised (SPEC §8); the acknowledgement email is queued', ContactTicketResultSchema),
    400: error('`validation_error`: `fields` has a message per invalid field, in the storefront’s language'),
    401: error('`token_invalid` / `token_expired`: an Authorization header was sent but its token is not valid'),
    429: error(
      `\`too_many_tickets\`: ${MAX_TICKETS_PER_IP} tickets in ${TICKET_WINDOW_MINUTES} minutes from this address; \`Retry-After\` says when to try again`,
    ),
  },
});

export type RaiseTicket = typeof raiseTicket;
