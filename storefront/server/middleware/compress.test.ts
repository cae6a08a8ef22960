import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_THRESHOLD_BYTES, compressResponses } from './compress';

const LARGE = { lines: Array.from({ length: 60 }, (_, index) => ({ id: index, name: `Vanguard line ${index}` })) };
const SMALL = { lines: [] };
const HTML_CHUNKS = ['<!doctype html><html lang="en-GB"><head><title>Rigsmith</title></head>', `<body>${'<p>Build</p>'.repeat(200)}</body></html>`];

let shownResponse: Response | undefined;
const app = new Hono();
app.use(compressResponses());
app.get('/large', (c) => c.json(LARGE));
app.get('/small', (c) => c.json(SMALL));
app.get('/tagged', (c) => c.json(LARGE, 200, { ETag: '"v1"' }));
app.get('/own', () => (shownResponse = Response.json(LARGE)));
app.get('/no-transform', (c) => c.json(LARGE, 200, { 'Cache-Control': 'no-transform' }));
app.get('/events', (c) => c.body('data: 1\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
app.get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
app.get('/page', (c) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of HTML_CHUNKS) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return c.body(body, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
});

const get = (path: string, encoding?: string, method = 'GET') =>
  app.request(path, { method, headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressResponses', () => {
  it('answers a client that takes no encoding with the handler’s own response, marked as varying by encoding', async () => {
    // Copying it into a new Response would build a web stream over its body on every answer.
    const response = await get('/own');
    expect(response).toBe(shownResponse);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual(LARGE);
  });

  it('gzips JSON from 1 KB for a client that takes it, and the body unzips to the same JSON', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const response = await get('/large', 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('leaves JSON under 1 KB as it is, even for a client that takes gzip', async () => {
    const response = await get('/small', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(SMALL);
  });

  it('weakens a strong ETag on a compressed body, whose bytes differ', async () => {
    expect((await get('/tagged', 'gzip')).headers.get('ETag')).toBe('W/"v1"');
    expect((await get('/tagged')).headers.get('ETag')).toBe('"v1"');
  });

  it('compresses an HTML page, also one whose body is a stream', async () => {
    const response = await get('/page', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(HTML_CHUNKS.join(''));
  });

  it('leaves alone what must not or need not be compressed', async () => {
    for (const path of ['/no-transform', '/events', '/picture']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
    }
    expect((await get('/picture', 'gzip')).headers.get('Vary')).toBeNull();
    expect((await get('/large', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['*', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
  ])('reads Accept-Encoding %j as taking gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
