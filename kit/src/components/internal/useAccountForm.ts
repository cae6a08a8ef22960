import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
// Module paths, not the domain barrel: every form loads this hook, and the barrel's address
// rules would bring the phone-number metadata into forms that have no phone (payment, sign-in).
import { fieldErrorsOf, isValidationMessageId, validationMessageValues } from '../../domain/account/validationMessages';
import { isCardValidationMessageId } from '../../domain/commerce/card';
import { isReviewValidationMessageId, reviewValidationMessageValues } from '../../domain/reviews/reviewMessages';
import { isSupportValidationMessageId, supportValidationMessageValues } from '../../domain/support/contactMessages';
import { useIntl } from '../../i18n';
import type { IntlShape } from '../../i18n/createIntl';

/**
 * What the server said when it refused a form: `message` goes in the error
 * summary; `fields` holds texts the server has already localised, shown as they are next
 * to their field (keys are the API's field names, which are the forms' field names).
 */
export type { FormServerError } from '../../domain';
import type { FormServerError } from '../../domain';

/** One line of the error summary; `fieldId` is missing for an error no field owns. */
export type FormErrorItem = { fieldId?: string; message: string };

type FormValues = Record<string, string | boolean>;

export type UseAccountFormOptions<V extends FormValues, Out> = {
  /** The values the form starts from (and goes back to on `reset`). */
  initialValues: V;
  /** The shared schema from `@rigsmith/kit/domain`: only what it parses reaches `onSubmit`. */
  schema: z.ZodType<Out>;
  /** The form's field names in the order they are shown, so the summary lists them in that order. */
  fields: readonly (keyof V & string)[];
  /** Maps the typed values to the schema's input (e.g. an empty date becomes null). @default the values */
  toInput?: (values: V) => unknown;
  /**
   * Checks the schema cannot make (a place picked from the list): `{ field: messageId }`.
   * They apply to fields the schema passes.
   */
  validate?: (values: V) => Record<string, string>;
  onSubmit: (values: Out) => void | Promise<void>;
  isSubmitting?: boolean;
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

/**
 * Form state for the account forms, in one place so every form behaves the same:
 *
 * - Before the first submit a field is checked when the shopper leaves it, and only once
 *   they have changed it: no error while they are still typing, none for a field skipped.
 * - An error shown goes away as soon as the field is fixed ("reward early, punish late"),
 *   but a new error only appears on the next blur or submit.
 * - Submitting checks everything: each field shows its first message and the summary lists
 *   them all and takes focus (GOV.UK error summary pattern).
 * - A server refusal keeps what was typed; its field texts sit next to their fields until
 *   the shopper edits that field; its message heads the summary, which takes focus.
 */
export function useAccountForm<V extends FormValues, Out>({
  initialValues,
  schema,
  fields,
  toInput = (values) => values,
  validate,
  onSubmit,
  isSubmitting = false,
  serverError = null,
  successMessage,
  resetOnSuccess = false,
  formatOwnMessage,
}: UseAccountFormOptions<V, Out>) {
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

  const idOf = (field: string) => `${baseId}-${field}`;

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

  const summaryErrors: FormErrorItem[] = [];
  for (const field of fields) {
    const message = errorOf(field);
    if (message !== undefined) summaryErrors.push({ fieldId: idOf(field), message });
  }
  // Server texts for no field of this form (e.g. `form`) are listed without a link.
  for (const [field, message] of Object.entries(serverError?.fields ?? {})) {
    if (!(fields as readonly string[]).includes(field)) summaryErrors.push({ message });
  }
  // The server's message heads the summary, unless it is the same text as a field's.
  const serverMessage = serverError?.message || undefined;
  const summaryDescription = summaryErrors.some((item) => item.message === serverMessage) ? undefined : serverMessage;
  const showSummary = (submitFailed || serverError !== null) && (summaryErrors.length > 0 || summaryDescription !== undefined);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const input = toInput(values);
    const result = schema.safeParse(input);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    for (const [field, message] of Object.entries(validate?.(values) ?? {})) errors[field] ??= message;
    if (!result.success || Object.keys(errors).length > 0) {
      setShown(errors);
      setSubmitFailed(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setShown({});
    setSubmitFailed(false);
    void onSubmit(result.data);
  };

  /** Props for a `TextField` or `PasswordField`. */
  const textField = <K extends keyof V & string>(field: K) => ({
    id: idOf(field),
    name: field,
    value: values[field] as string,
    onChange: (value: string) => setField(field, value as V[K]),
    onBlur: () => blurField(field),
    errorMessage: errorOf(field),
  });

  /** Props for a `Checkbox`. */
  const checkbox = <K extends keyof V & string>(field: K) => ({
    id: idOf(field),
    name: field,
    isSelected: values[field] as boolean,
    onChange: (selected: boolean) => setField(field, selected as V[K]),
    // Ticking a box is a whole change: check it at once (the terms box clears its error).
    onBlur: () => blurField(field),
    errorMessage: errorOf(field),
  });

  return {
    values,
    setField,
    setFields,
    blurField,
    errorOf,
    idOf,
    reset,
    textField,
    checkbox,
    formProps: { onSubmit: onFormSubmit, noValidate: true },
    summary: showSummary ? { errors: summaryErrors, description: summaryDescription, ref: summaryRef } : null,
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
