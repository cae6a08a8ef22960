import { useId, useState } from 'react';
import { endAfterDay, lastDayBefore, typedNumber } from '../../domain/commerce/couponDays';
import { couponChangeIssues, couponChangeSchema, couponTermsMessageValues, isCouponTermsMessageId } from '../../domain/commerce/couponTerms';
import type { AdminCoupon, UpdateCouponRequest } from '../../domain/contract/adminCoupons';
import type { FormServerError } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { DialogShell } from '../internal/DialogShell';
import { rejectionOf } from '../internal/rejection';
import { useAccountForm } from '../internal/useAccountForm';
import * as styles from './CouponChangeDialog.css';

export type CouponChangeDialogProps = {
  /** The coupon being changed: the dialog is open while there is one. */
  coupon: AdminCoupon | null;
  /**
   * Called with what changed only (PATCH api/admin/coupons/{id}/: `max_uses`, `valid_until`,
   * `null` lifting the limit or the end), once the checks the coupon allows pass; resolves
   * once stored. A rejection with the server's error (`message`, `fields`) is shown next to
   * the fields and in the summary, keeping what was typed; one without a message says nothing
   * was saved.
   */
  onSubmit: (change: UpdateCouponRequest) => Promise<void>;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** The change is being sent: the save button is pending. @default false */
  isSubmitting?: boolean;
  /** Where focus goes when the dialog closes; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

type Values = { max_uses: string; valid_until: string };

const fields = ['max_uses', 'valid_until'] as const;

/** The form's fields as the coupon has them now: the limit, and its last day included (UTC). */
const valuesOf = (coupon: AdminCoupon): Values => ({
  max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
  valid_until: coupon.valid_until === null ? '' : lastDayBefore(coupon.valid_until),
});

/**
 * Only what the owner changed goes in the request: an untouched end already past (an
 * expired coupon whose limit is raised) is not sent again, so it is not refused as past.
 */
function changeOf(initial: Values, values: Values): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  const maxUses = values.max_uses.trim();
  if (maxUses !== initial.max_uses) change.max_uses = maxUses === '' ? null : typedNumber(maxUses);
  const until = values.valid_until.trim();
  if (until !== initial.valid_until) change.valid_until = until === '' ? null : endAfterDay(until);
  return change;
}

type ChangeFormProps = Pick<CouponChangeDialogProps, 'onSubmit' | 'isSubmitting'> & { coupon: AdminCoupon; id: string };

function ChangeForm({ coupon, id, onSubmit, isSubmitting }: ChangeFormProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `adminCoupons.form.${key}` });
  const [rejected, setRejected] = useState<FormServerError | null>(null);
  const [initialValues] = useState(() => valuesOf(coupon));
  const submit = async (change: UpdateCouponRequest) => {
    setRejected(null);
    try {
      await onSubmit(change);
    } catch (error) {
      const { message, fields: texts } = rejectionOf(error);
      setRejected({ message: message || intl.formatMessage({ id: 'adminCoupons.change.failed' }), fields: texts });
    }
  };
  const form = useAccountForm<Values, UpdateCouponRequest>({
    initialValues,
    schema: couponChangeSchema,
    fields,
    toInput: (values) => changeOf(initialValues, values),
    // The checks only the coupon can answer (its uses, its start), the server's own, before sending.
    validate: (values) => {
      const parsed = couponChangeSchema.safeParse(changeOf(initialValues, values));
      return parsed.success ? couponChangeIssues(coupon, parsed.data, new Date()) : {};
    },
    onSubmit: submit,
    isSubmitting,
    serverError: rejected,
    formatOwnMessage: (message) =>
      isCouponTermsMessageId(message) ? intl.formatMessage({ id: message }, { ...couponTermsMessageValues, used: coupon.times_used }) : undefined,
  });
  return (
    <AccountFormShell form={form} id={id} isSubmitting={isSubmitting}>
      <div className={styles.fields}>
        <TextField {...form.textField('max_uses')} label={t('maxUses')} description={t('maxUsesHint')} inputMode="numeric" />
        <TextField {...form.textField('valid_until')} type="date" label={t('validUntil')} description={t('validUntilHint')} />
      </div>
    </AccountFormShell>
  );
}

/**
 * The back office (ARCHITECTURE "Staff"): the owner changes a coupon’s use limit and last day, in a modal dialog
 * (focus kept inside, Escape cancels, focus back to the button that opened it). The fields
 * start from the coupon as it is; the form checks what the coupon itself can tell (a limit
 * below its uses, a last day past or before its start) with the server's own rules, then
 * sends only what changed. A refusal is shown next to its field and in the error summary,
 * which takes focus; what was typed is kept.
 *
 * @selector [data-dialog="change-coupon"] on the dialog
 */
export function CouponChangeDialog({ coupon, onSubmit, onCancel, isSubmitting = false, onCloseAutoFocus }: CouponChangeDialogProps) {
  const intl = useIntl();
  const formId = useId();
  return (
    <DialogShell
      name="change-coupon"
      open={coupon !== null}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={coupon ? intl.formatMessage({ id: 'adminCoupons.change.title' }, { code: coupon.code }) : ''}
      description={coupon ? intl.formatMessage({ id: 'adminCoupons.change.description' }, { used: coupon.times_used }) : ''}
      onCloseAutoFocus={onCloseAutoFocus}
      busy={isSubmitting}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: 'adminCoupons.change.cancel' })}
          </Button>
          <Button type="submit" form={formId} isPending={isSubmitting}>
            {intl.formatMessage({ id: 'adminCoupons.change.submit' })}
          </Button>
        </>
      }
    >
      {/* Keyed by the coupon: each opening starts from that coupon's values, not what was typed before. */}
      {coupon ? <ChangeForm key={coupon.id} coupon={coupon} id={formId} onSubmit={onSubmit} isSubmitting={isSubmitting} /> : null}
    </DialogShell>
  );
}
