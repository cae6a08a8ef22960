import type { useIntl } from '@rigsmith/kit';
import { ApiError, formErrorOf } from '@rigsmith/kit/api';
import type { FormServerError } from '@rigsmith/kit/domain';

export type { FormServerError };

type Intl = ReturnType<typeof useIntl>;

/**
 * A failed account call as the form's `serverError` (the kit's `formErrorOf`), with the
 * storefront's own apology for anything that is not a 4xx, and the unexpected logged.
 */
export function serverErrorOf(error: unknown, intl: Intl, fieldOfCode: Record<string, string> = {}): FormServerError {
  if (!(error instanceof ApiError)) console.error('An account call failed unexpectedly', error);
  return formErrorOf(error, intl.formatMessage({ id: 'accountScreen.unexpectedError' }), fieldOfCode);
}
