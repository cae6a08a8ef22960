import { createRoute, z } from '@hono/zod-openapi';
import { ConfirmPaymentRequestSchema, PayRequestSchema } from '@rigsmith/kit/domain';
import { requireAuth, requireAuthSessionInFirstWrite } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';
import { answer, error, idempotencyErrors, idempotencyHeader, idParam, PaymentResultSchema } from '../commerce.schemas';

/**
 * Paying an order (SPEC leaves the payment calls unshown). The embedded sandbox
 * provider's test cards are listed in storefront/server/README.md "Payments".
 */

const tags = ['Payments'];

const answered = answer(
  'The attempt: succeeded (the order is in progress), declined (`message` says why; the order stays payable) or requires_action',
  PaymentResultSchema,
);
const orderMissing = { 404: error('`order_not_found`: no such order among the signed-in customer’s') } as const;

export const payOrder = createRoute({
  method: 'post',
  path: '/account/order/{id}/pay/',
  tags,
  summary: 'Pay an order waiting for payment by card',
  description:
    'Needs an Idempotency-Key, new per attempt: a retry of the same attempt replays its answer and is the same charge at the provider. ' +
    'The card is checked first (Luhn, expiry MM/YY not past, CVC of 3 digits or 4 for American Express); only its brand and last four digits are kept.',
  middleware: [requireAuthSessionInFirstWrite, idempotency({ scope: 'POST /account/order/{id}/pay/', required: true })] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: z.object({ id: idParam('id') }),
    headers: idempotencyHeader(true),
    body: { content: { 'application/json': { schema: PayRequestSchema } }, required: true },
  },
  responses: {
    200: answered,
    ...signedInErrors,
    400: error('`idempotency_key_required`; `validation_error` with a message per card field'),
    ...orderMissing,
    409: error('`order_not_payable`: the order is paid or cancelled; `idempotency_in_progress`'),
    422: idempotencyErrors[422],
  },
});

export const confirmPayment = createRoute({
  method: 'post',
  path: '/account/order/{id}/pay/{payment}/confirm/',
  tags,
  summary: 'Answer the bank’s authentication challenge for a payment that requires it',
  middleware: [requireAuth, idempotency({ scope: 'POST /account/order/{id}/pay/{payment}/confirm/', required: false })] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    params: z.object({ id: idParam('id'), payment: idParam('payment') }),
    headers: idempotencyHeader(false),
    body: { content: { 'application/json': { schema: ConfirmPaymentRequestSchema } }, required: true },
  },
  responses: {
    200: answered,
    ...signedInErrors,
    404: error('`order_not_found`, or `payment_not_found`: no such payment of this order'),
    409: error('`payment_not_pending`: the payment is not waiting for authentication; `order_not_payable`'),
    422: idempotencyErrors[422],
  },
});

export type PayOrder = typeof payOrder;
export type ConfirmPayment = typeof confirmPayment;
