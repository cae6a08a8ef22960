import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from '../context';

const gzip = promisify(gzipCallback);

/** Below this, gzip's header and the work cost more than the bytes it saves (Hono's default too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether the client takes gzip (q > 0, by name or by `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const chosen = accepts.find((accept) => accept.type.toLowerCase() === 'gzip') ?? accepts.find((accept) => accept.type === '*');
  return (chosen?.q ?? 0) > 0;
}

/** Replaces the answer as it is: Hono's `res` setter would copy the old one's headers onto it through `body`, building a web stream. */
function replaceResponse(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * HTML and API JSON compressed on the fly (the build's files come precompressed and carry their
 * own `Content-Encoding`, which this leaves alone). Hono's `compress` sets `Vary` through
 * `c.header`, which on the Node adapter turns every finished answer, compressed or not, into a
 * web `Response` with a stream body: a quarter of a cart write's CPU under load. Here the headers
 * are changed in place, and the body is read only for a client that takes gzip, whole (pages are
 * rendered whole before they are sent, for the page cache) and gzipped from 1 KB: a cart's empty
 * list is not.
 */
export function compressResponses() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 206 || response.status === 304) return;
    const headers = response.headers;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;

    // The same URL answers differently by Accept-Encoding, so a cache must key on it.
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;

    const length = headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return;
    const init = { status: response.status, statusText: response.statusText, headers };
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
      replaceResponse(c, new Response(body, init));
      return;
    }
    const zipped = await gzip(body);
    markCompressed(headers);
    replaceResponse(c, new Response(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), init));
  });
}

/** A compressed body is a different byte string: the plain body's length and a strong ETag no longer describe it. */
function markCompressed(headers: Headers): void {
  headers.delete('Content-Length');
  headers.set('Content-Encoding', 'gzip');
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}
