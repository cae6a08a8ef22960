import type { CountryCode } from '../storefronts';
import { italianProvinceCode } from './italianProvinces';

/** The parts of an address after the recipient's name, as a form lays them out. */
export type AddressPart = 'line1' | 'line2' | 'city' | 'postcode' | 'province';

/**
 * How a country writes an address (its postal operator's guidance): the order of the
 * parts, which ones share a line, and whether it names a county or province.
 *
 * - GB (Royal Mail): street, locality, POST TOWN, then the postcode on its own line; no county.
 * - FR (La Poste), DE (Deutsche Post): street, then "75008 Paris" / "10115 Berlin".
 * - IT (Poste italiane): street, then "00184 Roma RM" — the provincia as its two-letter sigla.
 * - ES (Correos): street, then "28013 Madrid", then the provincia by name.
 */
export type AddressFormat = {
  /** Rows of parts in the order they are written; parts in one row share a line. */
  rows: readonly (readonly AddressPart[])[];
  /** How the province is written, or null when the country's addresses have none. */
  province: 'code' | 'name' | null;
};

export const addressFormats: Record<CountryCode, AddressFormat> = {
  GB: { rows: [['line1'], ['line2'], ['city'], ['postcode']], province: null },
  FR: { rows: [['line1'], ['line2'], ['postcode', 'city']], province: null },
  IT: { rows: [['line1'], ['line2'], ['postcode', 'city', 'province']], province: 'code' },
  ES: { rows: [['line1'], ['line2'], ['postcode', 'city'], ['province']], province: 'name' },
  DE: { rows: [['line1'], ['line2'], ['postcode', 'city']], province: null },
};

/**
 * The province an address names, from its place's region (a place directory's region is the
 * provincia in Italy and Spain): Italy's as its sigla ("Roma" → "RM"), Spain's as its name.
 * '' for a country whose addresses carry none, or no region.
 */
export function provinceOf(country: CountryCode, region: string): string {
  const kind = addressFormats[country].province;
  if (!kind || region.trim() === '') return '';
  return kind === 'code' ? (italianProvinceCode(region) ?? region) : region;
}

/** The lines an address is written on for its country (e.g. for a label or a summary). */
export function addressLines(address: {
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  country: CountryCode;
  province?: string;
}): string[] {
  return addressFormats[address.country].rows
    .map((row) =>
      row
        .map((part) => (part === 'line2' ? (address.line2 ?? '') : part === 'province' ? (address.province ?? '') : address[part]))
        .filter(Boolean)
        .join(' '),
    )
    .filter((line) => line !== '');
}
