/**
 * The account rules' limits and message ids (SPEC §5, §9), apart from the zod schemas in
 * `validation.ts`, so code that only needs a limit or a message id does not bring zod into
 * the browser's first download; the forms load the schemas with their own chunk.
 */
import type { z } from 'zod';
import { PROVINCE_MAX_LENGTH } from '../address/province';

/** SPEC §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * SPEC §5 leaves the maximum open. 128 allows long passphrases (OWASP ASVS 5.0 asks for at
 * least 64) while bounding the work one sign-in request can ask of the password hash.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §5 "Name is too long": a full name or address name over this many characters. */
export const NAME_MAX_LENGTH = 150;
/** Address lines, city and postcode. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** SPEC §9: maximum saved addresses. */
export const MAX_SAVED_ADDRESSES = 6;
/** RFC 5321 limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

export const validationMessages = {
  required: 'validation.required',
  email: 'validation.email',
  nameTooLong: 'validation.nameTooLong',
  tooLong: 'validation.tooLong',
  phone: 'validation.phone',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordLowercase: 'validation.passwordLowercase',
  passwordUppercase: 'validation.passwordUppercase',
  passwordNumber: 'validation.passwordNumber',
  passwordSpecial: 'validation.passwordSpecial',
  passwordLatin: 'validation.passwordLatin',
  passwordMismatch: 'validation.passwordMismatch',
  termsRequired: 'validation.termsRequired',
  selectCity: 'validation.selectCity',
  selectPostcode: 'validation.selectPostcode',
  postcode: 'validation.postcode',
  shippingCountry: 'validation.shippingCountry',
  birthDate: 'validation.birthDate',
  province: 'validation.province',
} as const;

export type ValidationMessageId = (typeof validationMessages)[keyof typeof validationMessages];

/** The values every `validation.*` message may interpolate. */
export const validationMessageValues = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  lineMax: ADDRESS_LINE_MAX_LENGTH,
  provinceMax: PROVINCE_MAX_LENGTH,
} as const;

export function isValidationMessageId(value: string): value is ValidationMessageId {
  return (Object.values(validationMessages) as string[]).includes(value);
}

/**
 * A zod failure as `{ field: messageId }`, the first message per field, in the order
 * the schema checks them (forms show one message next to each field).
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'form';
    fields[name] ??= issue.message;
  }
  return fields;
}

/** Every failed rule per field, for a password checklist that lists them all. */
export function allFieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'form';
    (fields[name] ??= []).push(issue.message);
  }
  return fields;
}
