import type { CountryCode } from '../storefronts';

/** A country the shop delivers to, named in the shopper's language. */
export type ShippingCountry = { code: CountryCode; name: string };

/**
 * The order a shopper looks for their country in: the storefront's own first (most orders
 * go there), then the rest by their name in the storefront's language, as that language
 * sorts (Intl.Collator: "Allemagne" before "Espagne" in French, "España" after "Alemania").
 */
export function orderShippingCountries(countries: readonly ShippingCountry[], own: CountryCode, locale: string): ShippingCountry[] {
  const collator = new Intl.Collator(locale);
  return [...countries].sort((a, b) => Number(b.code === own) - Number(a.code === own) || collator.compare(a.name, b.name));
}
