import { useMemo } from 'react';
import { useIntl } from '@rigsmith/kit';
import { useCountries } from '@rigsmith/kit/hooks';
import type { CountryCode } from '@rigsmith/kit/domain';
import { useStorefront } from '../routing/StorefrontContext';

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

/** SPEC §5 "Shipping only to listed countries", each named in the storefront's language, in `orderShippingCountries`'s order. */
export function useShippingCountries(): ShippingCountry[] {
  const intl = useIntl();
  const storefront = useStorefront();
  const countries = useCountries();
  return useMemo(
    () =>
      orderShippingCountries(
        (countries.data ?? [])
          .filter((country) => country.is_shipping)
          .map((country) => ({
            code: country.iso_3166_1_a2 as CountryCode,
            name: intl.formatDisplayName(country.iso_3166_1_a2, { type: 'region', fallback: 'code' }) ?? country.iso_3166_1_a2,
          })),
        storefront.country,
        storefront.locale,
      ),
    [countries.data, intl, storefront.country, storefront.locale],
  );
}
