import { useMemo } from 'react';
import type { z } from 'zod';
import { changePasswordSchema } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { NewPasswordFields } from '../internal/NewPasswordFields';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** What `ChangePasswordForm` submits: the body of POST api/account/change_password/. */
export type ChangePasswordFormValues = z.output<ReturnType<typeof changePasswordSchema>>;

export type ChangePasswordFormProps = AccountFormProps<ChangePasswordFormValues> & {
  /** A new message means the change succeeded: the fields are then cleared (never after a refusal). */
  successMessage?: string;
};

const fields = ['old_password', 'password', 'confirmation'] as const;
const empty = { old_password: '', password: '', confirmation: '' };

/** Change the password from the profile (SPEC §3 "Password change: old_password, password, confirmation"). */
export function ChangePasswordForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  className,
  'aria-label': ariaLabel,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => changePasswordSchema({ form: true }), []);
  const form = useAccountForm({
    initialValues: empty,
    schema,
    fields,
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
    resetOnSuccess: true,
  });
  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <PasswordField
        {...form.textField('old_password')}
        label={intl.formatMessage({ id: 'changePasswordForm.oldPassword' })}
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields password={form.textField('password')} confirmation={form.textField('confirmation')} />
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'changePasswordForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
