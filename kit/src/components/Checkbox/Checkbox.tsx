import { useId, useRef, type ReactNode } from 'react';
import { mergeProps, useCheckbox, useFocusRing } from 'react-aria';
import { useToggleState } from 'react-stately';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  /** The label, beside the box; it may hold links (e.g. to the terms). */
  children: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The error under the box; while set the box is `aria-invalid` and described by it. */
  errorMessage?: string;
  /** Whether the box is ticked (controlled). */
  isSelected?: boolean;
  /** @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: () => void;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  name?: string;
  value?: string;
  /** The input's id (the error summary links to it). @default generated */
  id?: string;
  className?: string;
};

/**
 * A checkbox (react-aria `useCheckbox`) on a native input styled in place, so it keeps the
 * platform's own behaviour (Space toggles, the label toggles it) and a 44 px target row.
 *
 * @selector [data-selected] on the root while ticked
 * @selector [data-invalid] on the root while it shows an error
 * @selector [data-focus-visible] on the root under keyboard focus
 */
export function Checkbox({ children, description, errorMessage, className, isRequired = false, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const state = useToggleState(props);
  const isInvalid = Boolean(errorMessage);
  const descriptionId = useId();
  const errorId = useId();
  const { inputProps, labelProps } = useCheckbox({ ...props, children, isInvalid, isRequired, validationBehavior: 'aria' }, state, ref);
  const describedBy = [isInvalid ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-selected={state.isSelected || undefined}
      data-invalid={isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {isInvalid ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      <label {...labelProps} className={styles.label}>
        <input {...mergeProps(inputProps, focusProps, { 'aria-describedby': describedBy })} ref={ref} className={styles.box} />
        <span>{children}</span>
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
