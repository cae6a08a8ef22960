import type { CountryCode } from '../storefronts';

/** The countries a redirect lookup is asked for (SPEC §7 `?locale={GB|FR|IT|ES|DE}`). */
export type RedirectLocale = Extract<CountryCode, 'GB' | 'FR' | 'IT' | 'ES' | 'DE'>;

// A Map, not an object: the key is the caller's text, and `__proto__` or `constructor` must be
// "anything else", not the object's prototype.
const byLanguage: ReadonlyMap<string, RedirectLocale> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ Object.entries({
    'en-us': 'GB',
    'en-gb': 'GB',
    en: 'GB',
    uk: 'GB',
    gb: 'GB',
    fr: 'FR',
    'fr-fr': 'FR',
    it: 'IT',
    'it-it': 'IT',
    es: 'ES',
    'es-es': 'ES',
    de: 'DE',
    'de-de': 'DE',
  } satisfies Record<string, RedirectLocale>),
);

/**
 * SPEC §9 "Redirect locale mapping: en-us, en-gb, en, uk to GB; fr FR; it IT; es ES; de DE;
 * else GB". Takes a storefront id (`uk`), a locale tag (`fr-FR`) or a country code (`DE`),
 * in any case; anything else is GB.
 */
export function redirectLocale(locale: string | null | undefined): RedirectLocale {
  return byLanguage.get((locale ?? '').trim().toLowerCase()) ?? 'GB';
}
