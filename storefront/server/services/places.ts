import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Place } from '@rigsmith/kit/api';
import type { CountryCode } from '@rigsmith/kit/domain';

/**
 * Real places (city, postcode, region) for the address autocomplete and for checking a
 * saved address (issue #5, SPEC §5 "Address fields chosen via autocomplete must be
 * selected from the drop-down list"). The shop asks a `PlaceDirectory`; the bundled one
 * searches the lists in db/seed/places (see its README), and a brand site with its own
 * geocoder passes another to `createApp({ placeDirectory })`.
 */

/** What an address's city and postcode were checked against. */
export type PlaceCheck =
  | { ok: true; place: Place }
  /** Which of the two is not in the directory (or does not go with the other). */
  | { ok: false; city: boolean; postcode: boolean };

export type PlaceDirectory = {
  /**
   * Places in `country` whose city name or postcode starts with `query`, best first, at
   * most `limit`. Accents, case and (for postcodes) spaces are ignored.
   */
  search(query: string, country: CountryCode, limit: number): Promise<Place[]>;
  /** Whether this city and postcode are one real place in `country`; on success, its canonical spelling. */
  check(country: CountryCode, city: string, postcode: string): Promise<PlaceCheck>;
};

/** Largest `limit` the search route accepts, and its default. */
export const PLACE_SEARCH_MAX = 20;
export const PLACE_SEARCH_DEFAULT = 10;

const placesDir = new URL('../db/seed/places/', import.meta.url);
const files: Record<CountryCode, string> = { GB: 'gb.json', FR: 'fr.json', IT: 'it.json', ES: 'es.json', DE: 'de.json' };

/** A bundled entry with its search keys worked out once. */
type IndexedPlace = {
  place: Place;
  /** Keys of the whole city name ("munchen", "muenchen"). */
  cityKeys: string[];
  /** Keys of each later word of the name ("coruna" in "A Coruña"), for a weaker match. */
  wordKeys: string[];
  postcodeKey: string;
  /** Rank of the city in the file (most important first). */
  importance: number;
};

/**
 * Text as the search compares it: accents and case gone (NFD, then the combining marks
 * stripped), punctuation and runs of space as one space. "Saint-Étienne" → "saint etienne".
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[\s\-'’.,()/]+/g, ' ')
    .trim();
}

/** German spelling without umlauts ("München" → "Muenchen"), as people without the keys type it. */
function germanKey(text: string): string {
  return placeKey(text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue'));
}

/** Postcodes compare without spaces or case ("sw1a1aa" is "SW1A 1AA"). */
export function postcodeKey(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function indexPlaces(country: CountryCode, rows: [string, string, string][]): IndexedPlace[] {
  const cityRanks = new Map<string, number>();
  return rows.map(([city, postcode, region]) => {
    const cityKey = placeKey(city);
    if (!cityRanks.has(`${cityKey}|${region}`)) cityRanks.set(`${cityKey}|${region}`, cityRanks.size);
    const cityKeys = [...new Set([cityKey, germanKey(city)])];
    const wordKeys = cityKey.split(' ').slice(1).filter((word) => word.length > 1);
    return {
      place: { city, postcode, region, country },
      cityKeys,
      wordKeys,
      postcodeKey: postcodeKey(postcode),
      importance: cityRanks.get(`${cityKey}|${region}`)!,
    };
  });
}

/** How good a match is: lower is better. */
function matchClass(entry: IndexedPlace, key: string, compactKey: string): number | null {
  if (entry.cityKeys.includes(key)) return 0;
  if (compactKey.length > 0 && entry.postcodeKey === compactKey) return 1;
  if (entry.cityKeys.some((cityKey) => cityKey.startsWith(key))) return 2;
  if (compactKey.length > 0 && entry.postcodeKey.startsWith(compactKey)) return 3;
  if (entry.wordKeys.some((word) => word.startsWith(key))) return 4;
  return null;
}

/**
 * A directory over in-memory lists of places, one per country, each loaded on first use.
 * `load` gives a country's `[city, postcode, region]` rows, most important city first.
 */
export function createListPlaceDirectory(load: (country: CountryCode) => Promise<[string, string, string][]>): PlaceDirectory {
  const indexes = new Map<CountryCode, Promise<IndexedPlace[]>>();
  const indexFor = (country: CountryCode) => {
    let index = indexes.get(country);
    if (!index) {
      index = load(country).then((rows) => indexPlaces(country, rows));
      indexes.set(country, index);
      // A failed read is not kept: the next request tries again.
      index.catch(() => indexes.delete(country));
    }
    return index;
  };

  return {
    async search(query, country, limit) {
      const key = placeKey(query);
      const compactKey = postcodeKey(query).replace(/[^A-Z0-9]/g, '');
      if (!key && !compactKey) return [];
      const matches: { entry: IndexedPlace; rank: number }[] = [];
      for (const entry of await indexFor(country)) {
        const rank = matchClass(entry, key, compactKey);
        if (rank !== null) matches.push({ entry, rank });
      }
      // Best match first; then the more important city; then by name and postcode.
      matches.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.entry.importance - b.entry.importance ||
          a.entry.place.city.localeCompare(b.entry.place.city) ||
          a.entry.place.postcode.localeCompare(b.entry.place.postcode),
      );
      return matches.slice(0, limit).map(({ entry }) => ({ ...entry.place }));
    },

    async check(country, city, postcode) {
      const index = await indexFor(country);
      const cityKey = placeKey(city);
      const codeKey = postcodeKey(postcode);
      const exact = index.find((entry) => entry.cityKeys.includes(cityKey) && entry.postcodeKey === codeKey);
      if (exact) return { ok: true, place: { ...exact.place } };
      const cityKnown = index.some((entry) => entry.cityKeys.includes(cityKey));
      const postcodeKnown = index.some((entry) => entry.postcodeKey === codeKey);
      // A real city with another place's postcode: the postcode is the one not picked from the list.
      return { ok: false, city: !cityKnown, postcode: cityKnown || !postcodeKnown };
    },
  };
}

/** The shop's own directory: the bundled lists of real places in db/seed/places. */
export const bundledPlaceDirectory: PlaceDirectory = createListPlaceDirectory(async (country) => {
  const text = await readFile(fileURLToPath(new URL(files[country], placesDir)), 'utf8');
  return JSON.parse(text) as [string, string, string][];
});
