import { useState } from 'react';
import { z } from 'zod';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as styles from '../internal/accountForm.css';

/** SPEC §3 "email preferences for order notifications and marketing notifications". */
export type EmailPreferences = { notify_orders: boolean; notify_marketing: boolean };

export type EmailPreferencesFormProps = AccountFormProps<EmailPreferences> & {
  /** The saved preferences; the boxes start from them and follow them when they change. */
  value: EmailPreferences;
  /** "Information saved" (SPEC §8) after the server accepted the change. */
  successMessage?: string;
};

const schema = /* @__PURE__ */ z.object({ notify_orders: /* @__PURE__ */ z.boolean(), notify_marketing: /* @__PURE__ */ z.boolean() });
const fields = ['notify_orders', 'notify_marketing'] as const;

/** The two email preferences as checkboxes, saved together (PATCH api/account/). */
export function EmailPreferencesForm({
  value,
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  className,
  'aria-label': ariaLabel,
}: EmailPreferencesFormProps) {
  const intl = useIntl();
  const form = useAccountForm({ initialValues: { ...value }, schema, fields, onSubmit, isSubmitting, serverError, successMessage });

  const valueKey = `${value.notify_orders}/${value.notify_marketing}`;
  const [seenValue, setSeenValue] = useState(valueKey);
  if (seenValue !== valueKey) {
    setSeenValue(valueKey);
    form.reset({ ...value });
  }

  return (
    <AccountFormShell form={form} successMessage={successMessage} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'emailPreferencesForm.legend' })}</legend>
        <Checkbox {...form.checkbox('notify_orders')} description={intl.formatMessage({ id: 'emailPreferencesForm.ordersHint' })}>
          {intl.formatMessage({ id: 'emailPreferencesForm.orders' })}
        </Checkbox>
        <Checkbox {...form.checkbox('notify_marketing')} description={intl.formatMessage({ id: 'emailPreferencesForm.marketingHint' })}>
          {intl.formatMessage({ id: 'emailPreferencesForm.marketing' })}
        </Checkbox>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'emailPreferencesForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
