import { useId, type ReactNode } from 'react';
import { mergeProps, useFocusRing } from 'react-aria';
import { useControllableState } from '../internal/useControllableState';
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
 * A checkbox: a native input styled in place, so it keeps the platform's own behaviour (Space
 * toggles, the label toggles it, the form's own reset and submit) and a 44 px target row.
 * Validation is the forms' (`aria-invalid`, `aria-required`), never the browser's. No
 * react-aria checkbox hook: a native input needs none, and the customiser's list filters
 * drew two of them on its first render.
 *
 * @selector [data-selected] on the root while ticked
 * @selector [data-invalid] on the root while it shows an error
 * @selector [data-focus-visible] on the root under keyboard focus
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  isRequired = false,
  isSelected: selected,
  defaultSelected = false,
  onChange,
  onBlur,
  isDisabled = false,
  name,
  value,
  id,
}: CheckboxProps) {
  const [isSelected, setSelected] = useControllableState(selected, defaultSelected, onChange);
  const isInvalid = Boolean(errorMessage);
  const generatedId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [isInvalid ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-selected={isSelected || undefined}
      data-invalid={isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {isInvalid ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      <label className={styles.label}>
        <input
          {...mergeProps(focusProps, { onBlur })}
          type="checkbox"
          id={id ?? generatedId}
          name={name}
          value={value}
          checked={isSelected}
          onChange={(event) => setSelected(event.target.checked)}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={styles.box}
        />
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
