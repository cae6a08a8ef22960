import type { useIntl } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';

/** What the kit's account forms take as `serverError`: a summary message and per-field texts. */
export type FormServerError = { message: string; fields?: Record<string, string> };

type Intl = ReturnType<typeof useIntl>;

/**
 * A failed account call as the form's `serverError`. The server localises its 4xx messages
 * for the storefront's country (a wrong password, too many attempts, a taken email), so they
 * are shown as they are; anything else (offline, a 5xx) gets the storefront's own apology,
 * never an English technical text. `fieldOfCode` places a field-less refusal next to its
 * field, e.g. `{ email_taken: 'email' }`.
 */
export function serverErrorOf(error: unknown, intl: Intl, fieldOfCode: Record<string, string> = {}): FormServerError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const field = fieldOfCode[error.code];
    const fields = error.fields ?? (field ? { [field]: error.message } : undefined);
    return fields ? { message: error.message, fields } : { message: error.message };
  }
  if (!(error instanceof ApiError)) console.error('An account call failed unexpectedly', error);
  return { message: intl.formatMessage({ id: 'accountScreen.unexpectedError' }) };
}
