import type { Place } from '@rigsmith/kit/api';
import type { CountryCode } from '@rigsmith/kit/domain';
import type { PlaceRow } from './places-data';

/**
 * The in-memory search over one country's places: sorted keys and binary search, so a
 * keystroke costs O(log n) plus the matches it has to rank, not a scan of ~36k places.
 */

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

/**
 * A full UK postcode: a district (outward code) and a well-formed inward code, a digit and
 * two letters other than C, I, K, M, O and V (Royal Mail's rule).
 */
const ukPostcode = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][ABD-HJLNP-UW-Z]{2})$/;
/** A district followed by the start of an inward code, typed with its space: "SE1 7", "SE1 7P". */
const ukPostcodeStart = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ([0-9][A-Z]{0,2})$/;
/** The start of an inward code, short of a whole one. */
const ukInwardStart = /^[0-9][A-Z]?$/;
/** A London sub-district (EC1A, SW1A, W1B, E1W, N1C, NW1W): part of the district without its last letter. */
const ukSubDistrict = /^([A-Z]{1,2}[0-9])[A-Z]$/;

/** A full UK postcode's district and inward code, or null if it is not one. */
export function splitUkPostcode(text: string): { outward: string; inward: string } | null {
  const match = ukPostcode.exec(postcodeKey(text));
  return match ? { outward: match[1]!, inward: match[2]! } : null;
}

/** Strings sorted, each with the place it stands for, for prefix lookups by binary search. */
type SortedKeys = { keys: string[]; ids: Int32Array };

function sortedKeys(pairs: [key: string, id: number][]): SortedKeys {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: pairs.map((pair) => pair[0]), ids: Int32Array.from(pairs, (pair) => pair[1]) };
}

/** The first index whose key is ≥ `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Calls `visit` for each key starting with `prefix`, in key order. */
function eachWithPrefix(sorted: SortedKeys, prefix: string, visit: (id: number, exact: boolean) => void) {
  for (let i = lowerBound(sorted.keys, prefix); i < sorted.keys.length && sorted.keys[i]!.startsWith(prefix); i += 1) {
    visit(sorted.ids[i]!, sorted.keys[i]!.length === prefix.length);
  }
}

/** How good a match is, best first. */
const Match = { ExactCity: 0, ExactPostcode: 1, CityPrefix: 2, PostcodePrefix: 3, LaterWord: 4 } as const;
type Match = (typeof Match)[keyof typeof Match];

export type PlaceIndex = {
  readonly size: number;
  /** Places whose city name, a later word of it, or postcode starts with `query`; best first, at most `limit`. */
  search(query: string, limit: number): Place[];
  /** Whether `city` and `postcode` are one place; on success, its spelling (a UK postcode with its space). */
  check(city: string, postcode: string): { ok: true; place: Place } | { ok: false; city: boolean; postcode: boolean };
};

/**
 * Indexes `rows` (most important city first). For GB a row's postcode is a district
 * (outward code), standing for every well-formed postcode in it.
 */
