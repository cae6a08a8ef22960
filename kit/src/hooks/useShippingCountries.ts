import { useMemo } from 'react';
import { orderShippingCountries, storefrontForCountry, type CountryCode, type ShippingCountry } from '../domain';
import { useApiClient } from './ApiClientProvider';
import { useCountries } from './useReferenceData';

/**
 * SPEC §5 "Shipping only to listed countries": the countries the shop delivers to, each
 * named in the client's storefront language (`Intl.DisplayNames`), that storefront's own
 * country first (`orderShippingCountries`). Empty until the countries have loaded; feed it
 * to `AddressForm`'s `countries`.
 */
export function useShippingCountries(): ShippingCountry[] {
  const client = useApiClient();
  const countries = useCountries();
  return useMemo(() => {
    const { country, locale } = storefrontForCountry(client.country);
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const shipping = (countries.data ?? [])
      .filter((row) => row.is_shipping)
      .map((row) => ({ code: row.iso_3166_1_a2 as CountryCode, name: names.of(row.iso_3166_1_a2) ?? row.iso_3166_1_a2 }));
    return orderShippingCountries(shipping, country, locale);
  }, [countries.data, client.country]);
}
