import { useCallback, useRef, useState } from 'react';
import { supportEndpoints, type ContactTicketRequest, type ContactTicketResult } from '../../api';
import { useApiClient } from '../ApiClientProvider';

export type ContactTicketApi = {
  /**
   * Sends the contact form (POST api/support/ticket/); resolves to the ticket's reference and
   * rejects with the `ApiError` (a 400's `fields` go next to the form's fields). A second
   * call while one is under way is ignored (it resolves to null).
   */
  raise(body: ContactTicketRequest): Promise<ContactTicketResult | null>;
  isSubmitting: boolean;
  /** The last call's failure, until the next call. */
  error: unknown;
  /** The raised ticket's reference ("support ticket raised"), until `reset`. */
  reference: string | null;
  /** Back to an empty form, e.g. to send another enquiry. */
  reset(): void;
};

/** The contact-us form's call and its state; signed in, the client's token links the ticket to the customer. */
export function useContactTicket(): ContactTicketApi {
  const client = useApiClient();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reference, setReference] = useState<string | null>(null);
  const inFlight = useRef(false);

  const raise = useCallback(
    async (body: ContactTicketRequest) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const result = await supportEndpoints.raiseSupportTicket(client, body);
        setReference(result.reference);
        return result;
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [client],
  );

  const reset = useCallback(() => {
    setReference(null);
    setError(null);
  }, []);

  return { raise, isSubmitting, error, reference, reset };
}
