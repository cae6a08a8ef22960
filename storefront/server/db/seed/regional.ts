import { storefronts, type CurrencyCode } from '@rigsmith/kit/domain';

/** Currencies the shop prices in (SPEC §9: gbp for the UK, eur elsewhere). */
export const seedCurrencies: { code: CurrencyCode; minorUnitDigits: number }[] = [
  { code: 'gbp', minorUnitDigits: 2 },
  { code: 'eur', minorUnitDigits: 2 },
];

/** The five shipping countries, straight from the kit's storefront table (one source of truth). */
const shippingCountries = Object.values(storefronts).map((storefront) => ({
  iso: storefront.country,
  isShipping: true,
  currency: storefront.currency,
  vatRateBp: storefront.vatRateBp,
}));

/**
 * Countries an address form may still offer though the shop does not ship there, so a
 * customer abroad can name theirs and be told plainly (SPEC §5 "Shipping only to listed
 * countries"): the rest of the EU/EEA, Switzerland and the UK's usual neighbours abroad.
 */
const otherCountryCodes = [
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'JP',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'US',
];

export const seedCountries = [...shippingCountries, ...otherCountryCodes.map((iso) => ({ iso, isShipping: false, currency: null, vatRateBp: null }))];
