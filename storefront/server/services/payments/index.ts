export type { CardDetails, ChargeRequest, ConfirmRequest, DeclineCode, PaymentProvider, ProviderOutcome } from './provider';
export { declineCodes } from './provider';
export { createSandboxProvider, SANDBOX_TEST_CARDS } from './sandbox';
export { cardBrand, checkCard, passesLuhn, type CardBrand, type CardInput } from './card';
export { confirmPayment, payOrder } from './payments';
