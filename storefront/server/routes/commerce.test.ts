import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, get } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app } = createTestApp(database.db));
});
afterAll(() => database.close());

type Operation = { parameters?: { name: string; in: string; required?: boolean }[]; security?: unknown[] };

describe('the commerce calls in the OpenAPI document', () => {
  it('documents every cart, coupon, order and payment call, with the Idempotency-Key where it is read', async () => {
    const document = (await (await get(app, '/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/account/basket/product/',
        'POST /api/account/basket/product/',
        'PATCH /api/account/basket/product/{pk}/',
        'DELETE /api/account/basket/product/{pk}/',
        'POST /api/account/basket/product/{pk}/replace/',
        'POST /api/account/basket/calculate_summary_for_products/',
        'POST /api/account/basket/calculate_summary/',
        'POST /api/account/basket/to_order/',
        'GET /api/ecommerce/coupon/{code}/',
        'GET /api/account/order/',
        'GET /api/account/order/{id}/',
        'GET /api/account/order/{id}/item/{itemId}/',
        'POST /api/account/order/{id}/cancel/',
        'POST /api/account/order/{id}/pay/',
        'POST /api/account/order/{id}/pay/{payment}/confirm/',
      ]),
    );
    const header = (path: string) => document.paths[path]!.post!.parameters!.find((parameter) => parameter.name === 'idempotency-key');
    expect(header('/api/account/basket/to_order/')).toMatchObject({ in: 'header', required: true });
    expect(header('/api/account/order/{id}/pay/')).toMatchObject({ in: 'header', required: true });
    expect(header('/api/account/basket/product/')).toMatchObject({ in: 'header', required: false });
    expect(document.paths['/api/account/basket/calculate_summary_for_products/']!.post!.security).toBeUndefined();
    expect(document.paths['/api/account/basket/to_order/']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });
});
