import type { ReactNode } from 'react';
import { ErrorSummary } from '../ErrorSummary';
import { FormNotice } from '../FormNotice';
import type { FormErrorItem } from './useAccountForm';
import * as styles from './accountForm.css';

type AccountFormShellProps = {
  form: {
    formProps: { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; noValidate: boolean };
    summary: { errors: FormErrorItem[]; description?: string | undefined; ref: React.Ref<HTMLDivElement> } | null;
  };
  successMessage?: string | undefined;
  /** Shown above the fields (e.g. the address limit). */
  notice?: ReactNode;
  children: ReactNode;
  isSubmitting?: boolean | undefined;
  'aria-label'?: string | undefined;
  className?: string | undefined;
  /** For a submit button outside the form (`form={id}`), as in a dialog's actions. */
  id?: string | undefined;
};

/**
 * The frame every account form shares: the error summary first (GOV.UK: at the top, where
 * focus lands), then the success message, then the fields. The browser's own validation is
 * off (`noValidate`): the shared schema's messages are the ones shown.
 */
export function AccountFormShell({ form, successMessage, notice, children, isSubmitting, className, id, ...rest }: AccountFormShellProps) {
  return (
    <form
      {...form.formProps}
      id={id}
      aria-label={rest['aria-label']}
      aria-busy={isSubmitting || undefined}
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      {form.summary ? <ErrorSummary {...form.summary} /> : null}
      {successMessage ? <FormNotice tone="success">{successMessage}</FormNotice> : null}
      {notice}
      {children}
    </form>
  );
}
