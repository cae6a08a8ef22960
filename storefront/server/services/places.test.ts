import type { CountryCode } from '@rigsmith/kit/domain';
import { describe, expect, it } from 'vitest';
import { createListPlaceDirectory, placeKey, postcodeKey } from './places';

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

  it('warms the countries asked for ahead of their first search, each once', async () => {
    const { directory, loads } = directoryOf({ DE: german });
    await directory.warm(['DE', 'FR']);
    await directory.search('ber', 'DE', 5);
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

describe('a list place directory: UK postcode districts', () => {
  const { directory } = directoryOf({
    GB: [
      ['London', 'SE1', 'Greater London'],
      ['London', 'EC1', 'Greater London'],
      ['London', 'SE10', 'Greater London'],
      ['London', 'SE17', 'Greater London'],
      ['Kirkwall', 'KW15', 'Orkney'],
      ['Stromness', 'KW16', 'Orkney'],
    ],
  });

  it('resolves any well-formed postcode of a known district to its town, with its space', async () => {
    for (const query of ['SE1 7PB', 'se17pb', ' se1  7pb ']) {
      expect(cities(await directory.search(query, 'GB', 10)), query).toEqual(['London SE1 7PB']);
    }
    expect(cities(await directory.search('KW15 1AB', 'GB', 10))).toEqual(['Kirkwall KW15 1AB']);
  });

  it('finds a district by its code, exact district first, and by the start of a postcode', async () => {
    expect(cities(await directory.search('se1', 'GB', 10))).toEqual(['London SE1', 'London SE10', 'London SE17']);
    expect(cities(await directory.search('SE1 7', 'GB', 10))).toEqual(['London SE1']);
    // Without the space, "se17" is the district SE17 or the start of SE1 7..: both, the exact district first.
    expect(cities(await directory.search('se17', 'GB', 10))).toEqual(['London SE17', 'London SE1']);
    expect(cities(await directory.search('kw151', 'GB', 10))).toEqual(['Kirkwall KW15']);
    expect(cities(await directory.search('kw', 'GB', 10))).toEqual(['Kirkwall KW15', 'Stromness KW16']);
  });

  it('reads a London sub-district (EC1A) as part of its district (EC1)', async () => {
    expect(cities(await directory.search('EC1A 1BB', 'GB', 10))).toEqual(['London EC1A 1BB']);
    expect(await directory.check('GB', 'London', 'ec1a1bb')).toMatchObject({ ok: true, place: { postcode: 'EC1A 1BB' } });
  });

  it('checks a whole postcode against its district’s town', async () => {
    expect(await directory.check('GB', 'kirkwall', 'kw151ab')).toEqual({
      ok: true,
      place: { city: 'Kirkwall', postcode: 'KW15 1AB', region: 'Orkney', country: 'GB' },
    });
    // Another town's district, a district alone, an inward code Royal Mail never uses (C, I, K, M, O, V), an unknown district.
    expect(await directory.check('GB', 'Kirkwall', 'KW16 3AA')).toEqual({ ok: false, city: false, postcode: true });
    expect(await directory.check('GB', 'Kirkwall', 'KW15')).toEqual({ ok: false, city: false, postcode: true });
    expect(await directory.check('GB', 'Kirkwall', 'KW15 1CI')).toEqual({ ok: false, city: false, postcode: true });
    expect(await directory.check('GB', 'Atlantis', 'ZZ9 9ZZ')).toEqual({ ok: false, city: true, postcode: true });
  });

  it('finds nothing for a well-formed postcode of an unknown district', async () => {
    expect(await directory.search('ZZ9 9ZZ', 'GB', 10)).toEqual([]);
  });
});
