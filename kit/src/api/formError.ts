import type { FormServerError } from '../domain';
import { ApiError } from './ApiError';

/**
 * A failed API call as a kit form's `serverError`. The shop's 4xx messages are already in the
 * storefront's language (a wrong password, a taken email), so they are shown as they are, with
 * their per-field texts; anything else (offline, a 5xx) gets `fallback`, the app's own apology,
 * never a technical text. `fieldOfCode` places a field-less refusal next to its field, e.g.
 * `{ email_taken: 'email' }`.
 */
export function formErrorOf(error: unknown, fallback: string, fieldOfCode: Record<string, string> = {}): FormServerError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const field = fieldOfCode[error.code];
    const fields = error.fields ?? (field ? { [field]: error.message } : undefined);
    return fields ? { message: error.message, fields } : { message: error.message };
  }
  return { message: fallback };
}
