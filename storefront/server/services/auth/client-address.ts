import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's IP address, for the per-address limits. Behind `trustedProxies` reverse
 * proxies (TRUST_PROXY) each proxy appends the address it received the request from to
 * `X-Forwarded-For`, so the client is the entry that many places from the right: the
 * right-most one no proxy of ours wrote. Entries further left are the client's own word
 * (anyone can send `X-Forwarded-For: 1.2.3.4`) and are never believed. With no trusted
 * proxy the header is ignored and the socket's peer is the client. Without a socket
 * (`app.request()` in tests) it is 'unknown', which still counts as one address.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request skipped one, so the left-most is all we have.
    const client = entries[Math.max(0, entries.length - trustedProxies)];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** TRUST_PROXY as a number of hops: a count, or the older `true`/`1` meaning one proxy. */
export function trustedProxyHops(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY must be a number of proxy hops (0–10), not ${value}`);
  return hops;
}
