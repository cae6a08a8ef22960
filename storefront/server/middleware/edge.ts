import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/**
 * Input hygiene at the edge, before any route sees the request:
 *
 * - a URL longer than MAX_URL_LENGTH is answered 414 (Node itself answers 431 past its
 *   header limit: see http-server.ts);
 * - a body larger than the limit (BODY_LIMIT, 64 KB by default) is answered 413, by its
 *   Content-Length or, chunked, counted while it streams in, so a 200 MB body is never held in memory;
 * - a control character (NUL, ESC, DEL…) in the path, the query or any JSON string — keys
 *   included — is answered 400. No field of the shop takes one; PostgreSQL refuses NUL in
 *   text and would turn it into a 500. Tab, line feed and carriage return stay allowed in
 *   JSON strings, where a message may have lines.
 *
 * Each answer is the usual `{ code, message }` body, with the security headers of every response.
 */

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/** Far beyond any link of the shop (the longest is a compatibility query of a dozen parts). */
export const MAX_URL_LENGTH = 8 * 1024;

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const CONTROL_CHARACTERS: ApiErrorBody = { code: 'control_characters', message: 'The request contains control characters, which no field accepts.' };
const MALFORMED_URL: ApiErrorBody = { code: 'malformed_url', message: 'The URL is not validly percent-encoded.' };
export const URL_TOO_LONG: ApiErrorBody = { code: 'uri_too_long', message: `The URL is longer than ${MAX_URL_LENGTH} characters.` };
export const HEADERS_TOO_LARGE: ApiErrorBody = { code: 'headers_too_large', message: 'The request line and headers are too large.' };

/** Whether any string in a parsed JSON value (object keys included) holds a control character other than a line break or tab. */
export function jsonHasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_BUT_LINE_BREAKS.test(value);
  if (Array.isArray(value)) return value.some(jsonHasControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => CONTROL_BUT_LINE_BREAKS.test(key) || jsonHasControlCharacters(inner));
  }
  return false;
}

/** The decoded path and query strings, or null when the percent-encoding is broken. */
function decodedUrlParts(url: URL): string[] | null {
  try {
    const parts = [decodeURIComponent(url.pathname)];
    // URLSearchParams decodes leniently (a bad escape stays as typed): check the raw form strictly too.
    decodeURIComponent(url.search.replaceAll('+', ' '));
    for (const [key, value] of url.searchParams) parts.push(key, value);
    return parts;
  } catch {
    return null;
  }
}

const urlAndControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.url.length > MAX_URL_LENGTH) return c.json(URL_TOO_LONG, 414);
  const parts = decodedUrlParts(new URL(c.req.url));
  if (!parts) return c.json(MALFORMED_URL, 400);
  if (parts.some((part) => ANY_CONTROL.test(part))) return c.json(CONTROL_CHARACTERS, 400);
  await next();
});

/**
 * Whether the request may carry a body, asked without touching `c.req.raw.body`: on the Node
 * adapter that getter builds a whole web Request with a stream over the socket for every
 * request, where reading the text (or a GET, which has none) is served from the socket directly.
 */
const mayHaveBody = (c: Context<AppEnv>) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

/** Whether the Node adapter serves the request (it passes the socket's request as `incoming`), so its headers are the wire's. */
const fromTheWire = (c: Context<AppEnv>) => (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;

/**
 * Hono's bodyLimit, but a body whose Content-Length is within the limit goes straight on:
 * Node's parser never delivers more than that length, so only a chunked body needs counting
 * while it streams, which Hono's middleware does. A request off the wire with neither header
 * has no body (RFC 9112 §6.3: a DELETE from the cart), so it goes straight on too; one built in
 * process (`app.request`, another runtime) may carry a body without them, so it is counted.
 */
function bodyLimitByLength(maxSize: number, onError: (c: Context<AppEnv>) => Response) {
  const counting = bodyLimit({ maxSize, onError });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayHaveBody(c)) return next();
    const length = c.req.header('Content-Length');
    const chunked = c.req.header('Transfer-Encoding') !== undefined;
    if (length === undefined && !chunked && fromTheWire(c)) return next();
    if (length !== undefined && /^\d+$/.test(length) && !chunked) {
      return Number(length) > maxSize ? onError(c) : next();
    }
    return counting(c, next);
  });
}

const jsonControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  if (mayHaveBody(c) && /\bjson\b/i.test(c.req.header('Content-Type') ?? '')) {
    // Read once here and cached by Hono: the route's validator parses the same text.
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Malformed JSON is the validator's to answer, as before.
      return next();
    }
    if (jsonHasControlCharacters(parsed)) return c.json(CONTROL_CHARACTERS, 400);
  }
  await next();
});

/** The edge checks, to `use` in this order: URL, body size (while streaming), control characters in the body. */
export function edgeHygiene(options: { bodyLimitBytes: number }) {
  return [
    urlAndControlCharacters,
    bodyLimitByLength(options.bodyLimitBytes, (c) =>
      c.json({ code: 'payload_too_large', message: `The request body is larger than ${options.bodyLimitBytes} bytes.` } satisfies ApiErrorBody, 413),
    ),
    jsonControlCharacters,
  ];
}
