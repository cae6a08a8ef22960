import { useLoginForm, type LoginFormValues } from '../../forms/useLoginForm';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Link } from '../Link';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { withKitProps, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** What `LoginForm` submits: the body of POST api/auth/login/. */
export type { LoginFormValues };

export type LoginFormProps = AccountFormProps<LoginFormValues> & {
  /** The forgot-password screen (SPEC §2 /login/reset). */
  forgotPasswordHref: string;
  /** The registration screen. */
  registerHref: string;
  /** Values the fields start with, e.g. the email just registered. */
  defaultValues?: Partial<LoginFormValues>;
};

/**
 * Sign in (SPEC §2 "Login: remember me, forgot password, link to register"). Checked with
 * the shared `loginSchema`; the password is only required here, its rules are not hinted.
 */
export function LoginForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  forgotPasswordHref,
  registerHref,
  defaultValues,
  className,
  'aria-label': ariaLabel,
}: LoginFormProps) {
  const intl = useIntl();
  const form = withKitProps(useLoginForm({ onSubmit, isSubmitting, serverError, defaultValues }));
  return (
    <AccountFormShell form={form} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField
        {...form.textField('email')}
        label={intl.formatMessage({ id: 'accountForm.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <PasswordField {...form.textField('password')} label={intl.formatMessage({ id: 'accountForm.password' })} isRequired />
      <div className={styles.actions}>
        <Checkbox {...form.checkbox('remember_me')}>{intl.formatMessage({ id: 'loginForm.rememberMe' })}</Checkbox>
        <Link href={forgotPasswordHref}>{intl.formatMessage({ id: 'loginForm.forgotPassword' })}</Link>
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'loginForm.submit' })}
        </Button>
      </div>
      <p className={styles.links}>
        <span>{intl.formatMessage({ id: 'loginForm.noAccount' })}</span>{' '}
        <Link href={registerHref}>{intl.formatMessage({ id: 'loginForm.register' })}</Link>
      </p>
    </AccountFormShell>
  );
}
