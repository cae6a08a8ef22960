import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { confirmPayment as confirm, payOrder as pay } from '../../services/payments';
import type { ConfirmPayment, PayOrder } from './payments.routes';

export const payOrder: RouteHandler<PayOrder, AppEnv> = async (c) => {
  const result = await pay(c.get('db'), c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), {
    country: c.get('country'),
    provider: c.get('paymentProvider'),
    idempotency: c.get('idempotency'),
  });
  return c.json(result, 200);
};

export const confirmPayment: RouteHandler<ConfirmPayment, AppEnv> = async (c) => {
  const { id, payment } = c.req.valid('param');
  const result = await confirm(c.get('db'), c.get('auth').userId, id, payment, c.req.valid('json').approve, {
    country: c.get('country'),
    provider: c.get('paymentProvider'),
    idempotency: c.get('idempotency'),
  });
  return c.json(result, 200);
};
