import { describe, expect, it } from 'vitest';
import { estimateShipDate, toIsoDate } from './shipping';
import { money, toMajorUnits, vatIncluded } from './money';
import { storefrontFromPath, isCountryCode, storefrontForCountry } from './storefronts';

describe('estimateShipDate', () => {
  it('counts working days only', () => {
    const friday = new Date('2026-11-20T15:00:00Z');
    expect(toIsoDate(estimateShipDate(friday, 1))).toBe('2026-11-23');
    expect(toIsoDate(estimateShipDate(friday, 5))).toBe('2026-11-27');
    expect(toIsoDate(estimateShipDate(friday, 0))).toBe('2026-11-20');
  });
  it('refuses a fractional or negative lead time', () => {
    expect(() => estimateShipDate(new Date(), 1.5)).toThrow(RangeError);
    expect(() => estimateShipDate(new Date(), -1)).toThrow(RangeError);
  });
});

describe('money', () => {
  it('keeps integer minor units', () => {
    expect(toMajorUnits(money(129_999, 'gbp'))).toBe(1299.99);
    expect(() => money(12.5, 'eur')).toThrow(RangeError);
  });
  it('extracts VAT from a VAT-inclusive price, rounding half up', () => {
    expect(vatIncluded(120_00, 2000)).toBe(20_00);
    expect(vatIncluded(119_00, 1900)).toBe(19_00);
    expect(vatIncluded(1, 2000)).toBe(0);
    expect(vatIncluded(999, 2200)).toBe(180);
  });
});

describe('storefronts', () => {
  it('reads the storefront from the path prefix, UK being the default', () => {
    expect(storefrontFromPath('/fr/account')).toMatchObject({ storefront: { id: 'fr' }, rest: '/account' });
    expect(storefrontFromPath('/de')).toMatchObject({ storefront: { id: 'de' }, rest: '/' });
    expect(storefrontFromPath('/account')).toMatchObject({ storefront: { id: 'uk' }, rest: '/account' });
    expect(storefrontFromPath('/french-page')).toMatchObject({ storefront: { id: 'uk' }, rest: '/french-page' });
  });
  it('knows the five shipping countries only', () => {
    expect(isCountryCode('ES')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
    expect(storefrontForCountry('IT')).toMatchObject({ currency: 'eur', vatRateBp: 2200, locale: 'it-IT' });
  });
});
