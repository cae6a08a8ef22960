import { useCallback, useReducer, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, commerceEndpoints, type PaymentResult, type PayRequest } from '../../api';
import {
  attemptFor,
  canSubmitPayment,
  initialPaymentState,
  paymentTransition,
  settleAttempt,
  type IdempotentAttempt,
  type PaymentState,
} from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import { useCheckout } from './CheckoutProvider';
import { randomId } from './randomId';

export type PaymentApi = {
  /** Where the attempt is (`paymentTransition`): idle, paying, challenge, confirming, succeeded, declined, failed. */
  state: PaymentState;
  /**
   * Pays the order with a card (POST api/account/order/{id}/pay/). A new attempt gets a new
   * `Idempotency-Key`; paying again with the same card after no answer retries with the same
   * key, so the card is never charged twice. Never rejects: the outcome is in `state`.
   */
  pay(card: PayRequest): Promise<void>;
  /** The shopper's answer to the bank's challenge (3-D Secure style) of a `requires_action` payment. */
  answerChallenge(approve: boolean): Promise<void>;
  /** The last failure without a definite answer, for the error message. */
  error: ApiError | null;
};

/**
 * The payment of one order: the payment state machine over the pay and confirm
 * calls. A success moves the order to in progress: the order's cache takes the server's
 * answer and the checkout records it as paid.
 */
export function usePayment(orderId: number, options: { newKey?: () => string } = {}): PaymentApi {
  const { newKey = randomId } = options;
  const client = useApiClient();
  const sessionId = useSessionId('usePayment');
  const checkout = useCheckout();
  const { mutate } = useSWRConfig();
  const [state, send] = useReducer(paymentTransition, initialPaymentState);
  const stateRef = useRef(state);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  stateRef.current = state;
  const attempt = useRef<IdempotentAttempt | null>(null);
  const errorRef = useRef<ApiError | null>(null);
  const latest = useRef({ checkout, sessionId });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  latest.current = { checkout, sessionId };

  const settle = useCallback(
    async (result: PaymentResult) => {
      const { checkout: progress, sessionId: sid } = latest.current;
      await mutate(sessionKey(sid, 'order', result.order.id), result.order, { revalidate: false });
      if (result.status === 'succeeded') {
        progress.orderPaid(result.order.id);
        void mutate(sessionKey(sid, 'orders'));
      }
      errorRef.current = null;
      send({ type: 'answered', result });
    },
    [mutate],
  );

  const pay = useCallback(
    async (card: PayRequest) => {
      if (!canSubmitPayment(stateRef.current)) return;
      const current = attemptFor(attempt.current, { orderId, card }, newKey);
      attempt.current = current;
      send({ type: 'submit' });
      try {
        const result = await commerceEndpoints.pay(client, orderId, card, current.key);
        attempt.current = settleAttempt(current, 200);
        await settle(result);
      } catch (caught) {
        const failure = caught instanceof ApiError ? caught : ApiError.network(caught);
        attempt.current = settleAttempt(current, failure.status);
        errorRef.current = failure;
        send({ type: 'failed' });
      }
    },
    [client, orderId, newKey, settle],
  );

  const answerChallenge = useCallback(
    async (approve: boolean) => {
      const current = stateRef.current;
      if (current.status !== 'challenge') return;
      send({ type: 'answer-challenge', approve });
      try {
        await settle(await commerceEndpoints.confirmPayment(client, orderId, current.payment, { approve }));
      } catch (caught) {
        errorRef.current = caught instanceof ApiError ? caught : ApiError.network(caught);
        send({ type: 'failed' });
      }
    },
    [client, orderId, settle],
  );

  // eslint-disable-next-line react-hooks/refs -- the error is set together with a state change, which re-renders
  return { state, pay, answerChallenge, error: errorRef.current };
}
