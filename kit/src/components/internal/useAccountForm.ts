import type { FormEvent, RefObject } from 'react';
import type { FormServerError } from '../../domain';
import { useForm, type FormSummary, type FormValues, type UseFormOptions } from '../../forms/useForm';

// The behaviour lives in the headless `useForm` (`@rigsmith/kit/forms`): the styled forms are
// one face of it, a brand's own markup the other.
export { formatFieldMessage, type FormErrorItem, type FormServerError } from '../../forms/useForm';

export type UseAccountFormOptions<V extends FormValues, Out> = UseFormOptions<V, Out>;

/** `useForm` with the props the kit's own `TextField`, `Checkbox` and `AccountFormShell` take. */
export function useAccountForm<V extends FormValues, Out>(options: UseFormOptions<V, Out>) {
  return withKitProps(useForm(options));
}

/** Adds to a headless form the prop shapes the kit's styled fields and form shell take. */
export function withKitProps<
  F extends {
    getFieldProps: unknown;
    getCheckboxFieldProps: unknown;
    getFormProps: () => { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
    summary: FormSummary | null;
    summaryRef: RefObject<HTMLDivElement | null>;
  },
>(form: F) {
  const { onSubmit, noValidate } = form.getFormProps();
  return {
    ...form,
    /** Props for a `TextField` or `PasswordField`. */
    textField: form.getFieldProps as F['getFieldProps'],
    /** Props for a `Checkbox`. */
    checkbox: form.getCheckboxFieldProps as F['getCheckboxFieldProps'],
    formProps: { onSubmit, noValidate },
    summary: form.summary ? { ...form.summary, ref: form.summaryRef } : null,
  };
}

/** The props every account form takes (SPEC §4: values in, errors shown, one submit). */
export type AccountFormProps<Out> = {
  /** Called with the values the shared schema parsed (trimmed, email lower-cased, phone normalised), never with invalid ones. */
  onSubmit: (values: Out) => void | Promise<void>;
  /** The submission is under way: the submit button is pending and a second submit is ignored. @default false */
  isSubmitting?: boolean;
  /** The server's refusal; what was typed is kept. */
  serverError?: FormServerError | null;
  /** Names the form for assistive technology (it then becomes a landmark). */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};
