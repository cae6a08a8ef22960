import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { confirmPayment as confirm, payOrder as pay } from '../../services/payments';
import type { ConfirmPayment, PayOrder } from './payments.routes';

/** The request's language, the provider, the request's idempotency key and where email links point. */
const paymentContext = (c: Context<AppEnv>) => ({
  t: c.get('t'),
  provider: c.get('paymentProvider'),
  idempotency: c.get('idempotency'),
  storefrontUrl: c.get('accounts').storefrontUrl,
});

export const payOrder: RouteHandler<PayOrder, AppEnv> = async (c) => {
  const result = await pay(c.get('db'), c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), paymentContext(c));
  // A paid order's email is in the outbox: have it sent now rather than at the next poll.
  if (result.status === 'succeeded') c.get('accounts').emailQueued();
  return c.json(result, 200);
};

export const confirmPayment: RouteHandler<ConfirmPayment, AppEnv> = async (c) => {
  const { id, payment } = c.req.valid('param');
  const result = await confirm(c.get('db'), c.get('auth').userId, id, payment, c.req.valid('json').approve, paymentContext(c));
  if (result.status === 'succeeded') c.get('accounts').emailQueued();
  return c.json(result, 200);
};
