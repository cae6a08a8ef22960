/**
 * The back office's support inbox (the contact-us tickets of api/support/ticket/, answered by
 * staff with `support.answer`: the support and owner roles). A reply is stored with the
 * ticket and emailed to the customer in the storefront's language, through the outbox;
 * every change is audited. Errors are the usual `{ code, message, fields? }`.
 */
import { z } from 'zod';
import type { ticketReplySchema, ticketStatusChangeSchema } from '../support/inbox';
import { ticketStatuses } from '../support/inboxMessages';
import { countryCodes, localeTags } from '../storefronts';
import { pageQueryShape, pageSchemaOf, textSearchQuery } from './common';

/** GET api/admin/support/?q&status&storefront&page&per_page — newest first; the server validates with it. */
export const SupportTicketQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  /** Matches the reference, the sender's email or name (case-insensitive, partial). */
  q: /* @__PURE__ */ textSearchQuery('Part of the reference, the sender’s email or name (any case).', 'SUP-7F3K'),
  status: /* @__PURE__ */ z.enum(ticketStatuses, { error: `status must be one of ${/* @__PURE__ */ ticketStatuses.join(', ')}` }).optional(),
  storefront: /* @__PURE__ */ z.enum(countryCodes, { error: 'storefront must be a storefront country code' }).optional().meta({ example: 'GB' }),
});
export type SupportTicketQuery = z.input<typeof SupportTicketQuerySchema>;

/**
 * A ticket's fields, made anew for each schema: the detail repeats them rather than extending
 * the row, as the OpenAPI document has always spelt it out (a shared field would make it an
 * `allOf` of the row).
 */
const ticketRowShape = () => ({
  id: /* @__PURE__ */ z.number().int(),
  /** `SUP-` and 6 characters, as the customer was told. */
  reference: /* @__PURE__ */ z.string().meta({ example: 'SUP-7F3K9Q' }),
  status: /* @__PURE__ */ z.enum(ticketStatuses),
  storefront: /* @__PURE__ */ z.enum(countryCodes),
  full_name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  /** ISO timestamps: when it was sent, and its last change (a reply or a status). */
  created_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
  updated_at: /* @__PURE__ */ z.string().meta({ format: 'date-time', description: 'The last reply or status change; when sent before either.' }),
  reply_count: /* @__PURE__ */ z.number().int(),
});

/** One ticket in the inbox. */
export const SupportTicketRowSchema = /* @__PURE__ */ z.object(/* @__PURE__ */ ticketRowShape()).meta({ id: 'SupportTicketRow' });
export type SupportTicketRow = z.infer<typeof SupportTicketRowSchema>;

export const SupportTicketPageSchema = /* @__PURE__ */ pageSchemaOf(SupportTicketRowSchema).meta({ id: 'SupportTicketPage' });
export type SupportTicketPage = z.infer<typeof SupportTicketPageSchema>;

/** One staff answer, as it was emailed. */
export const SupportTicketReplySchema = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.number().int(),
  text: /* @__PURE__ */ z.string(),
  /** The staff member who wrote it (shown in the back office only, never to the customer). */
  author: /* @__PURE__ */ z.string().meta({ description: 'The staff member’s email (back office only; the customer is not told).' }),
  created_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
});
export type SupportTicketReply = z.infer<typeof SupportTicketReplySchema>;

/** GET api/admin/support/{id}/ — the customer's message and every reply, oldest first. */
export const SupportTicketDetailSchema = /* @__PURE__ */ z
  .object({
    .../* @__PURE__ */ ticketRowShape(),
    /** The order number the sender typed; kept as typed and never looked up. */
    order_number: /* @__PURE__ */ z.string().nullable().meta({ description: 'As the sender typed it; never looked up.' }),
    phone_number: /* @__PURE__ */ z.string().nullable(),
    /** The language the customer is answered in. */
    locale: /* @__PURE__ */ z.enum(localeTags).meta({ description: 'The language replies are emailed in: the storefront’s.' }),
    message: /* @__PURE__ */ z.string(),
    replies: /* @__PURE__ */ z.array(SupportTicketReplySchema),
  })
  .meta({ id: 'SupportTicketDetail' });
export type SupportTicketDetail = z.infer<typeof SupportTicketDetailSchema>;

/** POST api/admin/support/{id}/reply/ — the reply form's `ticketReplySchema`; stored, emailed; status `waiting_on_customer` unless given. */
export type TicketReplyRequest = z.input<typeof ticketReplySchema>;

/** POST api/admin/support/{id}/status/ — `ticketStatusChangeSchema`; a closed ticket may be opened again. */
export type TicketStatusRequest = z.input<typeof ticketStatusChangeSchema>;
