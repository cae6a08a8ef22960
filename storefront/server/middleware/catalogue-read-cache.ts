import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { CatalogueChanges } from '../services/catalogue-changes';
import { createVersionedCache, type Produced } from '../services/versioned-cache';

/**
 * Prices and stock change at any moment, so a browser or CDN may keep a catalogue answer but
 * must ask again each time (`no-cache`): the ETag makes that a 304 without a body, and no
 * stale price outlives a change. Reference data keeps its handler's own max-age.
 */
export const CATALOGUE_READ_CACHE = 'public, no-cache';

/** A 200 answer kept for everyone, with the strong ETag of its body. */
type KeptAnswer = { body: string; headers: [string, string][]; etag: string };

export type CatalogueReadCacheOptions = {
  /** Committed catalogue changes; without it nothing is kept in process, answers still carry an ETag. */
  changes?: CatalogueChanges;
  /** @default 16 MiB */
  maxBytes?: number;
};

/** Headers of the request that made an answer, not of the answer. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'date', 'content-length']);

const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });

/**
 * Public catalogue reads, the same for every shopper (the query string carries the
 * storefront, so currency, VAT and language): kept in process until the catalogue changes
 * (services/catalogue-changes.ts, which reaches every process on one PostgreSQL), keyed by
 * path and query. Only a 200 JSON answer without Set-Cookie is kept; anything else —
 * errors, a shopper's own data — is its request's alone. Mount only on routes that read
 * nothing of the shopper (no session, token, cookie or rate limit).
 */
export function catalogueReadCache({ changes, maxBytes = 16 * 1024 * 1024 }: CatalogueReadCacheOptions) {
  const cache = changes && createVersionedCache<KeptAnswer>({ changes, maxBytes, sizeOf: (kept) => kept.body.length * 2 + 512 });

  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const produce = async (): Promise<Produced<KeptAnswer> | undefined> => {
      await next();
      const response = c.res;
      if (response.status !== 200 || response.headers.has('Set-Cookie') || !response.headers.get('Content-Type')?.includes('json')) {
        return undefined;
      }
      const body = await response.clone().text();
      const headers = [...response.headers.entries()].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
      if (!response.headers.has('Cache-Control')) headers.push(['cache-control', CATALOGUE_READ_CACHE]);
      return { value: { body, headers, etag: strongEtag(body) }, keep: true };
    };
    const url = new URL(c.req.url);
    let ran = false;
    const answer = cache
      ? await cache.get(`${url.pathname}${url.search}`, async () => {
          ran = true;
          return produce();
        })
      : (await produce())?.value;
    // Not kept (an error, a cookie): this request's own response, untouched.
    if (!answer) {
      if (!ran && cache) await next();
      return;
    }
    const notModified = matches(c.req.header('If-None-Match'), answer.etag);
    for (const [name, value] of answer.headers) {
      if (!(notModified && name === 'content-type')) c.header(name, value);
    }
    c.header('ETag', answer.etag);
    // c.body keeps this request's own headers (its request id) beside the answer's.
    c.res = notModified ? c.body(null, 304) : c.body(answer.body, 200);
  });
}
