import { createMiddleware } from 'hono/factory';
import { cors } from 'hono/cors';
import type { AppEnv } from '../context';

/**
 * Lets brand sites on their own origins call the shop API from the browser (the kit's
 * `createApiClient({ baseUrl })`). Only the origins listed in CORS_ORIGINS get CORS headers;
 * any other origin gets none, so the browser keeps its same-origin rule for it. Credentials
 * stay off: the API authenticates with bearer tokens, never cookies.
 */

/** Request headers a kit client sends. */
const allowHeaders = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'X-Bot-Challenge'];
/** Answer headers a kit client reads (a 401's challenge, a 429's or 503's wait, a cache validator). */
const exposeHeaders = ['WWW-Authenticate', 'Retry-After', 'ETag', 'Location'];

/** Parses CORS_ORIGINS (`https://brand.example,https://shop.brand.example`); throws on anything that is not a bare origin. */
export function parseCorsOrigins(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`CORS_ORIGINS: "${origin}" is not an origin like https://brand.example`);
      }
      if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol))
        throw new Error(`CORS_ORIGINS: "${origin}" is not an origin like https://brand.example (scheme and host, no path or trailing slash)`);
      return origin;
    });
}

export function corsForOrigins(origins: readonly string[]) {
  const allowed = new Set(origins);
  const answer = cors({ origin: [...allowed], allowHeaders, exposeHeaders, maxAge: 600, credentials: false });
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && allowed.has(origin)) return answer(c, next);
    await next();
    // Answers differ by origin once some origins are allowed: shared caches must keep them apart.
    c.header('Vary', 'Origin', { append: true });
  });
}
