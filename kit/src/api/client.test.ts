import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './ApiError';

function stubFetch(...responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('unexpected extra request');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('adds the country query, defaulting to GB', async () => {
    const { fetch, calls } = stubFetch(json(200, []), json(200, []));
    await createApiClient({ baseUrl: 'https://shop.test', fetch }).request({ path: 'api/x/', query: { page: 2 } });
    await createApiClient({ baseUrl: 'https://shop.test/', country: 'DE', fetch }).request({ path: '/api/x/' });
    expect(calls[0]!.url).toBe('https://shop.test/api/x/?page=2&country=GB');
    expect(calls[1]!.url).toBe('https://shop.test/api/x/?country=DE');
  });

  it('sends the bearer token only when there is one', async () => {
    let token: string | null = null;
    const { fetch, calls } = stubFetch(json(200, {}), json(200, {}));
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => token });
    await client.request({ path: 'api/account/' });
    token = 'abc';
    await client.request({ path: 'api/account/' });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { fetch, calls } = stubFetch(json(status, { code: 'x', message: 'x' }), json(200, { ok: true }));
    const result = await createApiClient({ baseUrl: '/', fetch }).request({ path: 'api/x/' });
    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET only once, then reports the error body', async () => {
    const { fetch, calls } = stubFetch(
      json(503, { code: 'unavailable', message: 'down' }),
      json(503, { code: 'unavailable', message: 'still down' }),
    );
    const error = await createApiClient({ baseUrl: '/', fetch }).request({ path: 'api/x/' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: 'still down' });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const { fetch, calls } = stubFetch(json(503, { code: 'unavailable', message: 'down' }));
    await expect(
      createApiClient({ baseUrl: '/', fetch }).request({ method, path: 'api/x/', body: { a: 1 } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('does not retry statuses outside the list', async () => {
    const { fetch, calls } = stubFetch(json(404, { code: 'not_found', message: 'gone' }));
    await expect(createApiClient({ baseUrl: '/', fetch }).request({ path: 'api/x/' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a network failure once for GET and reports it as status 0', async () => {
    const { fetch, calls } = stubFetch(new TypeError('offline'), new TypeError('offline'));
    await expect(createApiClient({ baseUrl: '/', fetch }).request({ path: 'api/x/' })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(calls).toHaveLength(2);
  });

  it('reports a non-JSON error page with a generic code', async () => {
    const { fetch } = stubFetch(new Response('<h1>Bad gateway</h1>', { status: 400, statusText: 'Bad Request' }));
    await expect(createApiClient({ baseUrl: '/', fetch }).request({ path: 'api/x/' })).rejects.toMatchObject({
      status: 400,
      code: 'http_error',
    });
  });
});
