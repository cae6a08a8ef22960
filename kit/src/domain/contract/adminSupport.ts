/**
 * The back office's support inbox (the contact-us tickets of api/support/ticket/, answered by
 * staff with `support.answer`: the support and owner roles). A reply is stored with the
 * ticket and emailed to the customer in the storefront's language, through the outbox;
 * every change is audited. Errors are the usual `{ code, message, fields? }`.
 */
import type { TicketStatus } from '../support/inboxMessages';
import type { CountryCode, LocaleTag } from '../storefronts';
import type { Page } from './catalogue';

/** GET api/admin/support/?q&status&storefront&page&per_page — newest first. */
export type SupportTicketQuery = {
  /** Matches the reference, the sender's email or name (case-insensitive, partial). */
  q?: string;
  status?: TicketStatus;
  storefront?: CountryCode;
  page?: number;
  per_page?: number;
};

/** One ticket in the inbox. */
export type SupportTicketRow = {
  id: number;
  /** `SUP-` and 6 characters, as the customer was told. */
  reference: string;
  status: TicketStatus;
  storefront: CountryCode;
  full_name: string;
  email: string;
  /** ISO timestamps: when it was sent, and its last change (a reply or a status). */
  created_at: string;
  updated_at: string;
  reply_count: number;
};

export type SupportTicketPage = Page<SupportTicketRow>;

/** One staff answer, as it was emailed. */
export type SupportTicketReply = {
  id: number;
  text: string;
  /** The staff member who wrote it (shown in the back office only, never to the customer). */
  author: string;
  created_at: string;
};

/** GET api/admin/support/{id}/ — the customer's message and every reply, oldest first. */
export type SupportTicketDetail = SupportTicketRow & {
  /** The order number the sender typed; kept as typed and never looked up. */
  order_number: string | null;
  phone_number: string | null;
  /** The language the customer is answered in. */
  locale: LocaleTag;
  message: string;
  replies: SupportTicketReply[];
};

/** POST api/admin/support/{id}/reply/ — stored, emailed; status `waiting_on_customer` unless given. */
export type TicketReplyRequest = { text: string; status?: TicketStatus };

/** POST api/admin/support/{id}/status/ — a closed ticket may be opened again. */
export type TicketStatusRequest = { status: TicketStatus };
