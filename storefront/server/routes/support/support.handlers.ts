import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { translate } from '../../i18n';
import { signedInCustomerId } from '../../middleware/auth';
import { clientAddress } from '../../services/auth/client-address';
import { raiseTicket as saveTicket, takeTicketAllowance } from '../../services/support';
import type { RaiseTicket } from './support.routes';

export const raiseTicket: RouteHandler<RaiseTicket, AppEnv> = async (c) => {
  const db = c.get('db');
  const country = c.get('country');
  const config = c.get('accounts');
  const ip = clientAddress(c, config.trustProxy);
  const retryAfter = await takeTicketAllowance(db, ip);
  if (retryAfter !== null) {
    throw new ApiError(429, {
      code: 'too_many_tickets',
      message: translate(country, 'support.tooManyTickets', { minutes: Math.ceil(retryAfter / 60) }),
    }).withHeader('Retry-After', String(retryAfter));
  }
  const reference = await saveTicket(db, c.req.valid('json'), { country, userId: signedInCustomerId(c) });
  config.emailQueued();
  return c.json({ reference }, 201);
};
