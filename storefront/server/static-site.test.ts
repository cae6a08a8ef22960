import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';

const INDEX_HTML = '<!doctype html><title>Rigsmith</title><div id="root"></div>';
const ASSET = 'console.log("shop")';

let database: TestDatabase;
let staticDir: string;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'rigsmith-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(staticDir, 'assets', 'index-Bx7f3a.js'), ASSET);
  writeFileSync(join(staticDir, 'assets', 'index-Bx7f3a.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(staticDir, 'assets', 'index-Bx7f3a.js.gz'), gzipSync(ASSET));
  writeFileSync(join(staticDir, 'assets', 'index-Bx7f3a.js.map'), '{"version":3,"sources":["secret.ts"]}');
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\n');
  database = await createTestDatabase();
  ({ app } = createTestApp(database.db, { staticDir }));
});
afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built shop app', () => {
  it('serves index.html at / without letting it be cached stale', async () => {
    const response = await app.request('/', { headers: page });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('falls back to index.html for any page the SPA routes itself', async () => {
    for (const path of ['/account', '/fr/checkout/shipping', '/no/such/page']) {
      const response = await app.request(path, { headers: page });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('marks the back office’s shell noindex, nofollow for search engines', async () => {
    for (const path of ['/admin', '/it/admin/audit']) {
      const response = await app.request(path, { headers: page });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
    }
    expect((await app.request('/account', { headers: page })).headers.get('X-Robots-Tag')).toBeNull();
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/index-Bx7f3a.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await response.text()).toBe(ASSET);
  });

  it('serves other files, revalidated', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    for (const [path, accept] of [
      ['/assets/index-gone.js', '*/*'],
      ['/assets/index-gone.js', page.Accept],
      ['/logo.png', 'image/avif,image/webp,*/*'],
    ] as const) {
      const response = await app.request(path, { headers: { Accept: accept } });
      expect(response.status, `${path} ${accept}`).toBe(404);
      expect(response.headers.get('Cache-Control')).toBeNull();
    }
  });

  it('never answers an API path with the page', async () => {
    const response = await app.request('/api/unknown/', { headers: page });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'No API route for GET /api/unknown/' });
  });

  it('falls back only for GET', async () => {
    const response = await app.request('/account', { method: 'POST', headers: page });
    expect(response.status).toBe(404);
  });

  it('still serves the API beside it', async () => {
    const response = await app.request('/api/ecommerce/regional/currency/');
    expect(response.status).toBe(200);
  });

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const response = await app.request('/assets/index-Bx7f3a.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ASSET);

    const gzipOnly = await app.request('/assets/index-Bx7f3a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipOnly.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('never serves source maps or the build manifest', async () => {
    for (const path of ['/assets/index-Bx7f3a.js.map', '/.vite/manifest.json']) {
      const response = await app.request(path, { headers: { Accept: '*/*' } });
      expect(response.status, path).toBe(404);
    }
  });

  it('compresses API JSON on the fly for a client that accepts it', async () => {
    const response = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await app.request('/api/openapi.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
  });
});
