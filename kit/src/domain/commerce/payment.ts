import type { Order, PaymentResult } from '../contract/commerce';

/**
 * A payment attempt as a state machine:
 *
 * ```
 * idle ─submit─▶ paying ─┬─ succeeded ─────────────────────────▶ succeeded (order in progress)
 *   ▲                    ├─ declined ──────────────────────────▶ declined (order still payable)
 *   │                    ├─ requires_action ─▶ challenge ─answer─▶ confirming ─▶ succeeded | declined
 *   │                    └─ no answer / 5xx ───────────────────▶ failed (retry sends the same key)
 *   └──────── declined, failed: the shopper may submit again ◀──┘
 * ```
 */
export type PaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'challenge'; payment: number }
  | { status: 'confirming'; payment: number; approve: boolean }
  | { status: 'succeeded'; order: Order }
  /** The bank said no; `message` is the server's localised reason. */
  | { status: 'declined'; message: string | null; afterChallenge: boolean }
  /** No definite answer (offline, a server fault): nothing is known to have been charged. */
  | { status: 'failed' };

export type PaymentEvent =
  { type: 'submit' } | { type: 'answered'; result: PaymentResult } | { type: 'answer-challenge'; approve: boolean } | { type: 'failed' };

export const initialPaymentState: PaymentState = { status: 'idle' };

/** Whether the card form may be sent now. */
export function canSubmitPayment(state: PaymentState): boolean {
  return state.status === 'idle' || state.status === 'declined' || state.status === 'failed';
}

export function paymentTransition(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'submit':
      return canSubmitPayment(state) ? { status: 'paying' } : state;
    case 'answer-challenge':
      return state.status === 'challenge' ? { status: 'confirming', payment: state.payment, approve: event.approve } : state;
    case 'answered': {
      if (state.status !== 'paying' && state.status !== 'confirming') return state;
      const { result } = event;
      if (result.status === 'succeeded') return { status: 'succeeded', order: result.order };
      if (result.status === 'requires_action') return { status: 'challenge', payment: result.payment };
      return { status: 'declined', message: result.message, afterChallenge: state.status === 'confirming' };
    }
    case 'failed':
      if (state.status === 'paying') return { status: 'failed' };
      // A confirmation that got no answer: the challenge is still there to answer again.
      if (state.status === 'confirming') return { status: 'challenge', payment: state.payment };
      return state;
  }
}
