import type { Money } from '@rigsmith/kit/domain';

/**
 * How the shop takes card payments (SPEC leaves payment unshown). The order
 * service talks to this interface only; the embedded default is the sandbox
 * (sandbox.ts), and `createApp({ paymentProvider })` plugs in a real one.
 *
 * The card reaches the provider and nothing else: the shop stores the brand and last four
 * digits. A real provider would rather receive a token from its own client-side fields;
 * `card` is then that token's details.
 */

/** A card as the shopper typed it, checked (card.ts) and normalised. */
export type CardDetails = {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
  nameOnCard: string;
};

/** Why a payment was declined; each has a message in the server `commerce` catalogue. */
export const declineCodes = ['card_declined', 'insufficient_funds', 'authentication_failed'] as const;
export type DeclineCode = (typeof declineCodes)[number];

export type ProviderOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; declineCode: DeclineCode }
  /** The bank wants the cardholder to authenticate (3-D Secure): call `confirm` with their answer. */
  | { status: 'requires_action'; reference: string };

export type ChargeRequest = {
  amount: Money;
  card: CardDetails;
  /** The order reference, shown on the cardholder's statement. */
  description: string;
  /**
   * The same key for a retry of the same attempt, so a provider that charged before our
   * answer was lost charges once (providers honour their own idempotency keys).
   */
  idempotencyKey: string;
};

export type ConfirmRequest = {
  /** The provider's reference of the charge waiting for authentication. */
  reference: string;
  /** Whether the cardholder passed the bank's challenge. */
  approve: boolean;
  idempotencyKey: string;
};

export type RefundRequest = {
  /** The provider's reference of the succeeded charge. */
  reference: string;
  /** The whole charge: the shop refunds a cancelled order in full. */
  amount: Money;
  /** The same key for a retry, so a refund whose answer was lost is made once. */
  idempotencyKey: string;
};

/** A refund the provider accepted; a provider that refuses throws. */
export type RefundOutcome = { reference: string };

export interface PaymentProvider {
  /** Stored with each payment (e.g. 'sandbox'). */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  confirm(request: ConfirmRequest): Promise<ProviderOutcome>;
  /** Gives a succeeded charge back (staff cancelling a paid order). Idempotent by key. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
