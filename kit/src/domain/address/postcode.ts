import type { CountryCode } from '../storefronts';

/**
 * Postcodes as each shipping country writes them (issue "addresses as each country writes
 * them"): the UK's alphanumeric code with one space before the inward code (`SW1A 1AA`),
 * five digits elsewhere (`75008`, `00184`, `28013`, `10115`). Per-country patterns rather
 * than a dependency: five countries do not justify a table of two hundred in the kit.
 */
const patterns: Record<CountryCode, RegExp> = {
  // Royal Mail's format: outward code (area, district, optional sub-district letter), then
  // a digit and two letters from the inward alphabet (no C, I, K, M, O or V). GIR 0AA is Girobank's.
  GB: /^(?:GIR 0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2})$/,
  // La Poste: a département's two digits (01–95, then 97–98 overseas) and three more.
  FR: /^(?:0[1-9]|[1-8][0-9]|9[0-8])[0-9]{3}$/,
  // Poste italiane's CAP: five digits, from 00010 (Lazio) to 98168 (Messina).
  IT: /^[0-9]{5}$/,
  // Correos: the province's INE number (01–52) and three more.
  ES: /^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
  // Deutsche Post's PLZ: five digits, 01001–99998.
  DE: /^(?:0[1-9]|[1-9][0-9])[0-9]{3}$/,
};

/** One example a country's shoppers recognise, for hints and the format error. */
export const postcodeExamples: Record<CountryCode, string> = {
  GB: 'SW1A 1AA',
  FR: '75008',
  IT: '00184',
  ES: '28013',
  DE: '10115',
};

/**
 * A postcode the way its country writes it: capitals, and for the UK exactly one space
 * before the last three characters (`sw1a1aa` → `SW1A 1AA`). Other countries' digits have
 * their spaces removed. Does not check the format (see `isPostcodeOf`).
 */
export function normalisePostcode(text: string, country: CountryCode): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (country !== 'GB' || compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Whether `text` is a well-formed postcode of `country`, once normalised. */
export function isPostcodeOf(text: string, country: CountryCode): boolean {
  return patterns[country]?.test(normalisePostcode(text, country)) ?? false;
}
