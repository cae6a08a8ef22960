import { readFileSync } from 'node:fs';
import { countryCodes, type CountryCode } from '@rigsmith/kit/domain';
import { describe, expect, it } from 'vitest';
import { spread } from '../db/seed/places/build';
import { provincias } from '../db/seed/places/sources';
import { bundledPlaceDirectory, createListPlaceDirectory, placeKey, postcodeKey } from './places';

type Row = [string, string, string];

/** A small directory whose order (importance) and names are chosen to tell the ranking rules apart. */
function directoryOf(rows: Partial<Record<CountryCode, Row[]>>) {
  const loads: CountryCode[] = [];
  const directory = createListPlaceDirectory(async (country) => {
    loads.push(country);
    return rows[country] ?? [];
  });
  return { directory, loads };
}

const german: Row[] = [
  ['Berlin', '10115', 'Berlin'],
  ['Berlin', '10117', 'Berlin'],
  ['München', '80331', 'Bayern'],
  ['Frankfurt am Main', '60311', 'Hessen'],
  ['Frankfurt (Oder)', '15230', 'Brandenburg'],
  ['Bergisch Gladbach', '51465', 'Nordrhein-Westfalen'],
  ['Bernau bei Berlin', '16321', 'Brandenburg'],
  ['Mülheim an der Ruhr', '45468', 'Nordrhein-Westfalen'],
];

const cities = (places: { city: string; postcode: string }[]) => places.map((place) => `${place.city} ${place.postcode}`);

describe('placeKey and postcodeKey', () => {
  it('ignore accents, case and punctuation', () => {
    expect(placeKey('Saint-Étienne')).toBe('saint etienne');
    expect(placeKey('  MÜNCHEN ')).toBe('munchen');
    expect(placeKey("L'Hospitalet de Llobregat")).toBe('l hospitalet de llobregat');
    expect(placeKey('Dessau-Roßlau')).toBe('dessau rosslau');
    expect(postcodeKey(' sw1a 1aa ')).toBe('SW1A1AA');
  });
});

describe('a list place directory: search', () => {
  it('finds a city by the start of its name, whatever the accents and case', async () => {
    const { directory } = directoryOf({ DE: german });
    for (const query of ['mün', 'MUN', 'munchen', 'Munchen', 'muenchen', 'München']) {
      expect(cities(await directory.search(query, 'DE', 10)), query).toEqual(['München 80331']);
    }
  });

  it('finds places by the start of the postcode, ignoring spaces and case', async () => {
    const { directory } = directoryOf({
      GB: [
        ['London', 'SW1A 1AA', 'Greater London'],
        ['London', 'SW1A 2AA', 'Greater London'],
        ['London', 'SW7 2RL', 'Greater London'],
      ],
    });
    expect(cities(await directory.search('sw1a', 'GB', 10))).toEqual(['London SW1A 1AA', 'London SW1A 2AA']);
    expect(cities(await directory.search('sw1a1', 'GB', 10))).toEqual(['London SW1A 1AA']);
    expect(cities(await directory.search('SW1A 2', 'GB', 10))).toEqual(['London SW1A 2AA']);
    expect(cities(await directory.search('sw', 'GB', 10))).toHaveLength(3);
  });

  it('ranks an exact city, then an exact postcode, then name and postcode prefixes, then later words', async () => {
    const { directory } = directoryOf({
      DE: [
        ['Bernau bei Berlin', '16321', 'Brandenburg'],
        ['Berlin', '10115', 'Berlin'],
        ['Berlingen', '54570', 'Rheinland-Pfalz'],
      ],
      FR: [
        ['Paris', '75001', 'Paris'],
        ['Vannes', '56000', 'Morbihan'],
        ['Pau', '64000', 'Pyrénées-Atlantiques'],
      ],
    });
    // Exact beats a more important prefix match; "Bernau bei Berlin" only matches a later word.
    expect(cities(await directory.search('berlin', 'DE', 10))).toEqual(['Berlin 10115', 'Berlingen 54570', 'Bernau bei Berlin 16321']);
    expect(cities(await directory.search('pa', 'FR', 10))).toEqual(['Paris 75001', 'Pau 64000']);
    expect(cities(await directory.search('56000', 'FR', 10))).toEqual(['Vannes 56000']);
  });

  it('puts the more important city first among equal matches, then by name and postcode', async () => {
    const { directory } = directoryOf({ DE: german });
    expect(cities(await directory.search('ber', 'DE', 10))).toEqual([
      'Berlin 10115',
      'Berlin 10117',
      'Bergisch Gladbach 51465',
      'Bernau bei Berlin 16321',
    ]);
    expect(cities(await directory.search('frankfurt', 'DE', 10))).toEqual(['Frankfurt am Main 60311', 'Frankfurt (Oder) 15230']);
  });

  it('gives at most `limit`, nothing for an empty query, and only the country asked for', async () => {
    const { directory } = directoryOf({ DE: german, FR: [['Berlincourt', '00000', 'Nowhere']] });
    expect(await directory.search('b', 'DE', 2)).toHaveLength(2);
    expect(await directory.search('', 'DE', 10)).toEqual([]);
    expect(await directory.search('   ', 'DE', 10)).toEqual([]);
    expect(cities(await directory.search('berlin', 'FR', 10))).toEqual(['Berlincourt 00000']);
    expect(await directory.search('berlin', 'IT', 10)).toEqual([]);
  });

  it('answers each place with its region and country', async () => {
    const { directory } = directoryOf({ DE: german });
    expect(await directory.search('mülheim', 'DE', 1)).toEqual([
      { city: 'Mülheim an der Ruhr', postcode: '45468', region: 'Nordrhein-Westfalen', country: 'DE' },
    ]);
  });

  it('loads a country’s list once, on first use', async () => {
    const { directory, loads } = directoryOf({ DE: german });
    expect(loads).toEqual([]);
    await Promise.all([directory.search('ber', 'DE', 5), directory.search('mün', 'DE', 5), directory.check('DE', 'Berlin', '10115')]);
    await directory.search('par', 'FR', 5);
    expect(loads).toEqual(['DE', 'FR']);
  });

  it('tries a failed load again on the next call', async () => {
    let calls = 0;
    const directory = createListPlaceDirectory(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk hiccup');
      return german;
    });
    await expect(directory.search('ber', 'DE', 5)).rejects.toThrow('disk hiccup');
    expect(await directory.search('ber', 'DE', 1)).toHaveLength(1);
  });
});

