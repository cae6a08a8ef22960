import { useId, useRef, useState, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { mergeProps, useButton, useFocusRing, useTextField, VisuallyHidden } from 'react-aria';
import { allFieldErrorsOf, newPasswordSchema, validationMessages, validationMessageValues } from '../../domain';
import { useIntl } from '../../i18n';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';
import { FieldLabels } from '../internal/FieldLabels';

export type PasswordFieldProps = {
  /** The visible label, e.g. "Password" or "New password". */
  label: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The error under the label; the input is then `aria-invalid` and described by it. */
  errorMessage?: string;
  /** Marks the input `aria-required` (the forms validate; the browser does not). @default false */
  isRequired?: boolean;
  /** The typed password (controlled). */
  value?: string;
  /** The password the field starts with (uncontrolled). */
  defaultValue?: string;
  /** Called with the text on every keystroke. */
  onChange?: (value: string) => void;
  /** Focus left the field: the forms check it then. */
  onBlur?: () => void;
  /** Form field name of the input. */
  name?: string;
  /** The input's id (the error summary links to it). @default generated */
  id?: string;
  /** `current-password` to sign in, `new-password` to choose one (password managers offer to generate it). @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * Show the SPEC §5 rules as a live checklist under the field, each ticked as the typed
   * password meets it (checked with the shared `newPasswordSchema`). @default false
   */
  showRules?: boolean;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The SPEC §5 rules in the checklist, keyed by the message each one fails with. The
 * maximum length is left out: SPEC §5 does not show it.
 */
const rules = [
  { failsWith: validationMessages.passwordTooShort, text: 'passwordField.rule.length' },
  { failsWith: validationMessages.passwordLowercase, text: 'passwordField.rule.lowercase' },
  { failsWith: validationMessages.passwordUppercase, text: 'passwordField.rule.uppercase' },
  { failsWith: validationMessages.passwordNumber, text: 'passwordField.rule.number' },
  { failsWith: validationMessages.passwordSpecial, text: 'passwordField.rule.special' },
  { failsWith: validationMessages.passwordLatin, text: 'passwordField.rule.latin' },
] as const;

/**
 * A password input (react-aria `useTextField`) with a show/hide toggle button
 * (`aria-pressed`, it keeps its name) and, for a new password, the rules as a checklist
 * whose progress is announced politely.
 *
 * @selector [data-invalid] on the field while it shows an error
 * @selector [data-met] on a rule the password meets
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  isRequired = false,
  showRules = false,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isVisible, setVisible] = useState(false);
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '', props.onChange);
  const rulesId = useId();
  const rulesTitleId = useId();
  const isInvalid = Boolean(errorMessage);

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...props,
      onChange: setValue,
      label,
      description,
      errorMessage,
      isInvalid,
      isRequired,
      autoComplete,
      type: isVisible ? 'text' : 'password',
      validationBehavior: 'aria',
      'aria-describedby': showRules ? rulesId : undefined,
      // A shown password must not be auto-corrected or remembered by the keyboard.
      autoCorrect: 'off',
      spellCheck: 'false',
    },
    inputRef,
  );
  const { buttonProps } = useButton({ onPress: () => setVisible(!isVisible), 'aria-controls': inputProps.id }, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();

  const parsed = newPasswordSchema.safeParse(value);
  const failed = new Set(parsed.success ? [] : (allFieldErrorsOf(parsed.error).form ?? []));
  const met = rules.filter((rule) => value !== '' && !failed.has(rule.failsWith)).length;

  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field} data-invalid={isInvalid || undefined}>
      <FieldLabels {...{ label, labelProps, description, descriptionProps, errorMessage, errorMessageProps, isInvalid }} />
      <div className={fieldStyles.inputGroup} data-invalid={isInvalid || undefined}>
        <input {...inputProps} ref={inputRef} className={fieldStyles.groupInput} />
        <button
          {...mergeProps(buttonProps, focusProps)}
          ref={buttonRef}
          className={fieldStyles.groupButton}
          aria-pressed={isVisible}
          data-focus-visible={isFocusVisible || undefined}
        >
          {intl.formatMessage(
            { id: 'passwordField.show' },
            {
              hidden: (chunks: ReactNode[]) => (
                <VisuallyHidden elementType="span" key="hidden">
                  {chunks}
                </VisuallyHidden>
              ),
            },
          )}
        </button>
      </div>
      {showRules ? (
        <div id={rulesId} className={styles.rules}>
          <p id={rulesTitleId} className={styles.rulesTitle}>
            {intl.formatMessage({ id: 'passwordField.rules' })}
          </p>
          <ul className={styles.ruleList} aria-labelledby={rulesTitleId}>
            {rules.map((rule) => {
              const isMet = value !== '' && !failed.has(rule.failsWith);
              return (
                <li key={rule.text} className={styles.rule} data-met={isMet || undefined}>
                  <span aria-hidden="true" className={styles.mark}>
                    {isMet ? '✓' : '•'}
                  </span>
                  <span>
                    {intl.formatMessage({ id: rule.text }, validationMessageValues)}
                    <VisuallyHidden elementType="span">
                      {' '}
                      {intl.formatMessage({ id: isMet ? 'passwordField.ruleMet' : 'passwordField.ruleNotMet' })}
                    </VisuallyHidden>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {/* Progress, not the whole list, is announced as the shopper types. */}
      {showRules ? (
        <VisuallyHidden elementType="p" role="status">
          {value === '' ? '' : intl.formatMessage({ id: 'passwordField.rulesStatus' }, { met, total: rules.length })}
        </VisuallyHidden>
      ) : null}
    </div>
  );
}
