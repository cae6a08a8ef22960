import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTextField } from 'react-aria';
import * as styles from './TextField.css';
import { FieldLabels } from '../internal/FieldLabels';

export type TextFieldProps = {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the label (e.g. the phone prefix), linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error to show under the label; while set the input is `aria-invalid` and described
   * by it. The account forms pass the field's first message after a check.
   */
  errorMessage?: string;
  /** Marks the input `aria-required` (the forms validate; the browser does not). @default false */
  isRequired?: boolean;
  /** The text in the field (controlled). */
  value?: string;
  /** The text the field starts with (uncontrolled). */
  defaultValue?: string;
  /** Called with the text on every keystroke. */
  onChange?: (value: string) => void;
  /** Focus left the field: the forms check it then. */
  onBlur?: () => void;
  /** The input type: `email`, `tel` and `url` bring the matching keyboard on phones and autofill. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'search' | 'url';
  /** Form field name of the input. */
  name?: string;
  /** The input's id (the error summary links to it). @default generated */
  id?: string;
  /** The browser's autofill hint, e.g. `email`, `tel` or `address-line1`. */
  autoComplete?: string;
  /** The on-screen keyboard to show on phones, e.g. `numeric` for digits only. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  /** Shows the value, which cannot be edited but is still focusable and sent (e.g. the account's email). @default false */
  isReadOnly?: boolean;
  /** Greyed out: the field cannot be focused or edited. @default false */
  isDisabled?: boolean;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * A labelled text input (react-aria `useTextField`) with an optional hint and error
 * message, both announced with the input through `aria-describedby`.
 *
 * @selector [data-invalid] on the field while it shows an error
 * @selector [data-readonly] on the field when read-only
 * @selector [data-focus-visible] on the input under keyboard focus
 */
export function TextField({ label, description, errorMessage, isRequired = false, className, ...props }: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const isInvalid = Boolean(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...props, label, description, errorMessage, isInvalid, isRequired, validationBehavior: 'aria' },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={isInvalid || undefined}
      data-readonly={props.isReadOnly || undefined}
    >
      <FieldLabels {...{ label, labelProps, description, descriptionProps, errorMessage, errorMessageProps, isInvalid }} />
      <input {...mergeProps(inputProps, focusProps)} ref={ref} className={styles.input} data-focus-visible={isFocusVisible || undefined} />
    </div>
  );
}
