import { describe, expect, it } from 'vitest';
import { kitMessages } from '../../i18n/messages';
import {
  allFieldErrorsOf,
  changePasswordSchema,
  emailSchema,
  fieldErrorsOf,
  newPasswordSchema,
  phoneSchema,
  registerSchema,
  resetPasswordSchema,
  shippingAddressSchema,
  validationMessages as m,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from './validation';

/** The message ids a value fails with, in the schema's order. */
function failures(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('SPEC §5 password rules', () => {
  it('accepts a password with every kind of character', () => {
    expect(failures(newPasswordSchema, 'Correct-Horse-9')).toEqual([]);
  });

  it.each([
    ['', m.required],
    ['Aa1!aaa', m.passwordTooShort],
    [`Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH)}`, m.passwordTooLong],
    ['AAAA1111!', m.passwordLowercase],
    ['aaaa1111!', m.passwordUppercase],
    ['Aaaaaaaa!', m.passwordNumber],
    ['Aaaaaaaa1', m.passwordSpecial],
    ['Aaaaaaa1!é', m.passwordLatin],
  ])('%j fails with %s', (password, message) => {
    expect(failures(newPasswordSchema, password)).toContain(message);
  });

  it('reports every broken rule at once, for the checklist', () => {
    const result = newPasswordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(allFieldErrorsOf(result.error!)['form']).toEqual([m.passwordTooShort, m.passwordUppercase, m.passwordNumber, m.passwordSpecial]);
  });

  it('refuses a confirmation that does not match, on the confirmation field', () => {
    const result = changePasswordSchema({ form: true }).safeParse({
      old_password: 'old',
      password: 'Correct-Horse-9',
      confirmation: 'Correct-Horse-8',
    });
    expect(fieldErrorsOf(result.error!)).toEqual({ confirmation: m.passwordMismatch });
  });

  it('asks the form for a confirmation but lets the API leave it out', () => {
    const body = { password: 'Correct-Horse-9' };
    expect(fieldErrorsOf(resetPasswordSchema({ form: true }).safeParse(body).error!)).toEqual({ confirmation: m.required });
    expect(resetPasswordSchema().safeParse(body).success).toBe(true);
  });

  it('needs a name and phone only when creating the account’s password', () => {
    const body = { password: 'Correct-Horse-9' };
    expect(Object.keys(fieldErrorsOf(resetPasswordSchema({ needsProfile: true }).safeParse(body).error!))).toEqual(['full_name', 'phone_number']);
  });
});

describe('SPEC §5 email, name, phone', () => {
  it('lower-cases and trims an email, and refuses a malformed one', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(failures(emailSchema, 'ada@example')).toEqual([m.email]);
    expect(failures(emailSchema, '')[0]).toBe(m.required);
  });

  it('keeps a + prefixed international number, without its spacing', () => {
    expect(phoneSchema.parse(' +44 20 7946-0000 ')).toBe('+442079460000');
    expect(failures(phoneSchema, '020 7946 0000')).toEqual([m.phone]);
    expect(failures(phoneSchema, '+44 12')).toEqual([m.phone]);
  });

  it('says a name is too long past the limit', () => {
    const address = {
      first_name: 'A'.repeat(NAME_MAX_LENGTH + 1),
      last_name: 'Lovelace',
      phone: '+442079460000',
      line1: '12 St James’s Square',
      city: 'London',
      postcode: 'SW1Y 4JH',
      country: 'GB',
    };
    expect(fieldErrorsOf(shippingAddressSchema.safeParse(address).error!)).toEqual({ first_name: m.nameTooLong });
  });
});

describe('an address as its country writes it', () => {
  const roma = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '06 1234 5678',
    line1: 'Via Merulana 10',
    city: 'Roma',
    postcode: '00184',
    country: 'IT',
  };

  it('reads the phone in the address’s country and stores it as E.164', () => {
    expect(shippingAddressSchema.parse(roma)).toMatchObject({ phone: '+390612345678', postcode: '00184' });
    expect(shippingAddressSchema.parse({ ...roma, phone: '+44 20 7946 0000' }).phone).toBe('+442079460000');
  });

  it('writes a UK postcode with its space', () => {
    const london = { ...roma, phone: '020 7946 0000', city: 'London', postcode: 'sw1y4jh', country: 'GB' };
    expect(shippingAddressSchema.parse(london)).toMatchObject({ postcode: 'SW1Y 4JH', phone: '+442079460000' });
  });

  it('refuses a number the country does not have and a postcode of another format, on their fields', () => {
    expect(fieldErrorsOf(shippingAddressSchema.safeParse({ ...roma, phone: '12', postcode: 'SW1Y 4JH' }).error!)).toEqual({
      phone: m.phone,
      postcode: m.postcode,
    });
  });
});

describe('SPEC §5 consent and shipping countries', () => {
  it('needs the terms and privacy consent, promotions optional', () => {
    expect(fieldErrorsOf(registerSchema.safeParse({ email: 'ada@example.com', terms_accepted: false }).error!)).toEqual({
      terms_accepted: m.termsRequired,
    });
    expect(registerSchema.parse({ email: 'ada@example.com', terms_accepted: true })).toMatchObject({ promotions_opt_in: false });
  });

  it('ships only to the listed countries', () => {
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+12025550123',
      line1: '1 Main St',
      city: 'Boston',
      postcode: '02101',
      country: 'US',
    };
    expect(fieldErrorsOf(shippingAddressSchema.safeParse(address).error!)).toEqual({ country: m.shippingCountry });
  });
});

describe('validation messages', () => {
  it('every rule has its text in every kit catalogue', () => {
    for (const catalogue of Object.values(kitMessages)) {
      for (const id of Object.values(m)) expect(catalogue[id], id).toBeTruthy();
    }
  });

  it('uses SPEC’s own wording in English', () => {
    expect(kitMessages['en-GB'][m.required]).toBe('This is a required field');
    expect(kitMessages['en-GB'][m.email]).toBe('Incorrect email format');
    expect(kitMessages['en-GB'][m.nameTooLong]).toBe('Name is too long');
    expect(kitMessages['en-GB'][m.phone]).toBe('Number is not correct');
  });
});
