import { useMemo } from 'react';
import { formatCardNumber, paymentCardSchema, type PayRequest } from '../domain';
import type { FormSubmitOptions } from './useLoginForm';
import { useForm } from './useForm';

export type UsePaymentFormOptions = FormSubmitOptions<PayRequest> & {
  /** The date expiry dates are checked against. @default now */
  now?: Date;
};

const paymentFields = ['card_number', 'expiry', 'cvc', 'name_on_card'] as const;
const cardFormat = { card_number: formatCardNumber };

/**
 * The payment step's card form without markup: `card_number` (grouped in fours as typed,
 * Luhn-checked), `expiry` `MM/YY` (not past), `cvc` and `name_on_card`, checked with the
 * shared `paymentCardSchema`. `onSubmit` gets the card as the pay call takes it (digits only).
 * What the kit's `PaymentForm` is built on; the decline and sandbox notices are the page's.
 */
export function usePaymentForm({ onSubmit, isSubmitting, serverError, now }: UsePaymentFormOptions) {
  const schema = useMemo(() => paymentCardSchema(now ?? new Date()), [now]);
  return useForm({
    initialValues: { card_number: '', expiry: '', cvc: '', name_on_card: '' },
    schema,
    fields: paymentFields,
    required: paymentFields,
    format: cardFormat,
    onSubmit,
    isSubmitting,
    serverError,
  });
}
