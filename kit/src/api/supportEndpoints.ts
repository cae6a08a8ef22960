import type { ApiClient } from './client';
import type { ContactTicketRequest, ContactTicketResult } from './supportTypes';

/** Contact-us tickets; spread into `endpoints`. */
export const supportEndpoints = {
  /** Raises a support ticket; 400 `validation_error` with `fields`, 429 `too_many_tickets`. */
  raiseSupportTicket: (client: ApiClient, body: ContactTicketRequest) =>
    client.request<ContactTicketResult>({ method: 'POST', path: 'api/support/ticket/', body }),
};
