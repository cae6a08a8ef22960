/**
 * The five storefronts of SPEC §1. One table, shared by the server (country query,
 * VAT, currency) and the client (locale prefix, message catalogue, money format).
 */
export const storefrontIds = ['uk', 'fr', 'it', 'es', 'de'] as const;
export type StorefrontId = (typeof storefrontIds)[number];

export const countryCodes = ['GB', 'FR', 'IT', 'ES', 'DE'] as const;
/** ISO 3166-1 alpha-2 code of a shipping country. */
export type CountryCode = (typeof countryCodes)[number];

export const currencyCodes = ['gbp', 'eur'] as const;
/** Lower-case ISO 4217 code, as the shop API spells it (SPEC §3). */
export type CurrencyCode = (typeof currencyCodes)[number];

export const localeTags = ['en-GB', 'fr-FR', 'it-IT', 'es-ES', 'de-DE'] as const;
export type LocaleTag = (typeof localeTags)[number];

export type Storefront = {
  id: StorefrontId;
  locale: LocaleTag;
  country: CountryCode;
  currency: CurrencyCode;
  /** VAT rate in basis points (2000 = 20 %). */
  vatRateBp: number;
  /** Path prefix under the "prefix except default" strategy: '' for the default storefront. */
  pathPrefix: string;
};

export const DEFAULT_STOREFRONT_ID: StorefrontId = 'uk';

export const storefronts: Record<StorefrontId, Storefront> = {
  uk: { id: 'uk', locale: 'en-GB', country: 'GB', currency: 'gbp', vatRateBp: 2000, pathPrefix: '' },
  fr: { id: 'fr', locale: 'fr-FR', country: 'FR', currency: 'eur', vatRateBp: 2000, pathPrefix: '/fr' },
  it: { id: 'it', locale: 'it-IT', country: 'IT', currency: 'eur', vatRateBp: 2200, pathPrefix: '/it' },
  es: { id: 'es', locale: 'es-ES', country: 'ES', currency: 'eur', vatRateBp: 2100, pathPrefix: '/es' },
  de: { id: 'de', locale: 'de-DE', country: 'DE', currency: 'eur', vatRateBp: 1900, pathPrefix: '/de' },
};

export const DEFAULT_COUNTRY: CountryCode = 'GB';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

export function isStorefrontId(value: unknown): value is StorefrontId {
  return typeof value === 'string' && (storefrontIds as readonly string[]).includes(value);
}

export function storefrontForCountry(country: CountryCode): Storefront {
  const found = Object.values(storefronts).find((s) => s.country === country);
  // The table covers every CountryCode, so this only fires if the table is edited badly.
  if (!found) throw new Error(`No storefront sells to country ${country}`);
  return found;
}

/**
 * Splits a browser path into its storefront and the path inside it
 * ("prefix except default": `/fr/account` is France, `/account` is the UK).
 */
export function storefrontFromPath(path: string): { storefront: Storefront; rest: string } {
  const match = /^\/(fr|it|es|de)(?=\/|$)/.exec(path);
  if (!match) return { storefront: storefronts[DEFAULT_STOREFRONT_ID], rest: path || '/' };
  const id = match[1] as StorefrontId;
  return { storefront: storefronts[id], rest: path.slice(match[0].length) || '/' };
}
