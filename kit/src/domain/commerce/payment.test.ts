import { describe, expect, it } from 'vitest';
import type { Order, PaymentResult } from '../contract/commerce';
import { canSubmitPayment, initialPaymentState, paymentTransition, type PaymentEvent, type PaymentState } from './payment';

const order = { id: 42, status: 'in_progress' } as Order;
const result = (status: PaymentResult['status'], message: string | null = null): PaymentResult => ({ payment: 9, status, message, order });
const run = (state: PaymentState, ...events: PaymentEvent[]) => events.reduce(paymentTransition, state);

describe('payment state machine', () => {
  it('idle → paying → succeeded', () => {
    expect(run(initialPaymentState, { type: 'submit' })).toEqual({ status: 'paying' });
    expect(run(initialPaymentState, { type: 'submit' }, { type: 'answered', result: result('succeeded') })).toEqual({ status: 'succeeded', order });
  });

  it('a decline keeps the form payable', () => {
    const declined = run(initialPaymentState, { type: 'submit' }, { type: 'answered', result: result('declined', 'Your card was declined.') });
    expect(declined).toEqual({ status: 'declined', message: 'Your card was declined.', afterChallenge: false });
    expect(canSubmitPayment(declined)).toBe(true);
    expect(run(declined, { type: 'submit' })).toEqual({ status: 'paying' });
  });

  it('requires_action opens the challenge; approving confirms', () => {
    const challenge = run(initialPaymentState, { type: 'submit' }, { type: 'answered', result: result('requires_action') });
    expect(challenge).toEqual({ status: 'challenge', payment: 9 });
    expect(canSubmitPayment(challenge)).toBe(false);
    const confirming = run(challenge, { type: 'answer-challenge', approve: true });
    expect(confirming).toEqual({ status: 'confirming', payment: 9, approve: true });
    expect(run(confirming, { type: 'answered', result: result('succeeded') })).toEqual({ status: 'succeeded', order });
  });

  it('failing the challenge is a decline after the challenge', () => {
    const state = run(
      initialPaymentState,
      { type: 'submit' },
      { type: 'answered', result: result('requires_action') },
      { type: 'answer-challenge', approve: false },
      { type: 'answered', result: result('declined', 'Authentication failed.') },
    );
    expect(state).toEqual({ status: 'declined', message: 'Authentication failed.', afterChallenge: true });
  });

  it('no answer fails the attempt; a lost confirmation keeps the challenge open', () => {
    expect(run(initialPaymentState, { type: 'submit' }, { type: 'failed' })).toEqual({ status: 'failed' });
    const challenge: PaymentState = { status: 'challenge', payment: 9 };
    expect(run(challenge, { type: 'answer-challenge', approve: true }, { type: 'failed' })).toEqual(challenge);
  });

  it('ignores events that do not fit the state', () => {
    const paying: PaymentState = { status: 'paying' };
    expect(run(paying, { type: 'submit' })).toBe(paying);
    expect(run(initialPaymentState, { type: 'answered', result: result('succeeded') })).toBe(initialPaymentState);
    expect(run(initialPaymentState, { type: 'answer-challenge', approve: true })).toBe(initialPaymentState);
    expect(run(initialPaymentState, { type: 'failed' })).toBe(initialPaymentState);
  });
});
