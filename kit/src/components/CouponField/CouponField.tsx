import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { VisuallyHidden } from 'react-aria';
import { couponMessageId, type CouponFieldStatus } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './CouponField.css';

export type CouponFieldProps = {
  /** The text in the field (controlled: `useCoupon().value`). */
  value: string;
  /** Called with the text on every keystroke (the field is controlled through `value`). */
  onValueChange: (value: string) => void;
  /** SPEC §3 coupon status: empty, updating, success, invalid-country, invalid-coupon or other. */
  status: CouponFieldStatus;
  /** The code applied to the summary, in `success`. */
  appliedCode?: string | null;
  /** Apply was pressed (or Enter in the field). */
  onApply: () => void;
  /** Remove was pressed on the applied coupon. */
  onRemove: () => void;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The voucher field (SPEC §3, §4, §8): a code and Apply, then the outcome —
 * 'Voucher Code has been applied' with Remove, or next to the field why not: 'The coupon is
 * not valid', not valid in this country, or 'Oops something went wrong. Try again later'.
 * The outcome is announced (`role="status"`; errors through the field's description).
 * Clearing the field of an applied coupon removes it, like Remove. After Apply (which then turns
 * disabled) or Remove (which goes), keyboard focus moves to the field.
 *
 * @selector [data-status="empty|updating|success|invalid-country|invalid-coupon|other"] on the root
 */
export function CouponField({ value, onValueChange, status, appliedCode = null, onApply, onRemove, className }: CouponFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const messageId = couponMessageId(status);
  const message = messageId ? intl.formatMessage({ id: messageId }) : undefined;
  const isError = status === 'invalid-country' || status === 'invalid-coupon' || status === 'other';
  const updating = status === 'updating';

  // Applying turns the focused Apply disabled (the code is applied), and Remove takes itself
  // away: either would drop keyboard focus to the page's body. Focus goes to the code's field
  // instead, while the status region says what happened. A layout effect: before the browser
  // moves focus off the disabled button.
  const form = useRef<HTMLFormElement>(null);
  const removing = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const removed = removing.current && status !== 'success' && (active === null || active === document.body);
    const disabled = active instanceof HTMLButtonElement && active.disabled && form.current?.contains(active);
    if (status !== 'success') removing.current = false;
    if (removed || disabled) form.current?.querySelector<HTMLInputElement>(`[id="${inputId}"]`)?.focus();
  }, [status, appliedCode, inputId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!updating) onApply();
  };

  return (
    <form
      ref={form}
      className={className ? `${styles.coupon} ${className}` : styles.coupon}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'coupon.form' })}
      aria-busy={updating || undefined}
      data-status={status}
    >
      <div className={styles.row}>
        <TextField
          id={inputId}
          label={intl.formatMessage({ id: 'coupon.label' })}
          value={value}
          onChange={onValueChange}
          errorMessage={isError ? message : undefined}
          autoComplete="off"
          name="coupon"
          className={styles.field}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={updating}
          isDisabled={status === 'success' && value.trim().toUpperCase() === appliedCode}
        >
          {intl.formatMessage({ id: 'coupon.apply' })}
        </Button>
      </div>
      {/* Always mounted, so the outcome is announced when it changes. */}
      <div role="status" className={styles.status}>
        {status === 'success' ? (
          <p className={styles.applied}>
            <span>{message}</span> <span className={styles.code}>{appliedCode}</span>
          </p>
        ) : updating ? (
          <p className={styles.checking}>{intl.formatMessage({ id: 'coupon.checking' })}</p>
        ) : isError ? (
          // Shown next to the field; repeated here only to be announced.
          <VisuallyHidden>{message}</VisuallyHidden>
        ) : null}
      </div>
      {status === 'success' ? (
        <Button
          variant="secondary"
          className={styles.remove}
          onPress={() => {
            removing.current = true;
            onRemove();
          }}
        >
          {intl.formatMessage({ id: 'coupon.remove' }, { code: appliedCode ?? '' })}
        </Button>
      ) : null}
    </form>
  );
}
