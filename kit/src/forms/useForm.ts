import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { z } from 'zod';
// Module paths, not the domain barrel: every form loads this hook, and the barrel's address
// rules would bring the phone-number metadata into forms that have no phone (payment, sign-in).
import { fieldErrorsOf, isValidationMessageId, validationMessageValues } from '../domain/account/validationMessages';
import { isCardValidationMessageId } from '../domain/commerce/card';
import type { FormServerError } from '../domain/errors';
import { isReviewValidationMessageId, reviewValidationMessageValues } from '../domain/reviews/reviewMessages';
import { isSupportValidationMessageId, supportValidationMessageValues } from '../domain/support/contactMessages';
import { useIntl } from '../i18n';
import type { IntlShape } from '../i18n/createIntl';

export type { FormServerError };

/** One line of the error summary; `fieldId` is missing for an error no field owns. */
export type FormErrorItem = { fieldId?: string; message: string };

/** A form's values: text fields are strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

export type UseFormOptions<V extends FormValues, Out> = {
  /** The values the form starts from (and goes back to on `reset`). */
  initialValues: V;
  /** The shared schema from `@rigsmith/kit/domain`: only what it parses reaches `onSubmit`. */
  schema: z.ZodType<Out>;
  /** The form's field names in the order they are shown, so the summary lists them in that order. */
  fields: readonly (keyof V & string)[];
  /** The fields the shopper must fill: their inputs are `aria-required`. @default none */
  required?: readonly (keyof V & string)[];
  /** Maps the typed values to the schema's input (e.g. an empty date becomes null). @default the values */
  toInput?: (values: V) => unknown;
  /**
   * Checks the schema cannot make (a place picked from the list): `{ field: messageId }`.
   * They apply to fields the schema passes.
   */
  validate?: (values: V) => Record<string, string>;
  /** Rewrites text as it is typed into a field, e.g. a card number grouped in fours. */
  format?: Partial<Record<keyof V & string, (text: string) => string>>;
  /** Called with what the schema parsed, only once every check passes. */
  onSubmit: (values: Out) => void | Promise<void>;
  /** The submission is under way: a second submit is ignored. @default false */
  isSubmitting?: boolean;
  /** The server's refusal: `message` heads the summary, `fields` sit next to their fields. */
  serverError?: FormServerError | null;
  /** Set when the last submit succeeded; a new message can clear the fields (see `resetOnSuccess`). */
  successMessage?: string;
  /** Go back to `initialValues` whenever a new `successMessage` arrives. @default false */
  resetOnSuccess?: boolean;
  /**
   * The form's own message ids in the reader's language (undefined for any other), for a form
   * whose schema has messages of its own that only its chunk should carry (the back office's).
   */
  formatOwnMessage?: (message: string) => string | undefined;
};

/** A `validation.*` id in the shopper's language; a server's (already localised) text as it is. */
export function formatFieldMessage(intl: IntlShape<ReactNode>, message: string): string {
  // The card form's own checks are catalogue ids too.
  return isValidationMessageId(message) || isCardValidationMessageId(message)
    ? intl.formatMessage({ id: message }, validationMessageValues)
    : // The contact form's own rules (order number, message length, privacy consent).
      isSupportValidationMessageId(message)
      ? intl.formatMessage({ id: message }, supportValidationMessageValues)
      : // The review form's own rules (rating, text length).
        isReviewValidationMessageId(message)
        ? intl.formatMessage({ id: message }, reviewValidationMessageValues)
        : message;
}

/** Moves focus to a field the summary names, scrolled so its label shows (GOV.UK error summary). */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}

/** The error summary's content, while it is shown. */
export type FormSummary = {
  /** One line per problem, in the order of the fields. */
  errors: FormErrorItem[];
  /** The server's message about the whole form, unless a line already says it. */
  description: string | undefined;
};

/**
 * The behaviour of every kit form, without markup: values, checks, localised errors, the
 * error summary and the props a brand spreads on its own elements.
 *
 * - Before the first submit a field is checked when the shopper leaves it, and only once
 *   they have changed it: no error while they are still typing, none for a field skipped.
 * - An error shown goes away as soon as the field is fixed ("reward early, punish late"),
 *   but a new error only appears on the next blur or submit.
 * - Submitting checks everything: each field shows its first message and the summary lists
 *   them all and takes focus (GOV.UK error summary pattern).
 * - A server refusal keeps what was typed; its field texts sit next to their fields until
 *   the shopper edits that field; its message heads the summary, which takes focus.
 *
 * Messages come out in the language of the nearest `IntlProvider`.
 */
