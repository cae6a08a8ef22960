import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { signedInCustomerId } from '../../middleware/auth';
import { clientAddress } from '../../services/auth/client-address';
import { DomainError } from '../../services/domain-error';
import { raiseTicket as saveTicket, takeTicketAllowance } from '../../services/support';
import type { RaiseTicket } from './support.routes';

export const raiseTicket: RouteHandler<RaiseTicket, AppEnv> = async (c) => {
  const db = c.get('db');
  const config = c.get('accounts');
  const ip = clientAddress(c, config.trustProxy);
  const retryAfter = await takeTicketAllowance(db, ip);
  if (retryAfter !== null) throw new DomainError('too_many_tickets', { retry_after: retryAfter });
  const reference = await saveTicket(db, c.req.valid('json'), { storefront: c.get('storefront'), userId: signedInCustomerId(c) });
  config.emailQueued();
  return c.json({ reference }, 201);
};
