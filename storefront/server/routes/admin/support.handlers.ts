import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { listSupportTickets as listTickets, replyToTicket, setTicketStatus, supportTicketDetail } from '../../services/support-inbox';
import type { GetSupportTicket, ListSupportTickets, ReplyToSupportTicket, SetSupportTicketStatus } from './support.routes';

/** Tickets hold customers' names, emails and words: never cached anywhere shared. */
const privately = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

async function ticketNow(c: Context<AppEnv>, ticketId: number) {
  privately(c);
  return c.json(await supportTicketDetail(c.get('db'), ticketId), 200);
}

export const listSupportTickets: RouteHandler<ListSupportTickets, AppEnv> = async (c) => {
  const { country: _country, ...query } = c.req.valid('query');
  privately(c);
  return c.json(await listTickets(c.get('db'), query), 200);
};

export const getSupportTicket: RouteHandler<GetSupportTicket, AppEnv> = async (c) => ticketNow(c, c.req.valid('param').id);

export const replyToSupportTicket: RouteHandler<ReplyToSupportTicket, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await replyToTicket(c.get('db'), id, c.req.valid('json'), c.get('staff'));
  return ticketNow(c, id);
};

export const setSupportTicketStatus: RouteHandler<SetSupportTicketStatus, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await setTicketStatus(c.get('db'), id, c.req.valid('json').status, c.get('staff'));
  return ticketNow(c, id);
};
