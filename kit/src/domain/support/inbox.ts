import { z } from 'zod';
import { validationMessages } from '../account/validationMessages';
import { TICKET_REPLY_MAX_LENGTH, ticketStatuses, ticketValidationMessages } from './inboxMessages';

export * from './inboxMessages';

/**
 * Answering contact-us tickets in the back office (the "Support tickets: inbox,
 * status, reply by email"). One schema each for the reply and the status change, used as
 * they are by the kit's reply form and by POST api/admin/support/{id}/reply/ and …/status/.
 */

const m = validationMessages;
const t = ticketValidationMessages;

/**
 * Control characters other than tab and line breaks: a reply is plain text for an email
 * body, so a NUL or an escape sequence has no business in it.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const ticketStatusSchema = /* @__PURE__ */ z.enum(ticketStatuses, { error: t.status });

/** The staff's reply: plain text (stored, emailed and shown as text, never as markup). */
export const ticketReplyTextSchema = /* @__PURE__ */ z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(TICKET_REPLY_MAX_LENGTH, t.replyTooLong)
  .refine((text) => !CONTROL_CHARACTERS.test(text), t.replyPlainText);

/** POST api/admin/support/{id}/reply/ body: the status defaults to waiting on the customer. */
export const ticketReplySchema = /* @__PURE__ */ z.object({
  text: ticketReplyTextSchema,
  status: /* @__PURE__ */ ticketStatusSchema.optional(),
});

/** POST api/admin/support/{id}/status/ body. */
export const ticketStatusChangeSchema = /* @__PURE__ */ z.object({ status: ticketStatusSchema });

/** What the reply form holds while staff type. */
export type TicketReplyInput = z.input<typeof ticketReplySchema>;
/** The checked reply: text trimmed. */
export type TicketReplyValues = z.output<typeof ticketReplySchema>;

/** The status a ticket takes after a reply: as given, else waiting for the customer's answer. */
export function statusAfterReply(requested: (typeof ticketStatuses)[number] | undefined): (typeof ticketStatuses)[number] {
  return requested ?? 'waiting_on_customer';
}
