import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../account/validation';
import { CONTACT_MESSAGE_MAX_LENGTH, contactTicketSchema, isSupportValidationMessageId } from './contact';

const valid = {
  full_name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  order_number: '',
  phone_number: '',
  message: 'My PC does not start.',
  privacy_accepted: true,
};

const errorsOf = (input: unknown) => {
  const result = contactTicketSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('contactTicketSchema', () => {
  it('accepts a ticket without the optional fields and normalises it', () => {
    expect(contactTicketSchema.parse(valid)).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      order_number: undefined,
      phone_number: undefined,
      message: 'My PC does not start.',
      privacy_accepted: true,
    });
    const { order_number: _o, phone_number: _p, ...withoutOptionals } = valid;
    expect(contactTicketSchema.safeParse(withoutOptionals).success).toBe(true);
  });

  it('normalises an order number and a phone number when given', () => {
    const parsed = contactTicketSchema.parse({ ...valid, order_number: ' rs-2026-000042 ', phone_number: '+44 7123 456123' });
    expect(parsed.order_number).toBe('RS-2026-000042');
    expect(parsed.phone_number).toBe('+447123456123');
  });

  it('requires name, email and message, with SPEC §5 wording ids', () => {
    expect(errorsOf({ ...valid, full_name: ' ', email: '', message: '  ' })).toEqual({
      full_name: 'validation.required',
      email: 'validation.required',
      message: 'validation.required',
    });
  });

  it('reuses the registration and address rules for email, name and phone', () => {
    expect(errorsOf({ ...valid, email: 'ada@', full_name: 'x'.repeat(151), phone_number: '07123 456123' })).toEqual({
      email: 'validation.email',
      full_name: 'validation.nameTooLong',
      phone_number: 'validation.phone',
    });
  });

  it('refuses an order number that is not one of our references', () => {
    for (const order_number of ['12345', 'RS-26-000001', 'RS-2026-12', 'XX-2026-000001']) {
      expect(errorsOf({ ...valid, order_number })).toEqual({ order_number: 'support.validation.orderNumber' });
    }
  });

  it(`bounds the message at ${CONTACT_MESSAGE_MAX_LENGTH} characters`, () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })).toEqual({ message: 'support.validation.messageTooLong' });
  });

  it('needs privacy consent (SPEC §5)', () => {
    expect(errorsOf({ ...valid, privacy_accepted: false })).toEqual({ privacy_accepted: 'support.validation.privacyRequired' });
    const { privacy_accepted: _p, ...withoutConsent } = valid;
    expect(errorsOf(withoutConsent)).toEqual({ privacy_accepted: 'support.validation.privacyRequired' });
  });

  it('knows its own message ids', () => {
    expect(isSupportValidationMessageId('support.validation.privacyRequired')).toBe(true);
    expect(isSupportValidationMessageId('validation.required')).toBe(false);
  });
});
