import { useMemo } from 'react';
import { useIntl } from '@rigsmith/kit';
import { useCountries } from '@rigsmith/kit/hooks';
import type { CountryCode } from '@rigsmith/kit/domain';

/** SPEC §5 "Shipping only to listed countries", each named in the storefront's language. */
export function useShippingCountries(): { code: CountryCode; name: string }[] {
  const intl = useIntl();
  const countries = useCountries();
  return useMemo(
    () =>
      (countries.data ?? [])
        .filter((country) => country.is_shipping)
        .map((country) => ({
          code: country.iso_3166_1_a2 as CountryCode,
          name: intl.formatDisplayName(country.iso_3166_1_a2, { type: 'region', fallback: 'code' }) ?? country.iso_3166_1_a2,
        })),
    [countries.data, intl],
  );
}
