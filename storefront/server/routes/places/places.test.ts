import type { Place } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createListPlaceDirectory } from '../../services/places';
import { get } from '../../test/app';
import { createTestApp } from '../../test/app';
import { expectBadParameter } from '../../test/catalogue';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

async function search(query: string): Promise<Place[]> {
  const response = await get(app, `/api/geo/places/?${query}`);
  if (response.status !== 200) throw new Error(`GET places?${query} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Place[];
}

const labels = (places: Place[]) => places.map((place) => `${place.city} ${place.postcode}`);

describe('GET /api/geo/places/', () => {
  it('finds cities by the start of their name, ten at most by default, cacheable and public', async () => {
    const response = await get(app, '/api/geo/places/?q=lon&place_country=GB');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const places = (await response.json()) as Place[];
    expect(places).toHaveLength(10);
    for (const place of places) expect(place).toMatchObject({ city: 'London', region: 'Greater London', country: 'GB' });
  });

  it('finds München however it is typed', async () => {
    for (const q of ['munchen', 'Munchen', 'm%C3%BCn', 'M%C3%9CNCHEN', 'muenchen']) {
      const places = await search(`q=${q}&place_country=DE`);
      expect(places[0], q).toMatchObject({ city: 'München', region: 'Bayern', country: 'DE' });
      expect(
        places.every((place) => place.city === 'München'),
        q,
      ).toBe(true);
    }
  });

  it('finds places by the start of a postcode, UK ones without their space and in any case', async () => {
    expect(labels(await search('q=sw1a1aa&place_country=GB'))).toEqual(['London SW1A 1AA']);
    expect(labels(await search('q=SW1A%201AA&place_country=GB'))).toEqual(['London SW1A 1AA']);
    // The start of a UK postcode finds its district; a whole postcode in a known district, that postcode.
    expect(labels(await search('q=sw1a&place_country=GB'))).toEqual(['London SW1A']);
    expect(labels(await search('q=ec2r8ah&place_country=GB'))).toEqual(['London EC2R 8AH']);
    expect(labels(await search('q=75001&place_country=FR'))).toEqual(['Paris 75001']);
    expect(labels(await search('q=10115&place_country=DE'))).toEqual(['Berlin 10115']);
    expect(labels(await search('q=00184&place_country=IT'))).toEqual(['Roma 00184']);
    expect(labels(await search('q=28013&place_country=ES'))).toEqual(['Madrid 28013']);
  });

  it('puts an exact city first, then bigger cities before smaller ones', async () => {
    const paris = await search('q=paris&place_country=FR&limit=20');
    expect(paris).toHaveLength(20);
    expect(paris[0]).toEqual({ city: 'Paris', postcode: '75001', region: 'Paris', country: 'FR' });
    // "mar" is Marseille (the second city of France) before any smaller Mar... town.
    expect((await search('q=mar&place_country=FR'))[0]!.city).toBe('Marseille');
    // "man" is Manchester before Mansfield or anything smaller.
    expect((await search('q=man&place_country=GB'))[0]!.city).toBe('Manchester');
  });

  it('searches the address’s country only; without place_country, the storefront’s', async () => {
    expect(await search('q=berlin&place_country=GB')).toEqual([]);
    expect((await search('q=berlin&place_country=DE'))[0]!.city).toBe('Berlin');
    expect((await search('q=rom&country=IT'))[0]).toMatchObject({ city: 'Roma', country: 'IT' });
    expect((await search('q=mad&country=ES'))[0]).toMatchObject({ city: 'Madrid', country: 'ES' });
    expect(await search('q=madrid')).toEqual([]);
  });

  it('gives at most `limit` places', async () => {
    expect(await search('q=b&place_country=DE&limit=3')).toHaveLength(3);
    expect(await search('q=b&place_country=DE&limit=20')).toHaveLength(20);
  });

  it('finds nothing for an empty or blank query', async () => {
    expect(await search('place_country=GB')).toEqual([]);
    expect(await search('q=&place_country=GB')).toEqual([]);
    expect(await search('q=%20%20&place_country=GB')).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=21', 'limit'],
    ['limit=ten', 'limit'],
    ['place_country=US', 'place_country'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(app, `/api/geo/places/?q=a&${query}`, field);
  });

  it('asks the directory the app was given, so a brand site can plug in its own', async () => {
    const custom = createListPlaceDirectory(async () => [['Gotham', 'GT1 1AA', 'Nowhere']]);
    const { app: branded } = createTestApp(database.db, { placeDirectory: custom });
    const response = await get(branded, '/api/geo/places/?q=got&place_country=GB');
    expect(await response.json()).toEqual([{ city: 'Gotham', postcode: 'GT1 1AA', region: 'Nowhere', country: 'GB' }]);
  });
});
