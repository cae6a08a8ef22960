import type { ReactNode } from 'react';
import { useRegisterForm, type RegisterFormValues } from '../../forms/useRegisterForm';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { withKitProps, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** What `RegisterForm` submits: the body of POST account/register/. */
export type { RegisterFormValues };

export type RegisterFormProps = AccountFormProps<RegisterFormValues> & {
  /** The terms and conditions, linked from the checkbox the shopper ticks to accept them. */
  termsHref: string;
  /** The privacy policy, linked beside the terms. */
  privacyHref: string;
  /** The sign-in screen, for shoppers who already have an account. */
  loginHref: string;
  /** "Registration email sent" (SPEC §8), once the server accepted the form. */
  successMessage?: string;
  /** Values the fields start with, e.g. the email typed at checkout. */
  defaultValues?: Partial<{ email: string; terms_accepted: boolean; promotions_opt_in: boolean }>;
};

/**
 * Registration (SPEC §2, §3 "Registration"): an email, consent to the terms and privacy
 * policy (required, SPEC §5) and an optional promotions opt-in. The server then emails a
 * link to create the password.
 */
export function RegisterForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  termsHref,
  privacyHref,
  loginHref,
  defaultValues,
  className,
  'aria-label': ariaLabel,
}: RegisterFormProps) {
  const intl = useIntl();
  const form = withKitProps(useRegisterForm({ onSubmit, isSubmitting, serverError, successMessage, defaultValues }));
  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField
        {...form.textField('email')}
        label={intl.formatMessage({ id: 'accountForm.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <Checkbox {...form.checkbox('terms_accepted')} isRequired>
        {intl.formatMessage(
          { id: 'registerForm.terms' },
          {
            terms: (chunks: ReactNode[]) => (
              <Link key="terms" href={termsHref}>
                {chunks}
              </Link>
            ),
            privacy: (chunks: ReactNode[]) => (
              <Link key="privacy" href={privacyHref}>
                {chunks}
              </Link>
            ),
          },
        )}
      </Checkbox>
      <Checkbox {...form.checkbox('promotions_opt_in')} description={intl.formatMessage({ id: 'registerForm.promotionsHint' })}>
        {intl.formatMessage({ id: 'registerForm.promotions' })}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'registerForm.submit' })}
        </Button>
      </div>
      <p className={styles.links}>
        <span>{intl.formatMessage({ id: 'registerForm.haveAccount' })}</span>{' '}
        <Link href={loginHref}>{intl.formatMessage({ id: 'registerForm.login' })}</Link>
      </p>
    </AccountFormShell>
  );
}
