import { useRef, type ReactNode } from 'react';
import { I18nProvider, mergeProps, useButton, useFocusRing, useLocale, useNumberField, type AriaButtonProps } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { useIntl } from '../../i18n';
import { announceAmount, useAmountAnnouncer } from './announceAmount';
import { useFocusFieldWhenStepperStops } from './useFocusFieldWhenStepperStops';
import * as styles from './amountField.css';

export type AmountFieldProps = {
  /** The visible label ("Quantity"); `aria-label` may name the part too. */
  label: ReactNode;
  'aria-label'?: string;
  value: number;
  onChange: (value: number) => void;
  /** @default 0 */
  minValue?: number;
  /** @default 8 */
  maxValue?: number;
  isDisabled?: boolean;
  /** What a screen reader hears after − or + ("Quantity of Corsair 4000D: 2"), for the new amount. */
  announcement?: (value: number) => string;
};

/**
 * A whole-number stepper (react-aria `useNumberField`): a labelled spin field with − and +
 * buttons; arrow keys, Page Up/Down, Home and End step it; typed text is parsed in the
 * storefront's locale; the value stays within min and max.
 */
export function AmountField(props: AmountFieldProps) {
  const intl = useIntl();
  return (
    <I18nProvider locale={intl.locale}>
      <AmountFieldInner {...props} />
    </I18nProvider>
  );
}

function StepButton({ buttonProps, children }: { buttonProps: AriaButtonProps; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: props } = useButton(buttonProps, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button {...mergeProps(props, focusProps)} ref={ref} className={styles.button} data-focus-visible={isFocusVisible || undefined}>
      {children}
    </button>
  );
}

function AmountFieldInner({
  label,
  'aria-label': ariaLabel,
  value,
  onChange,
  minValue = 0,
  maxValue = 8,
  isDisabled,
  announcement,
}: AmountFieldProps) {
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  useAmountAnnouncer();
  // With an aria-label (which repeats the visible word, WCAG 2.5.3), the visible label is
  // decoration: otherwise react-aria would join both into "Quantity of X Quantity".
  const options = {
    ...(ariaLabel ? { 'aria-label': ariaLabel } : { label }),
    value,
    onChange: (next: number) => {
      const amount = Number.isNaN(next) ? minValue : Math.round(next);
      if (announcement && amount !== value) announceAmount(inputRef, announcement(amount));
      onChange(amount);
    },
    minValue,
    maxValue,
    step: 1,
    isDisabled,
    isWheelDisabled: true,
    formatOptions: { maximumFractionDigits: 0 },
  };
  const state = useNumberFieldState({ ...options, locale });
  const { labelProps, groupProps, inputProps, incrementButtonProps, decrementButtonProps } = useNumberField(options, state, inputRef);
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  const groupRef = useRef<HTMLDivElement>(null);
  useFocusFieldWhenStepperStops(groupRef, inputRef, state.canIncrement, state.canDecrement);
  return (
    <div className={styles.field} data-empty={value === 0 || undefined}>
      {ariaLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : (
        <label {...labelProps} className={styles.label}>
          {label}
        </label>
      )}
      <div {...groupProps} ref={groupRef} className={styles.group}>
        {/* react-aria leaves the steppers out of the tab order (arrow keys step the field), but a
            keyboard user who does not know that must still reach − and + with Tab. */}
        <StepButton buttonProps={{ ...decrementButtonProps, excludeFromTabOrder: false }}>−</StepButton>
        <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className={styles.input} data-focus-visible={isFocusVisible || undefined} />
        <StepButton buttonProps={{ ...incrementButtonProps, excludeFromTabOrder: false }}>+</StepButton>
      </div>
    </div>
  );
}
