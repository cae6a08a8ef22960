export type {
  CardDetails,
  ChargeRequest,
  ConfirmRequest,
  DeclineCode,
  PaymentProvider,
  ProviderOutcome,
  RefundOutcome,
  RefundRequest,
} from './provider';
export { declineCodes } from './provider';
export { createSandboxProvider, SANDBOX_TEST_CARDS } from './sandbox';
export { checkCard, type CardBrand, type CardInput } from './card';
export { confirmPayment, payOrder } from './payments';
