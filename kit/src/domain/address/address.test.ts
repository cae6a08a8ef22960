import { describe, expect, it } from 'vitest';
import { countryCodes } from '../storefronts';
import { addressFormats, addressLines, provinceOf } from './formats';
import { italianProvinceCode } from './italianProvinces';
import { formatPhone, normalisePhone } from './phone';
import { isPostcodeOf, normalisePostcode, postcodeExamples } from './postcode';

describe('postcodes as each country writes them', () => {
  it('accepts every country’s example', () => {
    for (const country of countryCodes) expect(isPostcodeOf(postcodeExamples[country], country)).toBe(true);
  });

  it('writes a UK postcode in capitals with one space before the inward code', () => {
    expect(normalisePostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostcode('  EC3N   4AB ', 'GB')).toBe('EC3N 4AB');
    expect(normalisePostcode('kw17 2ld', 'GB')).toBe('KW17 2LD');
    expect(normalisePostcode('75 008', 'FR')).toBe('75008');
  });

  it.each([
    ['GB', ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'BT9 5AA', 'KW17 2LD', 'GIR 0AA', 'se17pb']],
    ['FR', ['75008', '01000', '20000', '97400', '98000']],
    ['IT', ['00184', '20121', '98168']],
    ['ES', ['28013', '01001', '52001', '08001']],
    ['DE', ['10115', '01067', '99998']],
  ] as const)('accepts real %s postcodes', (country, codes) => {
    for (const code of codes) expect([code, isPostcodeOf(code, country)]).toEqual([code, true]);
  });

  it.each([
    // No Q, V or X first; no C, I, K, M, O or V in the inward letters; no missing inward code.
    ['GB', ['QA1 1AA', 'SW1A', 'SW1A 1AC', 'SW1A 1IA', '75008', 'SW1A 1AAA', '1AA SW1']],
    ['FR', ['7500', '750088', '00100', '99000', 'ABCDE']],
    ['IT', ['0018', '001844', 'RM184']],
    ['ES', ['53001', '00001', '2801', '99999']],
    ['DE', ['00100', '1011', '101155']],
  ] as const)('refuses malformed %s postcodes', (country, codes) => {
    for (const code of codes) expect([code, isPostcodeOf(code, country)]).toEqual([code, false]);
  });
});

describe('phones', () => {
  it('reads a national number in the address’s country and stores E.164', () => {
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalisePhone('07123 456123', 'GB')).toBe('+447123456123');
    expect(normalisePhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    // Italy keeps the leading 0 of a landline in E.164.
    expect(normalisePhone('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(normalisePhone('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(normalisePhone('030 12345678', 'DE')).toBe('+493012345678');
  });

  it('takes an international number whatever the address’s country', () => {
    expect(normalisePhone('+49 30 12345678', 'GB')).toBe('+493012345678');
    expect(normalisePhone('+44 (0)20 7946-0958')).toBe('+442079460958');
  });

  it('refuses a number its country’s plan does not have', () => {
    expect(normalisePhone('06 12 34 56 7', 'FR')).toBeNull();
    expect(normalisePhone('+44 12', 'GB')).toBeNull();
    expect(normalisePhone('0301', 'DE')).toBeNull();
    expect(normalisePhone('not a number', 'IT')).toBeNull();
    // Without a country, a national number cannot be read.
    expect(normalisePhone('020 7946 0958')).toBeNull();
  });

  it('shows a number nationally on an address of its country, internationally otherwise', () => {
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+33612345678', 'FR')).toBe('06 12 34 56 78');
    expect(formatPhone('+493012345678', 'GB')).toBe('+49 30 12345678');
    expect(formatPhone('garbage', 'GB')).toBe('garbage');
  });
});

describe('address formats', () => {
  it('puts the UK postcode last on its own line and the others’ before the city', () => {
    expect(addressFormats.GB.rows.at(-1)).toEqual(['postcode']);
    for (const country of ['FR', 'IT', 'ES', 'DE'] as const) expect(addressFormats[country].rows[2]?.slice(0, 2)).toEqual(['postcode', 'city']);
  });

  it('names the province in Italy by its sigla and in Spain by its name, nowhere else', () => {
    expect(provinceOf('IT', 'Roma')).toBe('RM');
    expect(provinceOf('IT', "Reggio nell'Emilia")).toBe('RE');
    expect(provinceOf('IT', 'Bolzano/Bozen')).toBe('BZ');
    expect(provinceOf('IT', 'Forlì-Cesena')).toBe('FC');
    expect(provinceOf('ES', 'A Coruña')).toBe('A Coruña');
    expect(provinceOf('GB', 'Greater London')).toBe('');
    expect(provinceOf('DE', 'Bayern')).toBe('');
  });

  it('knows the sigla of every provincia the place lists use', () => {
    const provinces = [
      'Monza e della Brianza',
      'Barletta-Andria-Trani',
      'Pesaro e Urbino',
      'Massa-Carrara',
      "L'Aquila",
      'La Spezia',
      'Reggio Calabria',
      'Ascoli Piceno',
    ];
    expect(provinces.map(italianProvinceCode)).toEqual(['MB', 'BT', 'PU', 'MS', 'AQ', 'SP', 'RC', 'AP']);
    expect(italianProvinceCode('rm')).toBe('RM');
    expect(italianProvinceCode('Atlantis')).toBeNull();
  });

  it('writes the lines of an address in its country’s order', () => {
    expect(addressLines({ line1: 'Via Merulana 10', city: 'Roma', postcode: '00184', country: 'IT', province: 'RM' })).toEqual([
      'Via Merulana 10',
      '00184 Roma RM',
    ]);
    expect(addressLines({ line1: '10 Downing Street', line2: 'Westminster', city: 'London', postcode: 'SW1A 2AA', country: 'GB' })).toEqual([
      '10 Downing Street',
      'Westminster',
      'London',
      'SW1A 2AA',
    ]);
    expect(addressLines({ line1: 'Calle Mayor 1', city: 'Madrid', postcode: '28013', country: 'ES', province: 'Madrid' })).toEqual([
      'Calle Mayor 1',
      '28013 Madrid',
      'Madrid',
    ]);
  });
});
