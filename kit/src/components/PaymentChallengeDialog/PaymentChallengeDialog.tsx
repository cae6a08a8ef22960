import type { Money as MoneyValue } from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Button } from '../Button';
import { DialogShell } from '../internal/DialogShell';
import * as styles from './PaymentChallengeDialog.css';

export type PaymentChallengeDialogProps = {
  /** The bank asks the shopper to confirm (a `requires_action` payment). */
  open: boolean;
  /** What is being paid. */
  amount: MoneyValue;
  /** The shopper's answer: approve, or fail the authentication (Escape and closing count as failing it). */
  onAnswer: (approve: boolean) => void;
  /** The answer is being sent: both buttons are pending. @default false */
  isPending?: boolean;
};

/**
 * The sandbox's stand-in for a bank's 3-D Secure challenge: a modal dialog
 * (Radix: focus kept inside) asking to approve the payment or fail the authentication, as
 * a real issuer's page would. Closing it without an answer fails the authentication, so the
 * order stays payable and nothing is left hanging.
 */
export function PaymentChallengeDialog({ open, amount, onAnswer, isPending = false }: PaymentChallengeDialogProps) {
  const intl = useIntl();
  return (
    <DialogShell
      name="payment-challenge"
      open={open}
      onOpenChange={(next) => (next || isPending ? undefined : onAnswer(false))}
      busy={isPending}
      eyebrow={<span className={styles.bank}>{intl.formatMessage({ id: 'challenge.bank' })}</span>}
      title={intl.formatMessage({ id: 'challenge.title' })}
      description={intl.formatMessage({ id: 'challenge.body' }, { amount: <Money key="amount" value={amount} /> })}
      actions={
        <>
          <Button variant="secondary" isPending={isPending} onPress={() => onAnswer(false)}>
            {intl.formatMessage({ id: 'challenge.fail' })}
          </Button>
          <Button isPending={isPending} onPress={() => onAnswer(true)}>
            {intl.formatMessage({ id: 'challenge.approve' })}
          </Button>
        </>
      }
    />
  );
}
