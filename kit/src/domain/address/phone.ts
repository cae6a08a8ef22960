import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from '../storefronts';

/**
 * Phone numbers through libphonenumber-js (its smallest metadata build), so a number is
 * checked against its country's numbering plan, not only counted: stored as E.164
 * (`+442079460958`), shown in its country's national format (`020 7946 0958`). A number
 * typed without its + prefix is read as a number of `defaultCountry` (the address's).
 */

/** The E.164 form of `text` if it is a valid number, else null. */
export function normalisePhone(text: string, defaultCountry?: CountryCode): string | null {
  const trimmed = text.trim();
  // Without a country to read it in, only an international number can be understood.
  if (!defaultCountry && !trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * How a stored number is shown: in national format when it belongs to `country` (a UK
 * number on a UK address: `020 7946 0958`), else internationally (`+49 30 1234567`), so
 * the shopper can tell it is foreign. Text that is not a number comes back as it is.
 */
export function formatPhone(e164: string, country?: CountryCode): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/** The international dialling code of a country (`+44`), for hints. */
export const diallingCodes: Record<CountryCode, string> = { GB: '+44', FR: '+33', IT: '+39', ES: '+34', DE: '+49' };
