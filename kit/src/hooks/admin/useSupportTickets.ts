import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { adminSupportEndpoints, type ApiError } from '../../api';
import type {
  SupportTicketDetail,
  SupportTicketPage,
  SupportTicketQuery,
  TicketReplyRequest,
  TicketStatusRequest,
} from '../../domain/contract/adminSupport';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { queryKeyPart } from './adminKeys';
import { isTicketListKey, supportInboxKey } from './supportKeys';

/** A page of contact-us tickets (GET api/admin/support/), newest first; the previous page stays shown while the next loads. */
export function useSupportTickets(query: SupportTicketQuery): SWRResponse<SupportTicketPage, ApiError> {
  const sessionId = useSessionId('useSupportTickets');
  const client = useApiClient();
  return useSWR<SupportTicketPage, ApiError>(
    supportInboxKey(sessionId, 'tickets', queryKeyPart(query)),
    () => adminSupportEndpoints.tickets(client, query),
    { keepPreviousData: true },
  );
}

/** One ticket with the customer's message and its replies (GET api/admin/support/{id}/); null id: no request. */
export function useSupportTicket(id: number | null): SWRResponse<SupportTicketDetail, ApiError> {
  const sessionId = useSessionId('useSupportTicket');
  const client = useApiClient();
  return useSWR<SupportTicketDetail, ApiError>(id === null ? null : supportInboxKey(sessionId, 'ticket', id), () =>
    adminSupportEndpoints.ticket(client, id!),
  );
}

export type TicketActionsApi = {
  /** What is being sent, or null. */
  pending: 'reply' | 'status' | null;
  /** Emails the reply to the customer; resolves once the ticket shows it. */
  reply(body: TicketReplyRequest): Promise<void>;
  setStatus(body: TicketStatusRequest): Promise<void>;
};

/**
 * Staff answer a ticket or set its status. Each call rejects with the server's `ApiError`
 * (a too-long reply, an unchanged status) for the form to show, keeping what was typed; on
 * success the ticket takes the server's answer and every cached list page is fetched again,
 * since the status, reply count and last change moved.
 */
export function useReplyToTicket(id: number): TicketActionsApi {
  const sessionId = useSessionId('useReplyToTicket');
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<TicketActionsApi['pending']>(null);

  const run = useCallback(
    async (what: 'reply' | 'status', send: () => Promise<SupportTicketDetail>) => {
      setPending(what);
      try {
        const ticket = await send();
        await Promise.all([mutate(supportInboxKey(sessionId, 'ticket', id), ticket, { revalidate: false }), mutate(isTicketListKey)]);
      } finally {
        setPending(null);
      }
    },
    [id, mutate, sessionId],
  );

  const reply = useCallback((body: TicketReplyRequest) => run('reply', () => adminSupportEndpoints.reply(client, id, body)), [client, id, run]);
  const setStatus = useCallback(
    (body: TicketStatusRequest) => run('status', () => adminSupportEndpoints.setStatus(client, id, body)),
    [client, id, run],
  );
  return useMemo(() => ({ pending, reply, setStatus }), [pending, reply, setStatus]);
}
