import type { Place } from '@rigsmith/kit/api';
import type { CountryCode } from '@rigsmith/kit/domain';
import type { PlaceCheck, PlaceDirectory } from './places';
import { placeKey, postcodeKey } from './places-index';

/**
 * A `PlaceDirectory` over a Photon geocoder (https://github.com/komoot/photon, OpenStreetMap
 * data): how a brand plugs in its own geocoder instead of the embedded places. `main.ts`
 * uses it when `PLACES_URL` is set (the instance's base URL, e.g. `https://photon.example`).
 *
 * Photon answers `GET {url}/api?q=&limit=&lang=` with a GeoJSON FeatureCollection; each
 * feature's `properties` has `name`, `city`, `postcode`, `county`, `state`, `countrycode`
 * and `osm_key`/`osm_value` (`place`/`town` for a town itself). A feature becomes a place
 * when it is in the asked country and has both a town and a postcode.
 */

/** The part of Photon's answer the adapter reads. */
type PhotonFeature = {
  properties?: {
    name?: string;
    city?: string;
    postcode?: string;
    county?: string;
    state?: string;
    countrycode?: string;
    osm_key?: string;
    osm_value?: string;
  };
};

export type PhotonPlaceDirectoryOptions = {
  /** The Photon instance's base URL. */
  url: string;
  /** How long one call may take before it counts as failed (ms). @default 3000 */
  timeoutMs?: number;
  /** Answers instead when the geocoder fails (the embedded places, in `main.ts`); without it a failure throws. */
  fallback?: PlaceDirectory;
  /** Told of each failure (the query is not passed on: it may be part of someone's address). */
  onError?: (error: unknown) => void;
  fetch?: typeof fetch;
};

/** Photon's language for a country's place names. */
const languages: Record<CountryCode, string> = { GB: 'en', FR: 'fr', IT: 'it', ES: 'es', DE: 'de' };
const townValues = new Set(['city', 'town', 'village', 'hamlet', 'suburb', 'locality']);
/** Photon gives at most 50 features; asking for more than `limit` leaves room for other countries' to be dropped. */
const PHOTON_MAX = 50;

function toPlace(feature: PhotonFeature, country: CountryCode): Place | null {
  const properties = feature.properties ?? {};
  if (properties.countrycode?.toUpperCase() !== country) return null;
  const isTown = properties.osm_key === 'place' && townValues.has(properties.osm_value ?? '');
  const city = (isTown ? properties.name : properties.city)?.trim();
  const postcode = properties.postcode?.trim();
  if (!city || !postcode) return null;
  return { city, postcode, region: (properties.county ?? properties.state ?? '').trim(), country };
}

export function createPhotonPlaceDirectory(options: PhotonPlaceDirectoryOptions): PlaceDirectory {
  const base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? 3000;
  const fetchImpl = options.fetch ?? fetch;

  async function photon(query: string, country: CountryCode, limit: number): Promise<Place[]> {
    const url = new URL('api', base);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(Math.min(PHOTON_MAX, limit * 3)));
    url.searchParams.set('lang', languages[country]);
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Photon answered ${response.status}`);
    const body = (await response.json()) as { features?: PhotonFeature[] };
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const feature of body.features ?? []) {
      const place = toPlace(feature, country);
      const key = place && `${placeKey(place.city)}|${postcodeKey(place.postcode)}`;
      if (!place || seen.has(key!)) continue;
      seen.add(key!);
      places.push(place);
    }
    return places;
  }

  /** Runs `work` against Photon; on failure, against the fallback (or throws). */
  async function guarded<T>(work: () => Promise<T>, instead: (fallback: PlaceDirectory) => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      options.onError?.(error);
      if (!options.fallback) throw error;
      return instead(options.fallback);
    }
  }

  return {
    async search(query, country, limit) {
      if (!query.trim()) return [];
      return guarded(
        async () => (await photon(query.trim(), country, limit)).slice(0, limit),
        (fallback) => fallback.search(query, country, limit),
      );
    },

    async check(country, city, postcode) {
      return guarded<PlaceCheck>(
        async () => {
          const cityKey = placeKey(city);
          const code = postcodeKey(postcode);
          const [byPostcode, byCity] = await Promise.all([photon(`${postcode} ${city}`, country, 10), photon(city, country, 10)]);
          const exact = byPostcode.find((place) => postcodeKey(place.postcode) === code && placeKey(place.city) === cityKey);
          if (exact) return { ok: true, place: exact };
          const cityKnown = [...byCity, ...byPostcode].some((place) => placeKey(place.city) === cityKey);
          return { ok: false, city: !cityKnown, postcode: true };
        },
        (fallback) => fallback.check(country, city, postcode),
      );
    },
  };
}
