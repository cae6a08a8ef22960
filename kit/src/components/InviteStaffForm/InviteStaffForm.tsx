import { staffRoles, type StaffRole } from '../../domain/account/staff';
import { inviteStaffSchema } from '../../domain/account/inviteStaff';
import type { InviteStaffRequest } from '../../domain/contract/admin';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import { AccountFormShell } from '../internal/AccountFormShell';
import * as fields from '../internal/fields.css';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';

export type InviteStaffFormProps = AccountFormProps<InviteStaffRequest> & {
  /** A new message means the invitation was sent: it is shown and the fields are cleared (never after a refusal). */
  successMessage?: string;
  /** The roles offered, in order. @default every role */
  roles?: readonly StaffRole[];
};

const formFields = ['email', 'full_name', 'role'] as const;
const empty = { email: '', full_name: '', role: '' };

/**
 * The owner invites someone to the back office by email with a role (POST api/admin/staff/):
 * the invitee gets an email to set a password, or to sign in if they already have an
 * account. The role is chosen on purpose (no default), each described under the field.
 * Errors sit next to their fields and in the summary; a refusal (an address already staff,
 * an invitation already sent) shows the server's message and keeps everything typed.
 */
export function InviteStaffForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  roles = staffRoles,
  className,
  'aria-label': ariaLabel,
}: InviteStaffFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `inviteStaffForm.${id}` });
  const form = useAccountForm({
    initialValues: empty,
    schema: inviteStaffSchema,
    fields: formFields,
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
    resetOnSuccess: true,
  });
  const roleError = form.errorOf('role');
  const roleId = form.idOf('role');

  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField
        {...form.textField('email')}
        label={intl.formatMessage({ id: 'accountForm.email' })}
        type="email"
        autoComplete="off"
        inputMode="email"
        isRequired
      />
      <TextField {...form.textField('full_name')} label={intl.formatMessage({ id: 'accountForm.fullName' })} autoComplete="off" isRequired />
      <div className={fieldStyles.field} data-invalid={roleError ? true : undefined}>
        <label htmlFor={roleId} className={fieldStyles.label}>
          {t('role')}
        </label>
        <p id={`${roleId}-hint`} className={fieldStyles.description}>
          {t('roleHint')}
        </p>
        {roleError ? (
          <p id={`${roleId}-error`} className={fieldStyles.error}>
            {roleError}
          </p>
        ) : null}
        <select
          id={roleId}
          name="role"
          className={fields.select}
          value={form.values.role}
          required
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? `${roleId}-hint ${roleId}-error` : `${roleId}-hint`}
          onChange={(event) => form.setField('role', event.target.value)}
          onBlur={() => form.blurField('role')}
        >
          <option value="">{t('chooseRole')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage({ id: `staffRole.${role}` })}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </AccountFormShell>
  );
}
