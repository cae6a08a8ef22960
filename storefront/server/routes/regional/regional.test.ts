import type { ApiErrorBody } from '@rigsmith/kit/domain';
import type { Country, Currency } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fixtureCatalogue } from '../../test/fixtures/catalogue';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

describe('GET /api/ecommerce/regional/country/', () => {
  it('lists the five shipping countries with their currency and VAT, and the others without', async () => {
    const response = await get(app, '/api/ecommerce/regional/country/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const countries = (await response.json()) as Country[];

    const shipping = countries.filter((country) => country.is_shipping);
    expect(shipping).toEqual([
      { iso_3166_1_a2: 'DE', is_shipping: true, currency: 'eur', vat_rate_bp: 1900 },
      { iso_3166_1_a2: 'ES', is_shipping: true, currency: 'eur', vat_rate_bp: 2100 },
      { iso_3166_1_a2: 'FR', is_shipping: true, currency: 'eur', vat_rate_bp: 2000 },
      { iso_3166_1_a2: 'GB', is_shipping: true, currency: 'gbp', vat_rate_bp: 2000 },
      { iso_3166_1_a2: 'IT', is_shipping: true, currency: 'eur', vat_rate_bp: 2200 },
    ]);
    expect(countries.length).toBeGreaterThanOrEqual(30);
    expect(countries).toContainEqual({ iso_3166_1_a2: 'NL', is_shipping: false, currency: null, vat_rate_bp: null });
    const codes = countries.map((country) => country.iso_3166_1_a2);
    expect(codes).toEqual([...codes].sort());
  });

  it('answers the same for every storefront country', async () => {
    const gb = await (await get(app, '/api/ecommerce/regional/country/?country=GB')).json();
    const de = await (await get(app, '/api/ecommerce/regional/country/?country=DE')).json();
    expect(de).toEqual(gb);
  });

  it.each(['XX', 'gb', ''])('rejects ?country=%s, naming the field', async (country) => {
    const response = await get(app, `/api/ecommerce/regional/country/?country=${country}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('invalid_country');
    expect(body.message).toBe(`Unknown country '${country}'. The shop sells to GB, FR, IT, ES, DE.`);
    expect(body.fields).toEqual({ country: 'Must be one of GB, FR, IT, ES, DE' });
  });
});

describe('GET /api/ecommerce/regional/currency/', () => {
  it('lists gbp and eur with two minor-unit digits, cacheable', async () => {
    const response = await get(app, '/api/ecommerce/regional/currency/?country=FR');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect((await response.json()) as Currency[]).toEqual([
      { code: 'eur', minor_unit_digits: 2 },
      { code: 'gbp', minor_unit_digits: 2 },
    ]);
  });

  it('rejects an unknown country here too', async () => {
    const response = await get(app, '/api/ecommerce/regional/currency/?country=US');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).code).toBe('invalid_country');
  });
});
