import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { Money as MoneyValue } from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Button } from '../Button';
import * as dialogStyles from '../internal/dialog.css';
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
 * The sandbox's stand-in for a bank's 3-D Secure challenge (issue #6): a modal dialog
 * (Radix: focus kept inside) asking to approve the payment or fail the authentication, as
 * a real issuer's page would. Closing it without an answer fails the authentication, so the
 * order stays payable and nothing is left hanging.
 */
export function PaymentChallengeDialog({ open, amount, onAnswer, isPending = false }: PaymentChallengeDialogProps) {
  const intl = useIntl();
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={anchor} hidden />
      <Dialog.Root open={open} onOpenChange={(next) => (next || isPending ? undefined : onAnswer(false))}>
        <Dialog.Portal container={anchor.current?.closest<HTMLElement>('[data-rs-theme]') ?? undefined}>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.dialog} aria-busy={isPending || undefined}>
            <p className={styles.bank}>{intl.formatMessage({ id: 'challenge.bank' })}</p>
            <Dialog.Title className={dialogStyles.title}>{intl.formatMessage({ id: 'challenge.title' })}</Dialog.Title>
            <Dialog.Description className={dialogStyles.body}>
              {intl.formatMessage({ id: 'challenge.body' }, { amount: <Money key="amount" value={amount} /> })}
            </Dialog.Description>
            <div className={dialogStyles.actions}>
              <Button variant="secondary" isPending={isPending} onPress={() => onAnswer(false)}>
                {intl.formatMessage({ id: 'challenge.fail' })}
              </Button>
              <Button isPending={isPending} onPress={() => onAnswer(true)}>
                {intl.formatMessage({ id: 'challenge.approve' })}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
