import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { listen } from '../http-server';
import { createTestApp, get, type LogLine } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { fixtureCatalogue } from '../test/fixtures/catalogue';
import { MAX_URL_LENGTH } from './edge';

let database: TestDatabase;
let app: App;
let logs: LogLine[];

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: fixtureCatalogue });
  ({ app, logs } = createTestApp(database.db));
});
afterAll(() => database.close());

type ErrorBody = { code: string; message: string };

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  // The security headers of every other response.
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

describe('control characters', () => {
  // The public routes where a NUL once gave a 500 (CMS pages, redirects, models, games, builds).
  const paths = [
    '/api/cms/pages/%00/',
    '/api/cms/redirects/?path=/a%00b',
    '/api/ecommerce/models/?search=%00',
    '/api/ecommerce/games/%00/',
    '/api/ecommerce/builds/?search=x%00',
    '/api/ecommerce/pc_build/?country=GB%1b',
    '/api/ecommerce/parts/?category=gpu&search=%7f',
  ];

  it.each(paths)('refuses %s with a 400, never a 500', async (path) => {
    await expectRefused(await get(app, path), 400, 'control_characters');
  });

  it('refuses them in any JSON string, keys and nested values included', async () => {
    const post = (body: unknown) =>
      app.request('/api/auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await expectRefused(await post({ email: 'a\u0000@example.com', password: 'x' }), 400, 'control_characters');
    await expectRefused(await post({ email: 'a@example.com', password: 'x', extra: [{ deep: 'y\u001b' }] }), 400, 'control_characters');
    await expectRefused(await post({ 'email\u0000': 'a@example.com' }), 400, 'control_characters');
  });

  it('lets line breaks and tabs through in JSON, where a message may have lines', async () => {
    const response = await app.request('/api/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'line@example.com', password: 'first line\nsecond\tline' }),
    });
    expect(response.status).toBe(401);
  });

  it('refuses broken percent-encoding with a 400', async () => {
    await expectRefused(await get(app, '/api/ecommerce/models/?search=%E0%A4%A'), 400, 'malformed_url');
  });
});

describe('the body limit', () => {
  it('refuses a body over 64 KB by its length, before reading it', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    const response = await app.request('/api/auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    await expectRefused(response, 413, 'payload_too_large');
  });

  it('counts a streamed body as it arrives and stops at the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit if it were all read: 20 MB.
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request('/api/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(response, 413, 'payload_too_large');
    expect(sent).toBeLessThan(256 * 1024);
  });

  it('can be configured (BODY_LIMIT)', async () => {
    const { app: strict } = createTestApp(database.db, { bodyLimitBytes: 1024 });
    const response = await strict.request('/api/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2000) }),
    });
    await expectRefused(response, 413, 'payload_too_large');
  });
});

describe('bodies on a real server (the Node adapter reads them from the socket)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const { app: strict } = createTestApp(database.db, { bodyLimitBytes: 1024 });
    const listening = await listen(strict, { port: 0, hostname: '127.0.0.1' });
    server = listening.server;
    origin = `http://127.0.0.1:${listening.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const login = (body: BodyInit) =>
    fetch(`${origin}/api/auth/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);

  it('refuses a body whose Content-Length is over the limit', async () => {
    await expectRefused(await login(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2000) })), 413, 'payload_too_large');
  });

  it('counts a chunked body, which has no length, and refuses it past the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(512));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    await expectRefused(await login(body), 413, 'payload_too_large');
  });

  it('still finds a control character in a JSON body within the limit', async () => {
    await expectRefused(await login(JSON.stringify({ email: 'a@example.com', password: 'bad\u0000' })), 400, 'control_characters');
  });

  it('passes a body within the limit to the route, which reads the same text', async () => {
    const response = await login(JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }));
    expect(response.status).toBe(401);
  });

  it('passes a request with neither a length nor chunks, which has no body, to the route', async () => {
    // Node's client sends a DELETE without a body with neither header, as browsers do.
    const { status, headers } = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const request = httpRequest(`${origin}/api/account/basket/product/1/`, { method: 'DELETE' }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(401);
    expect(headers['content-type']).toMatch(/json/);
  });
});

describe('long URLs', () => {
  it(`answers a URL over ${MAX_URL_LENGTH} characters with a JSON 414`, async () => {
    await expectRefused(await get(app, `/api/ecommerce/models/?search=${'a'.repeat(MAX_URL_LENGTH)}`), 414, 'uri_too_long');
  });

  describe('past Node’s header limit, on a real server', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      ({ server, port } = await listen(app, { port: 0, hostname: '127.0.0.1' }));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answers a JSON 431 with the security headers instead of Node’s bare one', async () => {
      const { status, headers, body } = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: `/api/ecommerce/models/?search=${'a'.repeat(20 * 1024)}` }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(431);
      expect(JSON.parse(body)).toMatchObject({ code: 'headers_too_large' });
      expect(headers['content-type']).toBe('application/json');
      expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
    });

    it('serves ordinary requests as before', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/ecommerce/settings/`);
      expect(response.status).toBe(200);
    });
  });
});

it('logs nothing as an unhandled error for any of the above', () => {
  expect(logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
});
