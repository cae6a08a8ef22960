import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTextField } from 'react-aria';
import { FieldLabels } from '../internal/FieldLabels';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './ContactForm.css';

type MessageFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  id: string;
};

/**
 * The enquiry: a labelled multi-line text box (react-aria `useTextField` on a textarea),
 * with the hint and error announced through `aria-describedby` like `TextField`'s.
 */
export function MessageField({ label, description, errorMessage, isRequired = false, ...props }: MessageFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const isInvalid = Boolean(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...props, label, description, errorMessage, isInvalid, isRequired, validationBehavior: 'aria', inputElementType: 'textarea' },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  return (
    <div className={fieldStyles.field} data-invalid={isInvalid || undefined}>
      <FieldLabels {...{ label, labelProps, description, descriptionProps, errorMessage, errorMessageProps, isInvalid }} />
      <textarea
        {...mergeProps(inputProps, focusProps)}
        ref={ref}
        rows={6}
        className={`${fieldStyles.input} ${styles.message}`}
        data-focus-visible={isFocusVisible || undefined}
      />
    </div>
  );
}
