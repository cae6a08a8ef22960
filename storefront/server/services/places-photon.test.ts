import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createListPlaceDirectory } from './places';
import { createPhotonPlaceDirectory } from './places-photon';

/**
 * The Photon adapter against a local fake of Photon's `/api` on 127.0.0.1: GeoJSON
 * features whose name, city or postcode contains the query, at most `limit`.
 */

const feature = (properties: Record<string, string>) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties });

const features = [
  feature({
    osm_key: 'place',
    osm_value: 'town',
    name: 'Kirkwall',
    postcode: 'KW15 1AB',
    county: 'Orkney Islands',
    state: 'Scotland',
    countrycode: 'GB',
  }),
  feature({
    osm_key: 'highway',
    osm_value: 'residential',
    name: 'Broad Street',
    city: 'Kirkwall',
    postcode: 'KW15 1DH',
    county: 'Orkney Islands',
    countrycode: 'GB',
  }),
  feature({ osm_key: 'place', osm_value: 'village', name: 'Finstown', postcode: 'KW17 2EQ', state: 'Scotland', countrycode: 'GB' }),
  // Another country's, and one without a postcode: never places of the GB search.
  feature({ osm_key: 'place', osm_value: 'city', name: 'Kirkwall', postcode: '99999', countrycode: 'US' }),
  feature({ osm_key: 'place', osm_value: 'hamlet', name: 'Kirbister', countrycode: 'GB' }),
];

type Behaviour = 'answer' | 'fail' | 'hang';
let behaviour: Behaviour = 'answer';
const requests: URL[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(asked);
    if (behaviour === 'hang') return;
    if (behaviour === 'fail' || asked.pathname !== '/api') {
      response.writeHead(behaviour === 'fail' ? 503 : 404, { 'content-type': 'text/plain' }).end('no');
      return;
    }
    const words = (asked.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = Number(asked.searchParams.get('limit') ?? 15);
    const matching = features.filter((candidate) => {
      const text = Object.values(candidate.properties).join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    });
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'FeatureCollection', features: matching.slice(0, limit) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  behaviour = 'answer';
  requests.length = 0;
});

describe('the Photon place directory', () => {
  it('asks /api with the query, a language for the country and room for other countries’ answers', async () => {
    const photon = createPhotonPlaceDirectory({ url });
    await photon.search('kirkwall', 'GB', 5);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/api');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ q: 'kirkwall', limit: '15', lang: 'en' });
  });

  it('answers towns and addresses of the asked country that have a postcode, once each', async () => {
    const photon = createPhotonPlaceDirectory({ url: `${url}/` });
    expect(await photon.search('kirkwall', 'GB', 10)).toEqual([
      { city: 'Kirkwall', postcode: 'KW15 1AB', region: 'Orkney Islands', country: 'GB' },
      { city: 'Kirkwall', postcode: 'KW15 1DH', region: 'Orkney Islands', country: 'GB' },
    ]);
    expect(await photon.search('KW17', 'GB', 10)).toEqual([{ city: 'Finstown', postcode: 'KW17 2EQ', region: 'Scotland', country: 'GB' }]);
    expect(await photon.search('kirkwall', 'GB', 1)).toHaveLength(1);
    expect(await photon.search('kirkwall', 'FR', 10)).toEqual([]);
  });

  it('asks nothing for a blank query', async () => {
    expect(await createPhotonPlaceDirectory({ url }).search('  ', 'GB', 10)).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('checks a city and postcode against what Photon knows', async () => {
    const photon = createPhotonPlaceDirectory({ url });
    expect(await photon.check('GB', 'kirkwall', 'KW15 1DH')).toEqual({
      ok: true,
      place: { city: 'Kirkwall', postcode: 'KW15 1DH', region: 'Orkney Islands', country: 'GB' },
    });
    expect(await photon.check('GB', 'Kirkwall', 'KW15 9ZZ')).toEqual({ ok: false, city: false, postcode: true });
    expect(await photon.check('GB', 'Atlantis', 'KW15 1DH')).toEqual({ ok: false, city: true, postcode: true });
  });

  it('answers from the fallback when Photon fails or is too slow, and says so', async () => {
    const fallback = createListPlaceDirectory(async () => [['Kirkwall', 'KW15', 'Orkney']]);
    const errors: unknown[] = [];
    const photon = createPhotonPlaceDirectory({ url, fallback, timeoutMs: 200, onError: (error) => errors.push(error) });
    behaviour = 'fail';
    expect(await photon.search('kirk', 'GB', 5)).toEqual([{ city: 'Kirkwall', postcode: 'KW15', region: 'Orkney', country: 'GB' }]);
    behaviour = 'hang';
    expect(await photon.check('GB', 'Kirkwall', 'KW15 1AB')).toMatchObject({ ok: true, place: { postcode: 'KW15 1AB' } });
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it('throws when Photon fails and there is no fallback', async () => {
    behaviour = 'fail';
    await expect(createPhotonPlaceDirectory({ url }).search('kirk', 'GB', 5)).rejects.toThrow('503');
  });
});
