import { describe, expect, it } from 'vitest';
import { countryCodes, storefronts, type CountryCode } from '../storefronts';
import { orderShippingCountries } from './shippingCountries';

const named = (locale: string) => countryCodes.map((code) => ({ code, name: new Intl.DisplayNames([locale], { type: 'region' }).of(code)! }));

describe('the delivery country list', () => {
  it('puts the storefront’s own country first, then the rest by name in its language', () => {
    const order = (locale: string, own: CountryCode) => orderShippingCountries(named(locale), own, locale).map((country) => country.name);
    expect(order('fr-FR', 'FR')).toEqual(['France', 'Allemagne', 'Espagne', 'Italie', 'Royaume-Uni']);
    expect(order('de-DE', 'DE')).toEqual(['Deutschland', 'Frankreich', 'Italien', 'Spanien', 'Vereinigtes Königreich']);
    expect(order('es-ES', 'ES')).toEqual(['España', 'Alemania', 'Francia', 'Italia', 'Reino Unido']);
    expect(order('en-GB', 'GB')).toEqual(['United Kingdom', 'France', 'Germany', 'Italy', 'Spain']);
  });

  it('is the same for every storefront whatever order the API answers in', () => {
    for (const storefront of Object.values(storefronts)) {
      const list = named(storefront.locale);
      expect(orderShippingCountries([...list].reverse(), storefront.country, storefront.locale)).toEqual(
        orderShippingCountries(list, storefront.country, storefront.locale),
      );
      expect(orderShippingCountries(list, storefront.country, storefront.locale)[0]!.code).toBe(storefront.country);
    }
  });
});
