import { cardBrand, cardDigits, isExpiryInFuture, NAME_MAX_LENGTH, passesLuhn, validationMessages, type CardBrand } from '@rigsmith/kit/domain';
import { invalidFields, type FieldProblem } from '../domain-error';
import type { CardDetails } from './provider';

/**
 * Checks a card before any provider sees it (with the kit's card primitives, the same the
 * payment form checks as the shopper types), with a message per field in the storefront's
 * language: the number by length and the Luhn checksum, the expiry as MM/YY not in the
 * past, the CVC's length by brand (4 digits for American Express, 3 otherwise), a name.
 */

export type { CardBrand };

export type CardInput = { card_number: string; expiry: string; cvc: string; name_on_card: string };

/** The card, normalised; or a 400 `validation_error` naming each field that is wrong. */
export function checkCard(input: CardInput, now = new Date()): CardDetails & { brand: CardBrand } {
  const fields: Record<string, FieldProblem> = {};
  const digits = cardDigits(input.card_number);
  if (!/^[0-9]{12,19}$/.test(digits) || !passesLuhn(digits)) fields.card_number = { id: 'commerce.payment.cardNumber' };
  const brand = cardBrand(digits);

  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(input.expiry);
  let expiryMonth = 0;
  let expiryYear = 0;
  if (!expiry) {
    fields.expiry = { id: 'commerce.payment.expiry' };
  } else {
    expiryMonth = Number(expiry[1]);
    expiryYear = 2000 + Number(expiry[2]);
    if (!isExpiryInFuture(`${expiry[1]}/${expiry[2]}`, now)) fields.expiry = { id: 'commerce.payment.expired' };
  }

  const cvc = input.cvc.trim();
  if (!(brand === 'amex' ? /^[0-9]{4}$/ : /^[0-9]{3}$/).test(cvc)) fields.cvc = { id: 'commerce.payment.cvc' };

  const nameOnCard = input.name_on_card.trim();
  if (nameOnCard === '') fields.name_on_card = { id: validationMessages.required };
  else if (nameOnCard.length > NAME_MAX_LENGTH) fields.name_on_card = { id: validationMessages.nameTooLong };

  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return { number: digits, expiryMonth, expiryYear, cvc, nameOnCard, brand };
}
