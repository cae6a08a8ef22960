import { useCallback, useRef, useState } from 'react';
import { useIntl } from '@rigsmith/kit';
import { serverErrorOf, type FormServerError } from './serverError';

export type Submission<T> = {
  isSubmitting: boolean;
  serverError: FormServerError | null;
  /** Give to a kit form's `onSubmit`: runs the call, and keeps its failure as `serverError`. */
  submit(values: T): Promise<void>;
};

/**
 * The submitting and server-error state of one account form: the screen owns the call,
 * the kit form only shows what it is given (components never fetch, STYLE.md).
 */
export function useSubmission<T, R>(
  action: (values: T) => Promise<R>,
  options: { onSuccess?: (result: R, values: T) => void; fieldOfCode?: Record<string, string> } = {},
): Submission<T> {
  const intl = useIntl();
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  // The latest callbacks, so `submit` keeps one identity across renders.
  const latest = useRef({ action, options, intl });
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  latest.current = { action, options, intl };

  const submit = useCallback(async (values: T) => {
    setSubmitting(true);
    setServerError(null);
    try {
      const result = await latest.current.action(values);
      setSubmitting(false);
      latest.current.options.onSuccess?.(result, values);
    } catch (error) {
      setSubmitting(false);
      setServerError(serverErrorOf(error, latest.current.intl, latest.current.options.fieldOfCode));
    }
  }, []);

  return { isSubmitting, serverError, submit };
}
