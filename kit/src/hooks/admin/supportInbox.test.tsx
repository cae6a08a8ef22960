import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { SupportTicketDetail, SupportTicketPage, SupportTicketRow } from '../../domain/contract/adminSupport';
import type { TicketStatus } from '../../domain/support/inboxMessages';
import { renderSessionHook as setup } from '../session/renderSessionHook';
import { apiError, type FakeRoute } from '../session/testApi';
import { useReplyToTicket, useSupportTicket, useSupportTickets } from './useSupportTickets';

const row = (id: number, status: TicketStatus = 'open', replyCount = 0): SupportTicketRow => ({
  id,
  reference: `SUP-7F3K9${id}`,
  status,
  storefront: 'DE',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  reply_count: replyCount,
});
const page = (rows: SupportTicketRow[], pageNumber = 1): SupportTicketPage => ({ items: rows, count: 30, page: pageNumber, per_page: 20 });
const detail = (status: TicketStatus, replies: string[] = []): SupportTicketDetail => ({
  ...row(4, status, replies.length),
  order_number: null,
  phone_number: null,
  locale: 'de-DE',
  message: 'Mein PC startet nicht.',
  replies: replies.map((text, index) => ({ id: index + 1, text, author: 'support@rigsmith.test', created_at: '2026-11-21T10:00:00Z' })),
});

/** A ticket on a fake server: replies and status changes as the API makes them. */
function inbox() {
  let status: TicketStatus = 'open';
  const replies: string[] = [];
  const routes: Record<string, FakeRoute> = {
    'GET api/admin/support/': () => [200, page([row(4, status, replies.length)])],
    'GET api/admin/support/4/': () => [200, detail(status, replies)],
    'POST api/admin/support/4/reply/': ({ body }) =>
      body.text.length > 20
        ? [400, { code: 'validation_error', message: 'Invalid body field: text', fields: { text: 'The reply can have at most 20 characters' } }]
        : (replies.push(body.text), (status = body.status ?? 'waiting_on_customer'), [200, detail(status, replies)]),
    'POST api/admin/support/4/status/': ({ body }) =>
      body.status === status ? apiError(409, 'ticket_status_unchanged') : ((status = body.status), [200, detail(status, replies)]),
  };
  return routes;
}

describe('useSupportTickets', () => {
  it('sends no request while signed out', async () => {
    const { result, api } = setup(() => useSupportTickets({}), { signedIn: false });
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the search, filters and page as the query with the bearer token, leaving out what is unset', async () => {
    const { result, api, session } = setup(() => useSupportTickets({ q: 'ada', status: 'closed', storefront: 'FR', page: 2, per_page: undefined }), {
      routes: { 'GET api/admin/support/': () => [200, page([row(1)], 2)] },
    });
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(api.calls[0]!.query).toEqual({ q: 'ada', status: 'closed', storefront: 'FR', page: '2' });
    expect(api.calls[0]!.authorization).toBe(`Bearer ${session.access}`);
  });

  it("gives fulfilment's 403 as the error", async () => {
    const { result } = setup(() => useSupportTickets({}), { routes: { 'GET api/admin/support/': () => apiError(403, 'forbidden') } });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 403, code: 'forbidden' }));
  });
});

describe('useSupportTicket', () => {
  it('fetches one ticket by id, and nothing for a null id', async () => {
    const { result, api } = setup(() => [useSupportTicket(4), useSupportTicket(null)] as const, { routes: inbox() });
    await waitFor(() => expect(result.current[0].data?.message).toBe('Mein PC startet nicht.'));
    expect(result.current[1].data).toBeUndefined();
    expect(api.calls.map((call) => call.path)).toEqual(['api/admin/support/4/']);
  });
});

describe('useReplyToTicket', () => {
  it('sends the reply, then shows it in the ticket and the new status in the list', async () => {
    const { result, api } = setup(() => ({ ticket: useSupportTicket(4), list: useSupportTickets({}), actions: useReplyToTicket(4) }), {
      routes: inbox(),
    });
    await waitFor(() => expect(result.current.list.data?.items[0]!.status).toBe('open'));
    await waitFor(() => expect(result.current.ticket.data?.replies).toEqual([]));
    await act(() => result.current.actions.reply({ text: 'Check the cable' }));
    expect(api.callsTo('POST api/admin/support/4/reply/')[0]!.body).toEqual({ text: 'Check the cable' });
    expect(result.current.ticket.data?.replies.map((reply) => reply.text)).toEqual(['Check the cable']);
    expect(result.current.ticket.data?.status).toBe('waiting_on_customer');
    expect(result.current.list.data?.items[0]).toMatchObject({ status: 'waiting_on_customer', reply_count: 1 });
    expect(result.current.actions.pending).toBeNull();
  });

  it("rejects with the server's field error and changes nothing", async () => {
    const { result, api } = setup(() => ({ ticket: useSupportTicket(4), actions: useReplyToTicket(4) }), { routes: inbox() });
    await waitFor(() => expect(result.current.ticket.data).toBeDefined());
    await expect(act(() => result.current.actions.reply({ text: 'x'.repeat(21) }))).rejects.toMatchObject({
      code: 'validation_error',
      fields: { text: 'The reply can have at most 20 characters' },
    });
    expect(result.current.ticket.data?.replies).toEqual([]);
    expect(api.callsTo('POST api/admin/support/4/reply/')).toHaveLength(1);
  });

  it('closes and re-opens a ticket, and says what is pending while it is sent', async () => {
    const routes = inbox();
    let release: () => void = () => {};
    const close = routes['POST api/admin/support/4/status/']!;
    routes['POST api/admin/support/4/status/'] = (request) =>
      new Promise((resolve) => (release = () => resolve(close(request) as [number, unknown])));
    const { result } = setup(() => ({ ticket: useSupportTicket(4), actions: useReplyToTicket(4) }), { routes });
    await waitFor(() => expect(result.current.ticket.data?.status).toBe('open'));
    let done: Promise<void> = Promise.resolve();
    act(() => void (done = result.current.actions.setStatus({ status: 'closed' })));
    await waitFor(() => expect(result.current.actions.pending).toBe('status'));
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.ticket.data?.status).toBe('closed');
    expect(result.current.actions.pending).toBeNull();
    routes['POST api/admin/support/4/status/'] = close;
    await expect(act(() => result.current.actions.setStatus({ status: 'closed' }))).rejects.toMatchObject({
      status: 409,
      code: 'ticket_status_unchanged',
    });
    await act(() => result.current.actions.setStatus({ status: 'open' }));
    expect(result.current.ticket.data?.status).toBe('open');
  });
});
