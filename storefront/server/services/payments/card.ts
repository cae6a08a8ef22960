import { NAME_MAX_LENGTH, validationMessages, type CountryCode } from '@rigsmith/kit/domain';
import { ApiError } from '../../errors';
import { translate, translateValidation } from '../../i18n';
import type { CardDetails } from './provider';

/**
 * Checks a card before any provider sees it, with a message per field in the storefront's
 * language: the number by length and the Luhn checksum, the expiry as MM/YY not in the
 * past, the CVC's length by brand (4 digits for American Express, 3 otherwise), a name.
 */

export type CardInput = { card_number: string; expiry: string; cvc: string; name_on_card: string };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

/** The Luhn (mod 10) checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its number's prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'card';
}

/** The card, normalised; or a 400 `validation_error` naming each field that is wrong. */
export function checkCard(input: CardInput, country: CountryCode, now = new Date()): CardDetails & { brand: CardBrand } {
  const fields: Record<string, string> = {};
  const digits = input.card_number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !passesLuhn(digits)) fields.card_number = translate(country, 'commerce.payment.cardNumber');
  const brand = cardBrand(digits);

  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(input.expiry);
  let expiryMonth = 0;
  let expiryYear = 0;
  if (!expiry) {
    fields.expiry = translate(country, 'commerce.payment.expiry');
  } else {
    expiryMonth = Number(expiry[1]);
    expiryYear = 2000 + Number(expiry[2]);
    // A card is good until the end of its expiry month.
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expiryYear * 12 + (expiryMonth - 1) < thisMonth) fields.expiry = translate(country, 'commerce.payment.expired');
  }

  const cvc = input.cvc.trim();
  if (!(brand === 'amex' ? /^[0-9]{4}$/ : /^[0-9]{3}$/).test(cvc)) fields.cvc = translate(country, 'commerce.payment.cvc');

  const nameOnCard = input.name_on_card.trim();
  if (nameOnCard === '') fields.name_on_card = translateValidation(country, validationMessages.required);
  else if (nameOnCard.length > NAME_MAX_LENGTH) fields.name_on_card = translateValidation(country, validationMessages.nameTooLong);

  const names = Object.keys(fields);
  if (names.length > 0) {
    throw new ApiError(400, { code: 'validation_error', message: `Invalid body field${names.length === 1 ? '' : 's'}: ${names.join(', ')}`, fields });
  }
  return { number: digits, expiryMonth, expiryYear, cvc, nameOnCard, brand };
}
