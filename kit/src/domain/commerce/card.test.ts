import { describe, expect, it } from 'vitest';
import {
  cardValidationMessages as m,
  formatCardNumber,
  isCardValidationMessageId,
  isExpiryInFuture,
  normaliseExpiry,
  passesLuhn,
  paymentCardSchema,
  sandboxTestCards,
} from './card';
import { fieldErrorsOf } from '../account/validation';

const now = new Date('2026-11-25T12:00:00Z');
const good = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name_on_card: ' Ada Lovelace ' };
const errorsOf = (values: Partial<typeof good>) => {
  const result = paymentCardSchema(now).safeParse({ ...good, ...values });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('card checks', () => {
  it('passes Luhn for every sandbox card and fails a slip', () => {
    for (const card of sandboxTestCards) expect(passesLuhn(card.number.replace(/ /g, ''))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('parses a good card into the pay body', () => {
    expect(paymentCardSchema(now).parse(good)).toEqual({
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name_on_card: 'Ada Lovelace',
    });
  });

  it.each([
    [{ card_number: '' }, { card_number: 'validation.required' }],
    [{ card_number: '4242 4242 4242 4241' }, { card_number: m.cardNumber }],
    [{ card_number: '4242' }, { card_number: m.cardNumber }],
    [{ expiry: '' }, { expiry: 'validation.required' }],
    [{ expiry: '13/30' }, { expiry: m.expiry }],
    [{ expiry: 'soon' }, { expiry: m.expiry }],
    [{ expiry: '10/26' }, { expiry: m.expired }],
    [{ cvc: '12' }, { cvc: m.cvc }],
    [{ cvc: '' }, { cvc: 'validation.required' }],
    [{ name_on_card: '  ' }, { name_on_card: 'validation.required' }],
    [{ name_on_card: 'x'.repeat(101) }, { name_on_card: m.nameTooLong }],
  ])('%o → %o', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('a card works to the end of its month', () => {
    expect(isExpiryInFuture('11/26', now)).toBe(true);
    expect(isExpiryInFuture('10/26', now)).toBe(false);
    expect(isExpiryInFuture('01/27', now)).toBe(true);
  });

  it('normalises expiry and formats the number as printed', () => {
    expect(normaliseExpiry('1230')).toBe('12/30');
    expect(normaliseExpiry('2/30')).toBe('02/30');
    expect(normaliseExpiry(' 12 / 30 ')).toBe('12/30');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184');
  });

  it('knows its message ids', () => {
    expect(isCardValidationMessageId(m.cvc)).toBe(true);
    expect(isCardValidationMessageId('validation.required')).toBe(false);
  });
});
