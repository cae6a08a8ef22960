import type { DOMAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import * as fieldStyles from '../TextField/TextField.css';

export type FieldLabelsProps = {
  label: ReactNode;
  /** From the react-aria field hook, which ties label, hint and error to the input. */
  labelProps: LabelHTMLAttributes<HTMLLabelElement> | DOMAttributes<HTMLLabelElement>;
  description?: ReactNode;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessage?: ReactNode;
  errorMessageProps: DOMAttributes<HTMLElement>;
  isInvalid: boolean;
};

/**
 * What every kit text field shows above its input, in GOV.UK order: the label, the hint,
 * then the error (so a screen reader hears the error with the input, not after it).
 */
export function FieldLabels({ label, labelProps, description, descriptionProps, errorMessage, errorMessageProps, isInvalid }: FieldLabelsProps) {
  return (
    <>
      <label {...labelProps} className={fieldStyles.label}>
        {label}
      </label>
      {description ? (
        <p {...descriptionProps} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      {isInvalid ? (
        <p {...errorMessageProps} className={fieldStyles.error}>
          {errorMessage}
        </p>
      ) : null}
    </>
  );
}
