import type { RouteHandler } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { AppEnv } from '../../context';
import { listMailbox as listOutbox } from '../../services/mail/outbox';
import { renderMailboxPage } from './mailbox.html';
import type { ListMailbox } from './mailbox.routes';

export const listMailbox: RouteHandler<ListMailbox, AppEnv> = async (c) => {
  const { recipient } = c.req.valid('query');
  // Always fresh: a test polls it for an email that is about to arrive.
  c.header('Cache-Control', 'no-store');
  return c.json(await listOutbox(c.get('db'), { recipient }), 200);
};

export const mailboxPage: Handler<AppEnv> = async (c) => {
  const recipient = c.req.query('recipient')?.slice(0, 254) || undefined;
  c.header('Cache-Control', 'no-store');
  return c.html(renderMailboxPage(await listOutbox(c.get('db'), { recipient }), recipient));
};
