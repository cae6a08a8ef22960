import { useMemo } from 'react';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { NewPasswordFields } from '../internal/NewPasswordFields';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** What `CreatePasswordForm` submits: the body of POST api/account/{token}/reset_password/. */
export type CreatePasswordFormValues = z.output<ReturnType<typeof resetPasswordSchema>>;

export type CreatePasswordFormProps = AccountFormProps<CreatePasswordFormValues> & {
  /** `create` after registration (also asks full name and phone), `reset` after a forgotten password. */
  kind: 'create' | 'reset';
  /** The account's email, shown read-only (and offered to password managers as the user name). */
  email: string;
  /** Shown as a success notice once the server accepted the password. */
  successMessage?: string;
  /** Values the fields start with (`create` asks full name and phone), e.g. what the shopper gave at checkout. */
  defaultValues?: Partial<{ full_name: string; phone_number: string }>;
};

/**
 * Choose a password from an emailed link (SPEC §2 /create-password/{token}): the new
 * password with the SPEC §5 rules as a live checklist and its confirmation; for a new
 * account also the full name and phone number (`resetPasswordSchema({ needsProfile })`).
 */
export function CreatePasswordForm({
  kind,
  email,
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  defaultValues,
  className,
  'aria-label': ariaLabel,
}: CreatePasswordFormProps) {
  const intl = useIntl();
  const needsProfile = kind === 'create';
  const schema = useMemo(() => resetPasswordSchema({ form: true, needsProfile }), [needsProfile]);
  const fields = needsProfile ? (['full_name', 'phone_number', 'password', 'confirmation'] as const) : (['password', 'confirmation'] as const);
  const form = useAccountForm({
    initialValues: { full_name: '', phone_number: '', password: '', confirmation: '', ...defaultValues },
    schema,
    fields,
    // A reset sends no profile: an empty optional field must not fail its rules.
    toInput: (values) => (needsProfile ? values : { password: values.password, confirmation: values.confirmation }),
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
  });
  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField label={intl.formatMessage({ id: 'accountForm.email' })} value={email} type="email" autoComplete="username" isReadOnly />
      {needsProfile ? (
        <>
          <TextField {...form.textField('full_name')} label={intl.formatMessage({ id: 'accountForm.fullName' })} autoComplete="name" isRequired />
          <TextField
            {...form.textField('phone_number')}
            label={intl.formatMessage({ id: 'accountForm.phone' })}
            description={intl.formatMessage({ id: 'accountForm.phoneHint' })}
            type="tel"
            autoComplete="tel"
            isRequired
          />
        </>
      ) : null}
      <NewPasswordFields password={form.textField('password')} confirmation={form.textField('confirmation')} />
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: kind === 'create' ? 'createPasswordForm.submitCreate' : 'createPasswordForm.submitReset' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
