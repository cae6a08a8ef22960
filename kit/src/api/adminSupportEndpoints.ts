import type {
  SupportTicketDetail,
  SupportTicketPage,
  SupportTicketQuery,
  TicketReplyRequest,
  TicketStatusRequest,
} from '../domain/contract/adminSupport';
import type { ApiClient } from './client';

const ticketPath = (id: number) => `api/admin/support/${id}/`;

/**
 * The back office's support inbox (domain/contract/adminSupport.ts), apart from the shop's
 * `endpoints` like `adminEndpoints`, so only the inbox screens' chunks carry it. Every call
 * needs `support.answer`: fulfilment gets 403 `forbidden`, a customer 403 `not_staff`.
 */
export const adminSupportEndpoints = {
  tickets: (client: ApiClient, query: SupportTicketQuery = {}, signal?: AbortSignal) =>
    client.request<SupportTicketPage>({ path: 'api/admin/support/', query, signal }),

  ticket: (client: ApiClient, id: number) => client.request<SupportTicketDetail>({ path: ticketPath(id) }),

  /** Stores the reply and emails it to the customer; answers the ticket now. 400 `validation_error` with `fields.text`. */
  reply: (client: ApiClient, id: number, body: TicketReplyRequest) =>
    client.request<SupportTicketDetail>({ method: 'POST', path: `${ticketPath(id)}reply/`, body }),

  /** 409 `ticket_status_unchanged` when the ticket already has the status. */
  setStatus: (client: ApiClient, id: number, body: TicketStatusRequest) =>
    client.request<SupportTicketDetail>({ method: 'POST', path: `${ticketPath(id)}status/`, body }),
};
