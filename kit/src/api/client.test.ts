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

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    const error = await createApiClient({ baseUrl: '/', fetch })
      .request({ path: 'api/x/' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: 'still down' });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const { fetch, calls } = stubFetch(json(503, { code: 'unavailable', message: 'down' }));
    await expect(createApiClient({ baseUrl: '/', fetch }).request({ method, path: 'api/x/', body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
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

describe('createApiClient onUnauthorized (refresh an expired access token once)', () => {
  const expired = () => json(401, { code: 'token_expired', message: 'The access token has expired: refresh it.' });
  const authorization = (call: { init: RequestInit }) => (call.init.headers as Record<string, string>).Authorization;

  it.each(['token_expired', 'token_invalid'])('refreshes once after 401 %s and resends with the new token', async (code) => {
    let token = 'old';
    const { fetch, calls } = stubFetch(json(401, { code, message: 'x' }), json(200, { id: 1 }));
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => token, onUnauthorized });
    await expect(client.request({ method: 'PATCH', path: 'api/account/', body: { full_name: 'A' } })).resolves.toEqual({ id: 1 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls.map(authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(calls[1]!.init.body).toBe('{"full_name":"A"}');
  });

  it('reports the original 401 when the refresh fails', async () => {
    const { fetch, calls } = stubFetch(expired());
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => 'old', onUnauthorized: async () => false });
    await expect(client.request({ path: 'api/account/' })).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(calls).toHaveLength(1);
  });

  it('treats a throwing onUnauthorized as a failed refresh', async () => {
    const { fetch } = stubFetch(expired());
    const client = createApiClient({
      baseUrl: '/',
      fetch,
      getAccessToken: () => 'old',
      onUnauthorized: async () => {
        throw new Error('boom');
      },
    });
    await expect(client.request({ path: 'api/account/' })).rejects.toMatchObject({ status: 401, code: 'token_expired' });
  });

  it('retries only once, even if the new token is refused too', async () => {
    const { fetch, calls } = stubFetch(expired(), expired());
    const onUnauthorized = vi.fn(async () => true);
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => 'tok', onUnauthorized });
    await expect(client.request({ path: 'api/account/' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('leaves other 401s alone (wrong credentials, refresh refused)', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { code: 'invalid_credentials', message: 'Your Email Address or Password is incorrect.' }),
      json(401, { code: 'refresh_invalid', message: 'x' }),
    );
    const onUnauthorized = vi.fn(async () => true);
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => 'tok', onUnauthorized });
    await expect(client.request({ method: 'POST', path: 'api/auth/login/', body: {} })).rejects.toMatchObject({
      message: 'Your Email Address or Password is incorrect.',
    });
    await expect(client.request({ method: 'POST', path: 'api/auth/refresh/', body: {} })).rejects.toMatchObject({
      code: 'refresh_invalid',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('does not refresh for a request sent without a token', async () => {
    const { fetch } = stubFetch(json(401, { code: 'not_authenticated', message: 'Sign in' }), expired());
    const onUnauthorized = vi.fn(async () => true);
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => null, onUnauthorized });
    await expect(client.request({ path: 'api/account/' })).rejects.toMatchObject({ code: 'not_authenticated' });
    await expect(client.request({ path: 'api/account/' })).rejects.toMatchObject({ code: 'token_expired' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the 401 body readable for raw callers', async () => {
    const { fetch } = stubFetch(expired());
    const client = createApiClient({ baseUrl: '/', fetch, getAccessToken: () => 'tok', onUnauthorized: async () => false });
    const response = await client.raw({ path: 'api/account/' });
    await expect(response.json()).resolves.toMatchObject({ code: 'token_expired' });
  });
});
