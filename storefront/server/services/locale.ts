import { storefrontForCountry, type CountryCode, type LocaleTag } from '@rigsmith/kit/domain';
import type { LocalisedText } from '../db/schema';

/** Language every piece of catalogue text exists in; the fallback for a missing translation. */
export const FALLBACK_LOCALE: LocaleTag = 'en-GB';

/** The storefront language of a shipping country (SPEC §1: uk en-GB, fr fr-FR, ...). */
export function localeForCountry(country: CountryCode): LocaleTag {
  return storefrontForCountry(country).locale;
}

/** Text in `locale`, else in English, else in whatever language there is. */
export function localise(text: LocalisedText, locale: LocaleTag): string {
  return text[locale] ?? text[FALLBACK_LOCALE] ?? Object.values(text).find((value) => value !== undefined) ?? '';
}
