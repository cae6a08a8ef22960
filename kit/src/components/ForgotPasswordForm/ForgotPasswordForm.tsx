import type { z } from 'zod';
import { forgotPasswordSchema } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** What `ForgotPasswordForm` submits: the body of POST api/account/ask_for_password_reset/. */
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordSchema>;

export type ForgotPasswordFormProps = AccountFormProps<ForgotPasswordFormValues> & {
  /** Back to sign in. */
  loginHref: string;
  /** The server's neutral reply (SPEC §8: a reset link arrives if an account is linked). */
  successMessage?: string;
  /** Values the fields start with, e.g. the email typed on the sign-in screen. */
  defaultValues?: Partial<ForgotPasswordFormValues>;
};

const fields = ['email'] as const;

/** Ask for a password reset link (SPEC §2 /login/reset). */
export function ForgotPasswordForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  loginHref,
  defaultValues,
  className,
  'aria-label': ariaLabel,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const form = useAccountForm({
    initialValues: { email: '', ...defaultValues },
    schema: forgotPasswordSchema,
    fields,
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
  });
  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField
        {...form.textField('email')}
        label={intl.formatMessage({ id: 'accountForm.email' })}
        description={intl.formatMessage({ id: 'forgotPasswordForm.hint' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'forgotPasswordForm.submit' })}
        </Button>
        <Link href={loginHref}>{intl.formatMessage({ id: 'forgotPasswordForm.backToLogin' })}</Link>
      </div>
    </AccountFormShell>
  );
}
