import type { Place } from '@rigsmith/kit/api';
import { countryCodes, type CountryCode } from '@rigsmith/kit/domain';
import { readPlaceRows, type PlaceRow } from './places-data';
import { createPlaceIndex, type PlaceIndex } from './places-index';

export { placeKey, postcodeKey, splitUkPostcode } from './places-index';

/** What an address's city and postcode were checked against. */
export type PlaceCheck =
  | { ok: true; place: Place }
  /** Which of the two is not in the directory (or does not go with the other). */
  | { ok: false; city: boolean; postcode: boolean };

/**
 * **The place provider seam.** Where the shop looks up real places: the address form's
 * autocomplete (`GET /api/geo/places/`) and the check that a saved or ordered address's city
 * and postcode were picked from it (SPEC §5 "Select {field} from the drop-down list").
 *
 * The default is the embedded directory (`bundledPlaceDirectory`: every postcode of the five
 * countries from open data, see db/seed/places/README.md). A brand with its own geocoder
 * passes another implementation to `createApp({ placeDirectory })`; `main.ts` picks the
 * Photon adapter (`createPhotonPlaceDirectory`) when `PLACES_URL` is set. See "Places" in
 * storefront/server/README.md.
 *
 * An implementation must:
 * - answer `search` fast enough for typing (the embedded one: ≤ 50 ms at p95, `bench/`);
 * - ignore accents, case and umlaut spellings ("munchen", "Muenchen", "MÜNCHEN") and, in
 *   postcodes, spaces;
 * - give a UK place either a whole postcode or its district (outward code, "SE1"): a place
 *   with a district stands for every well-formed postcode in it, and `check` accepts any of
 *   them with that town;
 * - answer `check` with the place in its own spelling: the address is stored that way.
 */
export type PlaceDirectory = {
  /**
   * Places in `country` whose city name (or a later word of it) or postcode starts with
   * `query`: an exact city first, then an exact postcode, then city and postcode prefixes,
   * each by the place's importance; at most `limit`. An empty query finds nothing.
   */
  search(query: string, country: CountryCode, limit: number): Promise<Place[]>;
  /** Whether this city and postcode are one real place in `country`; on success, its canonical spelling. */
  check(country: CountryCode, city: string, postcode: string): Promise<PlaceCheck>;
};

/** Largest `limit` the search route accepts, and its default (declared with its query in the kit's contract). */
export { PLACE_SEARCH_DEFAULT, PLACE_SEARCH_MAX } from '@rigsmith/kit/domain';

export type ListPlaceDirectory = PlaceDirectory & {
  /** Loads and indexes these countries now (a server's start), rather than on their first search. */
  warm(countries?: readonly CountryCode[]): Promise<void>;
};

/**
 * A directory over in-memory lists of places, one per country, each loaded and indexed on
 * first use. `load` gives a country's `[city, postcode, region]` rows, most important first.
 */
export function createListPlaceDirectory(load: (country: CountryCode) => Promise<PlaceRow[]>): ListPlaceDirectory {
  const indexes = new Map<CountryCode, Promise<PlaceIndex>>();
  const indexFor = (country: CountryCode) => {
    let index = indexes.get(country);
    if (!index) {
      index = load(country).then((rows) => createPlaceIndex(country, rows));
      indexes.set(country, index);
      // A failed read is not kept: the next request tries again.
      index.catch(() => indexes.delete(country));
    }
    return index;
  };

  return {
    async warm(countries = countryCodes) {
      for (const country of countries) {
        await indexFor(country);
        // One country's index at a time, leaving the event loop to requests in between.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async search(query, country, limit) {
      return (await indexFor(country)).search(query, limit);
    },
    async check(country, city, postcode) {
      return (await indexFor(country)).check(city, postcode);
    },
  };
}

/** The shop's own directory: the embedded places of db/seed/places. */
export const bundledPlaceDirectory: ListPlaceDirectory = createListPlaceDirectory(readPlaceRows);
