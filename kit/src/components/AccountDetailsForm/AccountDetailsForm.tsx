import { useState } from 'react';
import { accountUpdateSchema, type Account, type AccountUpdate } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

export type AccountDetailsFormProps = AccountFormProps<AccountUpdate> & {
  /** The signed-in customer's account; the form starts from it and follows it when it changes. */
  account: Account;
  /** "Information saved" (SPEC §8) after the server accepted the change. */
  successMessage?: string;
};

const fields = ['full_name', 'phone_number', 'birth_date'] as const;
const valuesOf = (account: Account) => ({
  full_name: account.full_name,
  phone_number: account.phone_number,
  birth_date: account.birth_date ?? '',
});

/**
 * The profile's account details (SPEC §3 "User/Account"): full name, phone and birth date,
 * with the email shown read-only. Submits a PATCH api/account/ body checked with the
 * shared `accountUpdateSchema` (an empty phone clears it, an empty date sends null).
 */
export function AccountDetailsForm({
  account,
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  className,
  'aria-label': ariaLabel,
}: AccountDetailsFormProps) {
  const intl = useIntl();
  const form = useAccountForm({
    initialValues: valuesOf(account),
    schema: accountUpdateSchema,
    fields,
    toInput: (values) => ({ ...values, birth_date: values.birth_date === '' ? null : values.birth_date }),
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
  });

  // The account saved (or changed in another tab) becomes the new starting point.
  const accountKey = JSON.stringify(valuesOf(account));
  const [seenAccount, setSeenAccount] = useState(accountKey);
  if (seenAccount !== accountKey) {
    setSeenAccount(accountKey);
    form.reset(valuesOf(account));
  }

  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField
        label={intl.formatMessage({ id: 'accountForm.email' })}
        description={intl.formatMessage({ id: 'accountDetailsForm.emailHint' })}
        value={account.email}
        type="email"
        autoComplete="username"
        isReadOnly
      />
      <TextField {...form.textField('full_name')} label={intl.formatMessage({ id: 'accountForm.fullName' })} autoComplete="name" isRequired />
      <TextField
        {...form.textField('phone_number')}
        label={intl.formatMessage({ id: 'accountDetailsForm.phoneOptional' })}
        description={intl.formatMessage({ id: 'accountForm.phoneHint' })}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        {...form.textField('birth_date')}
        label={intl.formatMessage({ id: 'accountDetailsForm.birthDateOptional' })}
        type="date"
        autoComplete="bday"
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'accountDetailsForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
