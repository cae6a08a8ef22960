export { PaymentChallengeDialog, type PaymentChallengeDialogProps } from './PaymentChallengeDialog';