export function useForm<V extends FormValues, Out>({
  initialValues,
  schema,
  fields,
  required = [],
  toInput = (values) => values,
  validate,
  format,
  onSubmit,
  isSubmitting = false,
  serverError = null,
  successMessage,
  resetOnSuccess = false,
  formatOwnMessage,
}: UseFormOptions<V, Out>) {
  const intl = useIntl();
  const baseId = useId();
  const [values, setValues] = useState<V>(initialValues);
  /** Client errors on show: `{ field: messageId }`. */
  const [shown, setShown] = useState<Record<string, string>>({});
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [submitFailed, setSubmitFailed] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // A new server error: show all its field texts again, head the summary with it, focus it.
  // Compared by content, so an app passing a fresh but equal object each render is fine.
  const serverKey = serverError ? JSON.stringify(serverError) : '';
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());
  if (seenServerKey !== serverKey) {
    setSeenServerKey(serverKey);
    setEditedSinceServer(new Set());
    if (serverError) setFocusRequest((n) => n + 1);
  }

  const reset = useCallback(
    (next: V = initialValues) => {
      setValues(next);
      setShown({});
      setChanged(new Set());
      setSubmitFailed(false);
      setEditedSinceServer(new Set());
    },
    [initialValues],
  );

  // A new success message clears the fields (the change-password form, after a success only).
  const [seenSuccess, setSeenSuccess] = useState(successMessage);
  if (seenSuccess !== successMessage) {
    setSeenSuccess(successMessage);
    if (successMessage && resetOnSuccess) reset();
  }

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  /** The id of a field's control: the summary links to it. */
  const idOf = (field: string) => `${baseId}-${field}`;
  /** The id of the element holding a field's error, for `aria-describedby`. */
  const errorIdOf = (field: string) => `${baseId}-${field}-error`;
  /** The id of the element holding a field's hint, for `aria-describedby`. */
  const descriptionIdOf = (field: string) => `${baseId}-${field}-description`;

  /** Every failing field's first message id, for the values given. */
  const errorsOf = (current: V): Record<string, string> => {
    const result = schema.safeParse(toInput(current));
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    for (const [field, message] of Object.entries(validate?.(current) ?? {})) errors[field] ??= message;
    return errors;
  };

  const setField = <K extends keyof V & string>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!changed.has(field)) setChanged(new Set(changed).add(field));
    if (serverError?.fields?.[field] !== undefined && !editedSinceServer.has(field)) {
      setEditedSinceServer(new Set(editedSinceServer).add(field));
    }
    // Reward early: an error on show disappears once its field is right (a password fixed
    // can fix the confirmation too), but a new one waits for blur or submit.
    if (Object.keys(shown).length > 0) {
      const now = errorsOf(next);
      const kept = Object.fromEntries(Object.entries(shown).filter(([name]) => now[name] !== undefined));
      if (Object.keys(kept).length !== Object.keys(shown).length) setShown(kept);
    }
  };

  /** Several fields at once (a place picked fills city and postcode). */
  const setFields = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const names = Object.keys(patch);
    setChanged(new Set([...changed, ...names]));
    setEditedSinceServer(new Set([...editedSinceServer, ...names.filter((name) => serverError?.fields?.[name] !== undefined)]));
    const now = errorsOf(next);
    const kept = Object.fromEntries(Object.entries(shown).filter(([name]) => now[name] !== undefined));
    if (Object.keys(kept).length !== Object.keys(shown).length) setShown(kept);
  };

  const blurField = (field: keyof V & string) => {
    if (!changed.has(field) && !submitFailed) return;
    const message = errorsOf(values)[field];
    if (message === shown[field]) return;
    const { [field]: _hidden, ...rest } = shown;
    setShown(message === undefined ? rest : { ...rest, [field]: message });
  };

  /** The message next to a field: the client's own check first, then the server's text. */
  const errorOf = (field: string): string | undefined => {
    const own = shown[field];
    if (own !== undefined) return formatOwnMessage?.(own) ?? formatFieldMessage(intl, own);
    if (!editedSinceServer.has(field)) return serverError?.fields?.[field];
    return undefined;
  };

  const errors: Partial<Record<keyof V & string, string>> = {};
  const summaryErrors: FormErrorItem[] = [];
  for (const field of fields) {
    const message = errorOf(field);
    if (message !== undefined) {
      errors[field] = message;
      summaryErrors.push({ fieldId: idOf(field), message });
    }
  }
  // Server texts for no field of this form (e.g. `form`) are listed without a link.
  for (const [field, message] of Object.entries(serverError?.fields ?? {})) {
    if (!(fields as readonly string[]).includes(field)) summaryErrors.push({ message });
  }
  // The server's message heads the summary, unless it is the same text as a field's.
  const serverMessage = serverError?.message || undefined;
  const summaryDescription = summaryErrors.some((item) => item.message === serverMessage) ? undefined : serverMessage;
  const showSummary = (submitFailed || serverError !== null) && (summaryErrors.length > 0 || summaryDescription !== undefined);
  const summary: FormSummary | null = showSummary ? { errors: summaryErrors, description: summaryDescription } : null;

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const input = toInput(values);
    const result = schema.safeParse(input);
    const failing = result.success ? {} : fieldErrorsOf(result.error);
    for (const [field, message] of Object.entries(validate?.(values) ?? {})) failing[field] ??= message;
    if (!result.success || Object.keys(failing).length > 0) {
      setShown(failing);
      setSubmitFailed(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setShown({});
    setSubmitFailed(false);
    void onSubmit(result.data);
  };

  const typed = <K extends keyof V & string>(field: K, text: string) => setField(field, (format?.[field]?.(text) ?? text) as V[K]);
  const isRequired = (field: string) => (required as readonly string[]).includes(field);

  return {
    /** What is typed and ticked, by field name. */
    values,
    /** The message shown next to each field now, localised; a field without one is absent. */
    errors,
    /** The error summary's lines and message, or null while it is not shown (before a failed submit or a refusal). */
    summary,
    /** Give it to the summary's element: a failed submit or a new refusal focuses it. */
    summaryRef,
    /** The last submit failed the checks (fields skipped so far are checked on blur from now on). */
    submitFailed,
    /** The `isSubmitting` option, for the submit button. */
    isSubmitting,
    /** Sets one field as if typed (an error shown goes as soon as the field is right). */
    setField,
    /** Sets several fields at once, e.g. a place picked fills city and postcode. */
    setFields,
    /** The shopper left a field: checks it, once it was changed or a submit failed. */
    blurField,
    /** The message shown by a field now, localised (also for fields outside `fields`). */
    errorOf,
    /** The id of a field's control: the summary links to it. */
    idOf,
    /** The id of the element holding a field's error, for `aria-describedby`. */
    errorIdOf,
    /** The id of the element holding a field's hint, for `aria-describedby`. */
    descriptionIdOf,
    /** Back to the initial values (or those given), with no errors shown. */
    reset,
    /** Props for the `<form>`: the kit's checks replace the browser's (`noValidate`). */
    getFormProps: () => ({ onSubmit: onFormSubmit, noValidate: true as const, 'aria-busy': isSubmitting || undefined }),
    /**
     * Props for a plain `<input>`, `<textarea>` or `<select>` holding a text field. Pass
     * `{ description: true }` when a hint with `descriptionIdOf(field)` is rendered.
     */
    getInputProps: <K extends keyof V & string>(field: K, options: { description?: boolean } = {}) => {
      const invalid = errorOf(field) !== undefined;
      const describedBy = [invalid ? errorIdOf(field) : '', options.description ? descriptionIdOf(field) : ''].filter(Boolean).join(' ');
      return {
        id: idOf(field),
        name: field,
        value: values[field] as string,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => typed(field, event.target.value),
        onBlur: () => blurField(field),
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired(field) || undefined,
      };
    },
    /** Props for a plain `<input type="checkbox">`. */
    getCheckboxProps: <K extends keyof V & string>(field: K) => {
      const invalid = errorOf(field) !== undefined;
      return {
        type: 'checkbox' as const,
        id: idOf(field),
        name: field,
        checked: values[field] as boolean,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.checked as V[K]),
        // Ticking a box is a whole change: check it at once (the terms box clears its error).
        onBlur: () => blurField(field),
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorIdOf(field) : undefined,
        'aria-required': isRequired(field) || undefined,
      };
    },
    /** Props for a field component that takes its value and error (the kit's `TextField`, react-aria's). */
    getFieldProps: <K extends keyof V & string>(field: K) => ({
      id: idOf(field),
      name: field,
      value: values[field] as string,
      onChange: (value: string) => typed(field, value),
      onBlur: () => blurField(field),
      errorMessage: errorOf(field),
    }),
    /** Props for a checkbox component that takes `isSelected` (the kit's `Checkbox`). */
    getCheckboxFieldProps: <K extends keyof V & string>(field: K) => ({
      id: idOf(field),
      name: field,
      isSelected: values[field] as boolean,
      onChange: (selected: boolean) => setField(field, selected as V[K]),
      onBlur: () => blurField(field),
      errorMessage: errorOf(field),
    }),
    /** Props for the `<label>` of a field. */
    getLabelProps: (field: keyof V & string) => ({ htmlFor: idOf(field) }),
    /** Props for the element showing a field's error (render it only while `errors[field]` is set). */
    getErrorProps: (field: keyof V & string) => ({ id: errorIdOf(field) }),
    /** Props for the element showing a field's hint (then pass `{ description: true }` to `getInputProps`). */
    getDescriptionProps: (field: keyof V & string) => ({ id: descriptionIdOf(field) }),
    /** Props for the summary's root: focusable from script, named by its title (`getSummaryTitleProps`). */
    getSummaryProps: () => ({ ref: summaryRef, tabIndex: -1, role: 'group' as const, 'aria-labelledby': `${baseId}-summary-title` }),
    /** Props for the summary's heading. */
    getSummaryTitleProps: () => ({ id: `${baseId}-summary-title` }),
    /** Props for a summary line's link: it moves focus to the field. */
    getSummaryLinkProps: (item: FormErrorItem & { fieldId: string }) => ({
      href: `#${item.fieldId}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (focusField(item.fieldId)) event.preventDefault();
      },
    }),
  };
}

/** What `useForm` returns: state, actions and prop getters. */
export type HeadlessForm<V extends FormValues> = ReturnType<typeof useForm<V, unknown>>;
