import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api';
import type { SessionStore } from './sessionStore';

/**
 * Test helper (not exported from the package): a fake shop API behind `createApiClient({ fetch })`.
 * `routes` maps 'METHOD path' (path without query, e.g. 'POST api/auth/refresh/') to a
 * handler answering `[status, body]`, or throwing to simulate a network failure.
 */
export type FakeRoute = (request: {
  body: any;
  authorization: string | undefined;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey?: string | undefined;
  /** The query string's parameters (without `country`). */
  query?: Record<string, string>;
}) => [number, unknown?] | Promise<[number, unknown?]>;

export type FakeCall = {
  method: string;
  path: string;
  body: any;
  authorization: string | undefined;
  idempotencyKey?: string | undefined;
  query?: Record<string, string>;
};

export function fakeShopApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'https://shop.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init.headers as Record<string, string> | undefined) ?? {};
    const authorization = headers.Authorization;
    const idempotencyKey = headers['Idempotency-Key'];
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'country'));
    calls.push({ method, path, body, authorization, idempotencyKey, query });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ code: 'not_found', message: `No route ${method} ${path}` }), { status: 404 });
    const [status, answer] = await route({ body, authorization, idempotencyKey, query });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  /** The calls to one route, in order. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  /** A client wired to `store` the way the storefront wires it. */
  const clientFor = (store?: SessionStore): ApiClient => {
    const client = createApiClient({
      baseUrl: 'https://shop.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      getAccessToken: store?.getAccessToken,
      onUnauthorized: store?.refresh,
    });
    store?.connect(client);
    return client;
  };
  return { fetch, calls, callsTo, clientFor };
}

/** A JSON error body as the server sends it. */
export const apiError = (status: number, code: string, message = code): [number, unknown] => [status, { code, message }];
