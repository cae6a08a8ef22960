import { z } from 'zod';
import { validationMessages } from '../account/validationMessages';

/**
 * The card form's client-side checks: what the shopper can be told before the
 * card goes anywhere. The payment provider still decides; these catch typing slips.
 */
export const cardValidationMessages = {
  cardNumber: 'payment.validation.cardNumber',
  expiry: 'payment.validation.expiry',
  expired: 'payment.validation.expired',
  cvc: 'payment.validation.cvc',
  nameTooLong: 'payment.validation.nameTooLong',
} as const;

export type CardValidationMessageId = (typeof cardValidationMessages)[keyof typeof cardValidationMessages];

export function isCardValidationMessageId(value: string): value is CardValidationMessageId {
  return (Object.values(cardValidationMessages) as string[]).includes(value);
}

/** The sandbox provider's documented test cards: what each does. */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
  { number: '4000 0027 6000 3184', outcome: 'requires_action' },
] as const;

export const NAME_ON_CARD_MAX_LENGTH = 100;

/** Digits only (spaces and dashes are how people copy card numbers). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

/** The card scheme by its number's prefix (IIN ranges); 'card' for any other. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'card';
}

/** Groups of four, as printed on the card: what the field shows while typing. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MMYY`, `MM/YY` or `M/YY` → `MM/YY`; anything else is returned trimmed, for the check to refuse. */
export function normaliseExpiry(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  return `${match[1]!.padStart(2, '0')}/${match[2]}`;
}

/** Whether `MM/YY` is a month that has not ended yet (a card works to the end of its month). */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const m = cardValidationMessages;
const required = validationMessages.required;

/**
 * The card form's schema: its output is the body of POST …/pay/ (digits only, `MM/YY`).
 * `now` decides which expiry dates have passed.
 */
export function paymentCardSchema(now: Date) {
  return z.object({
    card_number: z
      .string({ error: required })
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(1, required)
          .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), m.cardNumber),
      ),
    expiry: z
      .string({ error: required })
      .transform(normaliseExpiry)
      .pipe(
        z
          .string()
          .min(1, required)
          .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, m.expiry)
          .refine((expiry) => isExpiryInFuture(expiry, now), m.expired),
      ),
    cvc: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .regex(/^\d{3,4}$/, m.cvc),
    name_on_card: z.string({ error: required }).trim().min(1, required).max(NAME_ON_CARD_MAX_LENGTH, m.nameTooLong),
  });
}

export type PaymentCard = z.output<ReturnType<typeof paymentCardSchema>>;
