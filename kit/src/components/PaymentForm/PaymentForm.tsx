import { sandboxTestCards, type Money as MoneyValue, type PayRequest } from '../../domain';
import { usePaymentForm } from '../../forms/usePaymentForm';
import { Money, useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { withKitProps, type FormServerError } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import * as styles from './PaymentForm.css';

export type PaymentFormProps = {
  /** What is paid: the order's total. */
  amount: MoneyValue;
  /** Called with the card as the pay call takes it (digits only, expiry `MM/YY`), only once every check passes. */
  onSubmit: (card: PayRequest) => void | Promise<void>;
  /** The payment is under way: Pay is pending and a second submit is ignored. @default false */
  isSubmitting?: boolean;
  /** The bank declined: its reason (SPEC-style, localised by the server). The card stays filled in. */
  declineMessage?: string | null;
  /** The attempt got no answer (offline, a fault): says nothing was charged and to try again. @default false */
  hasFailed?: boolean;
  /** The server refused the form itself (a field it found wrong). */
  serverError?: FormServerError | null;
  /** List the sandbox provider's test cards (the embedded default provider). @default true */
  showSandboxCards?: boolean;
  /** The date expiry dates are checked against. @default now */
  now?: Date;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The card form, built from the kit's `TextField`s: card number (grouped in fours
 * as typed, Luhn-checked), expiry `MM/YY` (not past), CVC and the name on the card, each
 * with the browser's card autofill. The checks and the error summary behave like every kit
 * form. A decline keeps what was typed and says why; with the embedded sandbox provider a
 * notice lists its test cards.
 *
 * @selector [data-declined] on the root after a decline
 */
export function PaymentForm({
  amount,
  onSubmit,
  isSubmitting = false,
  declineMessage = null,
  hasFailed = false,
  serverError = null,
  showSandboxCards = true,
  now,
  className,
}: PaymentFormProps) {
  const intl = useIntl();
  const form = withKitProps(usePaymentForm({ onSubmit, isSubmitting, serverError, now }));

  return (
    <div className={className ? `${styles.payment} ${className}` : styles.payment} data-declined={declineMessage !== null || undefined}>
      {showSandboxCards ? (
        <FormNotice tone="info" title={intl.formatMessage({ id: 'payment.sandboxTitle' })}>
          <p className={styles.sandboxText}>{intl.formatMessage({ id: 'payment.sandboxText' })}</p>
          <ul className={styles.cards}>
            {sandboxTestCards.map((card) => (
              <li key={card.number}>
                <span className={styles.cardNumber}>{card.number}</span> – {intl.formatMessage({ id: `payment.sandbox.${card.outcome}` })}
              </li>
            ))}
          </ul>
        </FormNotice>
      ) : null}
      {declineMessage !== null ? (
        <FormNotice tone="error" title={intl.formatMessage({ id: 'payment.declinedTitle' })}>
          {declineMessage || intl.formatMessage({ id: 'payment.declinedText' })}
        </FormNotice>
      ) : hasFailed ? (
        <FormNotice tone="error" title={intl.formatMessage({ id: 'payment.failedTitle' })}>
          {intl.formatMessage({ id: 'payment.failedText' })}
        </FormNotice>
      ) : null}
      <AccountFormShell form={form} isSubmitting={isSubmitting} aria-label={intl.formatMessage({ id: 'payment.form' })}>
        <TextField
          {...form.textField('card_number')}
          label={intl.formatMessage({ id: 'payment.cardNumber' })}
          autoComplete="cc-number"
          inputMode="numeric"
          isRequired
        />
        <div className={formStyles.row}>
          <TextField
            {...form.textField('expiry')}
            label={intl.formatMessage({ id: 'payment.expiry' })}
            description={intl.formatMessage({ id: 'payment.expiryHint' })}
            autoComplete="cc-exp"
            inputMode="numeric"
            isRequired
          />
          <TextField
            {...form.textField('cvc')}
            label={intl.formatMessage({ id: 'payment.cvc' })}
            description={intl.formatMessage({ id: 'payment.cvcHint' })}
            autoComplete="cc-csc"
            inputMode="numeric"
            isRequired
          />
        </div>
        <TextField {...form.textField('name_on_card')} label={intl.formatMessage({ id: 'payment.nameOnCard' })} autoComplete="cc-name" isRequired />
        <div className={formStyles.actions}>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage({ id: 'payment.pay' }, { amount: <Money key="amount" value={amount} /> })}
          </Button>
        </div>
      </AccountFormShell>
    </div>
  );
}
