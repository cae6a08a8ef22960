import { createRoute, z } from '@hono/zod-openapi';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createRouter } from './router';
import { createTestApp, get } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { fixtureCatalogue } from './test/fixtures/catalogue';

/** Routes that exist only in these tests: one that fails unexpectedly, one that takes a JSON body. */
function testRouter() {
  const router = createRouter();
  router.get('/test/boom', () => {
    throw new Error('kaboom: secret detail from /srv/internal/file.ts');
  });
  router.get('/test/busy', () => {
    throw new HTTPException(429, { message: 'Slow down a little.' });
  });
  router.openapi(
    createRoute({
      method: 'post',
      path: '/test/echo',
      request: {
        body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string().min(1) }) } } },
      },
      responses: { 200: { description: 'echo', content: { 'application/json': { schema: z.object({ name: z.string() }) } } } },
    }),
    (c) => c.json(c.req.valid('json'), 200),
  );
  return router;
}

let database: TestDatabase;
let testApp: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  testApp = createTestApp(database.db, { extraRouters: [testRouter()] });
});
afterAll(() => database.close());

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 naming the request', async () => {
    const response = await get(testApp.app, '/api/ecommerce/no-such-thing/?country=FR');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      code: 'not_found',
      message: 'No API route for GET /api/ecommerce/no-such-thing/',
    } satisfies ApiErrorBody);
  });

  it('answers an unexpected failure with a bland 500 and logs the stack with the request id', async () => {
    const response = await get(testApp.app, '/api/test/boom', { 'X-Request-Id': 'req-boom-1' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expect(text).not.toMatch(/kaboom|secret|\.ts|at /);

    const logged = testApp.logs.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 50, req_id: 'req-boom-1' });
    expect((logged?.err as { stack: string }).stack).toContain('kaboom');
  });

  it('keeps the status of an HTTPException, with a code for it', async () => {
    const response = await get(testApp.app, '/api/test/busy');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ code: 'too_many_requests', message: 'Slow down a little.' });
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await testApp.app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'bad_request', message: 'Malformed JSON in request body' });
  });

  it('answers an invalid JSON body with fields keyed by name', async () => {
    const response = await testApp.app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe('Invalid body field: name');
    expect(Object.keys(body.fields ?? {})).toEqual(['name']);
  });
});

describe('every response', () => {
  it('carries a request id, echoing the caller’s, and security headers', async () => {
    const response = await get(testApp.app, '/api/ecommerce/regional/currency/', { 'X-Request-Id': 'from-the-edge' });
    expect(response.headers.get('X-Request-Id')).toBe('from-the-edge');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");

    const generated = await get(testApp.app, '/healthz');
    expect(generated.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is logged on one line with method, path, status and duration', async () => {
    await get(testApp.app, '/api/ecommerce/builds/?per_page=0', { 'X-Request-Id': 'req-log-1' });
    const lines = testApp.logs.filter((line) => line.req_id === 'req-log-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/ecommerce/builds/', status: 400 });
    expect(lines[0]?.duration_ms).toEqual(expect.any(Number));
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the shop API from the route schemas', async () => {
    const response = await get(testApp.app, '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Rigsmith shop API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/ecommerce/regional/country/',
        '/api/ecommerce/regional/currency/',
        '/api/ecommerce/settings/',
        '/api/cms/meta',
        '/api/cms/pages/',
        '/api/ecommerce/category/',
        '/api/ecommerce/product/',
        '/api/ecommerce/builds/',
        '/api/ecommerce/builds/by-budget/',
        '/api/ecommerce/builds/by-fps/',
        '/api/ecommerce/models/',
        '/api/ecommerce/models/{slug}/',
        '/api/ecommerce/models/{slug}/gallery/{file}',
        '/api/ecommerce/games/',
        '/api/ecommerce/games/{slug}/',
        '/api/ecommerce/parts/',
      ]),
    );
    const builds = document.paths['/api/ecommerce/builds/']?.get?.parameters?.map((p) => p.name);
    expect(builds).toEqual(['country', 'page', 'per_page', 'sort', 'in_stock', 'price_min', 'price_max', 'category', 'model']);
    const parts = document.paths['/api/ecommerce/parts/']?.get?.parameters?.map((p) => p.name);
    expect(parts).toEqual([
      'country',
      'page',
      'per_page',
      'category',
      'sort',
      'in_stock',
      'price_min',
      'price_max',
      'search',
      'compatible_with',
      'slot_change',
    ]);
  });
});

describe('GET /healthz', () => {
  it('answers ok once the database does', async () => {
    const response = await get(testApp.app, '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    // Only `execute` is reached; booting and closing a real PGlite for this costs seconds.
    const unreachable = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Database;
    const { app, logs } = createTestApp(unreachable);
    const response = await get(app, '/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'database_unavailable', message: 'The database is not answering.' });
    expect(logs.some((line) => line.msg === 'health check: database unreachable')).toBe(true);
  });
});
