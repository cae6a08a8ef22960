import type { PasswordFieldProps } from '../PasswordField';
import { PasswordField } from '../PasswordField';
import { useIntl } from '../../i18n';

/** A field's wiring from `useAccountForm().textField(name)`. */
type FieldBinding = Pick<PasswordFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage'>;

/**
 * A new password, with its rules shown as they are met, and its confirmation (SPEC §5):
 * the pair the create, reset and change password forms share.
 */
export function NewPasswordFields({ password, confirmation }: { password: FieldBinding; confirmation: FieldBinding }) {
  const intl = useIntl();
  return (
    <>
      <PasswordField {...password} label={intl.formatMessage({ id: 'accountForm.newPassword' })} autoComplete="new-password" showRules isRequired />
      <PasswordField {...confirmation} label={intl.formatMessage({ id: 'accountForm.confirmation' })} autoComplete="new-password" isRequired />
    </>
  );
}
