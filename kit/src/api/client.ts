import { DEFAULT_COUNTRY, isApiErrorBody, type CountryCode } from '../domain';
import { ApiError } from './ApiError';
import { shouldRetry } from './retry';

type QueryValue = string | number | boolean | undefined | null;

export type ApiRequest = {
  method?: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under the API base, such as `api/ecommerce/regional/country/`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `manual` to see a 301/302 instead of following it (redirect lookups). @default 'follow' */
  redirect?: RequestRedirect;
};

export type ApiClientOptions = {
  /** Absolute origin or path prefix of the shop API, e.g. `https://shop.example` or `/`. */
  baseUrl: string;
  /** The storefront's country, sent as `?country=` on every call (SPEC §7). */
  country?: CountryCode;
  /** Returns the current access token, if the shopper is signed in. */
  getAccessToken?: () => string | null | undefined;
  /**
   * Called once when a request sent with a bearer token is refused with 401 `token_expired`
   * or `token_invalid` (a tab woken from sleep, a clock that skipped the 4-minute refresh).
   * Resolve true once a new access token is available: the request is then sent once more
   * with it. Pass the session store's `refresh`.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Injected for tests and stories; defaults to the global `fetch`. */
  fetch?: typeof fetch;
};

export type ApiClient = {
  readonly country: CountryCode;
  /** Sends a request and parses its JSON answer; throws `ApiError` on failure. */
  request<T>(request: ApiRequest): Promise<T>;
  /** Sends a request and returns the raw `Response` for any status (redirect lookups, HEAD). */
  raw(request: ApiRequest): Promise<Response>;
  /** The absolute or base-relative URL a request is sent to (for a full-page navigation to it). */
  url(request: ApiRequest): string;
};

/** The 401 codes (server `requireAuth`) that a fresh access token can cure. */
const REFRESHABLE_CODES: ReadonlySet<string> = /* @__PURE__ */ new Set(['token_expired', 'token_invalid']);

/** Whether a 401 answer names an access-token problem rather than, say, wrong credentials. */
async function isRefreshable(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  // A clone, so the caller can still read the body of an answer that is not retried.
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isApiErrorBody(body) && REFRESHABLE_CODES.has(body.code);
}

/**
 * The typed HTTP client every kit hook goes through: adds the country query and the
 * bearer token, retries once, for body-less methods only, on SPEC §9's statuses, and
 * once more with a new access token after an expired one (`onUnauthorized`).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const country = options.country ?? DEFAULT_COUNTRY;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function buildUrl(request: ApiRequest): string {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    const path = request.path.replace(/^\//, '');
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    params.set('country', country);
    return `${base}${path}?${params.toString()}`;
  }

  async function send(request: ApiRequest): Promise<Response> {
    const first = await sendWithRetries(request);
    if (!first.sentToken || !options.onUnauthorized || !(await isRefreshable(first.response))) return first.response;
    // A failing refresh must not turn into a different error here: the 401 stands.
    const refreshed = await options.onUnauthorized().catch(() => false);
    if (!refreshed || request.signal?.aborted) return first.response;
    return (await sendWithRetries(request)).response;
  }

  async function sendWithRetries(request: ApiRequest): Promise<{ response: Response; sentToken: boolean }> {
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    const token = options.getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const url = buildUrl(request);

    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body,
          signal: request.signal,
          ...(request.redirect ? { redirect: request.redirect } : {}),
        });
      } catch (cause) {
        if (request.signal?.aborted) throw cause;
        if (shouldRetry(method, null, attempt)) continue;
        throw ApiError.network(cause);
      }
      if (response.ok || !shouldRetry(method, response.status, attempt)) return { response, sentToken: Boolean(token) };
    }
  }

  return {
    country,
    raw: send,
    url: buildUrl,
    async request<T>(request: ApiRequest): Promise<T> {
      const response = await send(request);
      if (!response.ok) throw await ApiError.fromResponse(response);
      if (response.status === 204 || request.method === 'HEAD') return undefined as T;
      return (await response.json()) as T;
    },
  };
}
