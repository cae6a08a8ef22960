import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses } from '../../schemas';

/** The development mailbox: the outbox as JSON, for the e2e journeys and for people. */

export const MailboxMessageSchema = z
  .object({
    id: z.number().int(),
    recipient: z.string(),
    kind: z.string().openapi({ example: 'create-password' }),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    created_at: z.string().openapi({ description: 'ISO 8601 timestamp' }),
  })
  .openapi('MailboxMessage');

export const MailboxQuerySchema = z.object({
  country: countryParam,
  recipient: z
    .string()
    .max(254)
    .optional()
    .openapi({ param: { name: 'recipient', in: 'query' }, description: 'Only this address’s messages', example: 'ada@example.com' }),
});

export const listMailbox = createRoute({
  method: 'get',
  path: '/api/dev/mailbox/',
  tags: ['Development'],
  summary: 'Emails in the outbox, newest first (development only; 404 in production)',
  // A development aid, not part of the shop's API contract.
  hide: true,
  request: { query: MailboxQuerySchema },
  responses: {
    200: { description: 'The outbox', content: { 'application/json': { schema: z.array(MailboxMessageSchema) } } },
    ...errorResponses,
  },
});

export type ListMailbox = typeof listMailbox;
