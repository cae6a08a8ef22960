import { createHash } from 'node:crypto';
import { cardDigits, sandboxTestCards } from '@rigsmith/kit/domain';
import type { ChargeRequest, ConfirmRequest, DeclineCode, PaymentProvider, ProviderOutcome, RefundOutcome, RefundRequest } from './provider';

/**
 * The embedded payment provider: no money moves. Its documented test cards (any future
 * expiry, any CVC of the right length, any name) behave like a real provider's:
 *
 * | card number           | outcome                                                |
 * |-----------------------|--------------------------------------------------------|
 * | 4242 4242 4242 4242   | succeeds                                               |
 * | 4000 0000 0000 0002   | declined: card_declined                                |
 * | 4000 0000 0000 9995   | declined: insufficient_funds                           |
 * | 4000 0027 6000 3184   | requires_action (3-D Secure); approving succeeds, failing declines (authentication_failed) |
 *
 * Any other valid number is declined (card_declined): the sandbox takes no real cards.
 * References derive from the idempotency key, so a retried attempt is the same charge and
 * a retried refund the same refund. Every refund of a sandbox charge succeeds.
 */
const testCard = (outcome: (typeof sandboxTestCards)[number]['outcome']) =>
  cardDigits(sandboxTestCards.find((card) => card.outcome === outcome)!.number);

/** The documented test cards (kit `sandboxTestCards`, which the payment form lists), as digits. */
export const SANDBOX_TEST_CARDS = {
  succeeds: testCard('succeeds'),
  declined: testCard('declined'),
  insufficientFunds: testCard('insufficient_funds'),
  requiresAuthentication: testCard('requires_action'),
} as const;

const declines: Record<string, DeclineCode> = {
  [SANDBOX_TEST_CARDS.declined]: 'card_declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

const referenceFor = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ card, idempotencyKey }: ChargeRequest): Promise<ProviderOutcome> {
      const reference = referenceFor('sbx_ch', idempotencyKey);
      if (card.number === SANDBOX_TEST_CARDS.succeeds) return { status: 'succeeded', reference };
      if (card.number === SANDBOX_TEST_CARDS.requiresAuthentication) return { status: 'requires_action', reference };
      return { status: 'declined', reference, declineCode: declines[card.number] ?? 'card_declined' };
    },
    async confirm({ reference, approve }: ConfirmRequest): Promise<ProviderOutcome> {
      return approve ? { status: 'succeeded', reference } : { status: 'declined', reference, declineCode: 'authentication_failed' };
    },
    async refund({ idempotencyKey }: RefundRequest): Promise<RefundOutcome> {
      return { reference: referenceFor('sbx_re', idempotencyKey) };
    },
  };
}
