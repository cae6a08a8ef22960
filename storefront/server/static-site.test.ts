import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