export function createPlaceIndex(country: CountryCode, rows: readonly PlaceRow[]): PlaceIndex {
  // The ranking packs match, importance and row into one number (see `rank`).
  if (rows.length >= 2 ** 20) throw new Error(`${country}: ${rows.length} places, more than the index ranks (2^20)`);
  const places: Place[] = [];
  const importance = new Int32Array(rows.length);
  const cityKeysOf: string[][] = [];
  const cityRanks = new Map<string, number>();
  const cityPairs: [string, number][] = [];
  const wordPairs: [string, number][] = [];
  const postcodePairs: [string, number][] = [];
  const byPostcode = new Map<string, number[]>();

  rows.forEach(([city, postcode, region], id) => {
    places.push({ city, postcode, region, country });
    const cityKey = placeKey(city);
    const rankKey = `${cityKey}|${region}`;
    if (!cityRanks.has(rankKey)) cityRanks.set(rankKey, cityRanks.size);
    importance[id] = cityRanks.get(rankKey)!;
    const keys = [...new Set([cityKey, germanKey(city)])];
    cityKeysOf.push(keys);
    for (const key of keys) cityPairs.push([key, id]);
    for (const word of new Set(keys.flatMap((key) => key.split(' ').slice(1)))) if (word.length > 1) wordPairs.push([word, id]);
    const code = postcodeKey(postcode);
    postcodePairs.push([code, id]);
    const same = byPostcode.get(code);
    if (same) same.push(id);
    else byPostcode.set(code, [id]);
  });

  const cities = sortedKeys(cityPairs);
  const words = sortedKeys(wordPairs);
  const postcodes = sortedKeys(postcodePairs);
  const isUk = country === 'GB';

  /** The rows of a UK district, a London sub-district falling back on its district. */
  const districtRows = (outward: string): number[] => {
    const own = byPostcode.get(outward);
    if (own) return own;
    const parent = ukSubDistrict.exec(outward);
    return (parent && byPostcode.get(parent[1]!)) || [];
  };

  /**
   * The best `limit` of `found`: by match, then importance, then file order (a city's
   * postcodes are in order there). One number per place, sorted natively: a short prefix
   * ("sa": 4,000 Saint-... communes) costs a typed-array sort, not 4,000 comparator calls.
   */
  const rank = (found: Map<number, Match>, limit: number, postcodeFor: (id: number) => string = (id) => places[id]!.postcode): Place[] => {
    const order = new Float64Array(found.size);
    let next = 0;
    for (const [id, match] of found) order[next++] = (match * 2 ** 20 + importance[id]!) * 2 ** 24 + id;
    order.sort();
    const best: Place[] = [];
    for (let i = 0; i < Math.min(limit, order.length); i += 1) {
      const id = order[i]! % 2 ** 24;
      best.push({ ...places[id]!, postcode: postcodeFor(id) });
    }
    return best;
  };

  return {
    size: rows.length,

    search(query, limit) {
      const key = placeKey(query);
      const compact = postcodeKey(query).replace(/[^A-Z0-9]/g, '');
      if (!key && !compact) return [];
      const found = new Map<number, Match>();
      const note = (id: number, match: Match) => {
        const before = found.get(id);
        if (before === undefined || match < before) found.set(id, match);
      };

      if (isUk) {
        // A whole postcode is that postcode in its district's town; a district and the start
        // of an inward code ("SE1 7") is the district.
        const full = splitUkPostcode(compact);
        const start = ukPostcodeStart.exec(query.trim().toUpperCase().replace(/\s+/g, ' '));
        const listed = byPostcode.has(compact);
        const district = start ? start[1]! : listed ? null : (full?.outward ?? (ukSubDistrict.test(compact) ? compact : null));
        if (district) {
          for (const id of districtRows(district)) note(id, Match.ExactPostcode);
          if (found.size > 0) return rank(found, limit, () => (full ? `${full.outward} ${full.inward}` : district));
        }
      }

      if (key) {
        eachWithPrefix(cities, key, (id, exact) => note(id, exact ? Match.ExactCity : Match.CityPrefix));
        eachWithPrefix(words, key, (id) => note(id, Match.LaterWord));
      }
      if (compact) eachWithPrefix(postcodes, compact, (id, exact) => note(id, exact ? Match.ExactPostcode : Match.PostcodePrefix));
      if (isUk) {
        // The start of a postcode typed without its space ("sw1a1", "kw151a"): each district it can begin with.
        for (let cut = 2; cut <= 4 && cut < compact.length; cut += 1) {
          if (ukInwardStart.test(compact.slice(cut))) for (const id of byPostcode.get(compact.slice(0, cut)) ?? []) note(id, Match.PostcodePrefix);
        }
      }
      return rank(found, limit);
    },

    check(city, postcode) {
      const cityKey = placeKey(city);
      const matchesCity = (id: number) => cityKeysOf[id]!.includes(cityKey);
      const cityKnown = () => {
        let known = false;
        eachWithPrefix(cities, cityKey, (_id, exact) => (known ||= exact));
        return known;
      };
      let candidates: number[];
      let spelling: string;
      if (isUk) {
        const full = splitUkPostcode(postcode);
        candidates = full ? [...districtRows(full.outward), ...(byPostcode.get(full.outward + full.inward) ?? [])] : [];
        spelling = full ? `${full.outward} ${full.inward}` : '';
      } else {
        spelling = postcodeKey(postcode);
        candidates = byPostcode.get(spelling) ?? [];
      }
      const exact = candidates.find(matchesCity);
      if (exact !== undefined) return { ok: true, place: { ...places[exact]!, postcode: isUk ? spelling : places[exact]!.postcode } };
      const known = cityKnown();
      // A real city with another place's postcode: the postcode is the one not picked from the list.
      return { ok: false, city: !known, postcode: known || candidates.length === 0 };
    },
  };
}
