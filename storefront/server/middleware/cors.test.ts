import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/app';
import { createCustomer } from '../test/commerce';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { parseCorsOrigins } from './cors';

const BRAND = 'https://brand.example';
const OTHER = 'https://evil.example';

let database: TestDatabase;
let app: App;
let closedApp: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db, { corsOrigins: [BRAND] }));
  ({ app: closedApp } = createTestApp(database.db));
});
afterAll(() => database.close());

const preflight = (target: App, origin: string, method = 'POST') =>
  target.request('/api/account/basket/', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
    },
  });

describe('CORS for brand sites', () => {
  it('answers a listed origin’s preflight with what the kit client sends, credentials off', async () => {
    const response = await preflight(app, BRAND);
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(BRAND);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('lets a listed origin read answers, errors and their headers', async () => {
    const listing = await app.request('/api/ecommerce/builds/?per_page=1', { headers: { Origin: BRAND } });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('Access-Control-Allow-Origin')).toBe(BRAND);
    const unauthorised = await app.request('/api/account/', { headers: { Origin: BRAND } });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('Access-Control-Allow-Origin')).toBe(BRAND);
    expect(unauthorised.headers.get('Access-Control-Expose-Headers')).toContain('WWW-Authenticate');
  });

  it('serves a signed-in call from the brand origin with a bearer token', async () => {
    const customer = await createCustomer(database.db);
    const account = await app.request('/api/account/', { headers: { Origin: BRAND, Authorization: `Bearer ${customer.token}` } });
    expect(account.status).toBe(200);
    expect(account.headers.get('Access-Control-Allow-Origin')).toBe(BRAND);
  });

  it('gives any other origin no CORS headers, and says answers vary by origin', async () => {
    const answer = await app.request('/api/ecommerce/builds/?per_page=1', { headers: { Origin: OTHER } });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(answer.headers.get('Vary')).toContain('Origin');
    const refused = await preflight(app, OTHER);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(refused.headers.get('Access-Control-Allow-Methods')).toBeNull();
  });

  it('is off unless origins are configured', async () => {
    const answer = await closedApp.request('/api/ecommerce/builds/?per_page=1', { headers: { Origin: BRAND } });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await preflight(closedApp, BRAND)).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('parseCorsOrigins', () => {
  it('takes bare origins and refuses paths, wildcards and other schemes', () => {
    expect(parseCorsOrigins(' https://brand.example , http://localhost:5173 ,')).toEqual(['https://brand.example', 'http://localhost:5173']);
    expect(parseCorsOrigins('')).toEqual([]);
    for (const bad of ['https://brand.example/', 'https://brand.example/shop', '*', 'ftp://brand.example', 'brand.example'])
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
  });
});