describe('a list place directory: check', () => {
  const { directory } = directoryOf({ DE: german });

  it('accepts a listed city and postcode together, answering the list’s spelling', async () => {
    expect(await directory.check('DE', 'munchen', ' 80331 ')).toEqual({
      ok: true,
      place: { city: 'München', postcode: '80331', region: 'Bayern', country: 'DE' },
    });
  });

  it.each([
    ['an unknown city with a known postcode', 'Atlantis', '10115', { city: true, postcode: false }],
    ['a known city with an unknown postcode', 'Berlin', '99999', { city: false, postcode: true }],
    ['a known city with another city’s postcode', 'Berlin', '80331', { city: false, postcode: true }],
    ['neither known', 'Atlantis', '99999', { city: true, postcode: true }],
  ])('refuses %s, saying which field to pick again', async (_case, city, postcode, fields) => {
    expect(await directory.check('DE', city, postcode)).toEqual({ ok: false, ...fields });
  });

  it('refuses a real place of another country', async () => {
    expect(await directory.check('FR', 'Berlin', '10115')).toEqual({ ok: false, city: true, postcode: true });
  });
});

describe('the bundled places list', () => {
  const files: Record<CountryCode, string> = { GB: 'gb', FR: 'fr', IT: 'it', ES: 'es', DE: 'de' };
  const rowsOf = (country: CountryCode) =>
    JSON.parse(readFileSync(new URL(`../db/seed/places/${files[country]}.json`, import.meta.url), 'utf8')) as Row[];
  const postcodeFormats: Record<CountryCode, RegExp> = {
    GB: /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/,
    FR: /^(0[1-9]|[1-8][0-9]|9[0-5])[0-9]{3}$/,
    IT: /^[0-9]{5}$/,
    ES: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
    DE: /^[0-9]{5}$/,
  };

  it.each(countryCodes)('%s: 150 to 500 real-looking entries, each complete and listed once', (country) => {
    const rows = rowsOf(country);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(500);
    const seen = new Set<string>();
    for (const [city, postcode, region] of rows) {
      expect(city.trim(), JSON.stringify([city, postcode])).not.toBe('');
      expect(region.trim(), JSON.stringify([city, postcode])).not.toBe('');
      expect(postcode, city).toMatch(postcodeFormats[country]);
      expect(seen.has(`${city}|${postcode}`), `${city} ${postcode} twice`).toBe(false);
      seen.add(`${city}|${postcode}`);
    }
  });

  it('puts Spanish places in the province their postcode names', () => {
    for (const [city, postcode, region] of rowsOf('ES')) expect(region, `${city} ${postcode}`).toBe(provincias[postcode.slice(0, 2)]);
  });

  it('covers the big cities with several postcodes each', () => {
    const count = (country: CountryCode, city: string) => rowsOf(country).filter((row) => row[0] === city).length;
    expect(count('FR', 'Paris')).toBe(21);
    expect(count('FR', 'Lyon')).toBe(9);
    expect(count('FR', 'Marseille')).toBe(16);
    expect(count('GB', 'London')).toBeGreaterThanOrEqual(20);
    expect(count('DE', 'Berlin')).toBeGreaterThanOrEqual(20);
    expect(count('ES', 'Madrid')).toBeGreaterThanOrEqual(20);
    expect(count('ES', 'Barcelona')).toBeGreaterThanOrEqual(8);
    expect(count('IT', 'Roma')).toBeGreaterThanOrEqual(20);
    expect(count('IT', 'Milano')).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['GB', 'London', 'SW1A 1AA'],
    ['FR', 'Paris', '75001'],
    ['DE', 'Berlin', '10115'],
    ['ES', 'Madrid', '28013'],
    ['IT', 'Roma', '00184'],
    ['DE', 'München', '80331'],
  ] as const)('has the places the e2e journeys use: %s %s %s', async (country, city, postcode) => {
    expect(await bundledPlaceDirectory.check(country, city, postcode)).toMatchObject({ ok: true, place: { city, postcode, country } });
  });
});

describe('spread (the build script’s pick of a city’s postcodes)', () => {
  it('keeps a short list whole and spreads a long one, first and last included, plus the required', () => {
    expect(spread(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(spread(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual(['a', 'd', 'g']);
    expect(spread(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3, ['b', 'z'])).toEqual(['a', 'b', 'd', 'g']);
  });
});
