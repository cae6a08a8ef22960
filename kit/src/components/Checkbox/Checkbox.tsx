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
  /** Whether the box starts ticked (uncontrolled). @default false */
  defaultSelected?: boolean;
  /** Called with the new state each time the shopper ticks or unticks the box. */
  onChange?: (isSelected: boolean) => void;
  /** Focus left the box: the forms check the field then. */
  onBlur?: () => void;
  /** Marks the box `aria-required` (the forms validate; the browser does not). @default false */
  isRequired?: boolean;
  /** The box cannot be ticked or unticked. @default false */
  isDisabled?: boolean;
  /** Form field name of the input, sent with a native form submit. */
  name?: string;
  /** The value sent under `name` while the box is ticked. */
  value?: string;
  /** The input's id (the error summary links to it). @default generated */
  id?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
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
