import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { CountryCode } from '@rigsmith/kit/domain';
import { placesSeedDir } from '../paths';

/**
 * The embedded place lists on disk (db/seed/places, written by its build.ts): one
 * Brotli-compressed file per country, one place a line, `city<TAB>postcode<TAB>region`, most
 * important place first. Compressed so the repository and the server's start stay small
 * (France's ~36k places are ~170 kB); the server reads a country's file on first use only.
 */
export type PlaceRow = [city: string, postcode: string, region: string];

export const placesDir = pathToFileURL(placesSeedDir);

export const placeFiles: Record<CountryCode, string> = {
  GB: 'gb.tsv.br',
  FR: 'fr.tsv.br',
  IT: 'it.tsv.br',
  ES: 'es.tsv.br',
  DE: 'de.tsv.br',
};

/** The file's bytes for `rows`; the same rows always give the same bytes (reproducible builds). */
export function encodePlaceRows(rows: readonly PlaceRow[]): Buffer {
  for (const row of rows) {
    if (row.some((field) => /[\t\n]/.test(field))) throw new Error(`A tab or newline in ${JSON.stringify(row)}`);
  }
  const text = rows.map((row) => row.join('\t')).join('\n') + '\n';
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
}

export function decodePlaceRows(bytes: Buffer): PlaceRow[] {
  const text = brotliDecompressSync(bytes).toString('utf8');
  const rows: PlaceRow[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [city = '', postcode = '', region = ''] = line.split('\t');
    rows.push([city, postcode, region]);
  }
  return rows;
}

/** A country's embedded places, in the file's order. */
export async function readPlaceRows(country: CountryCode): Promise<PlaceRow[]> {
  return decodePlaceRows(await readFile(new URL(placeFiles[country], placesDir)));
}
