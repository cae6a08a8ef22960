import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's IP address, for the per-address sign-in limit. `X-Forwarded-For` is only
 * believed behind a proxy the operator declared (TRUST_PROXY), and then only its first
 * entry, the address the proxy saw. Without a socket (`app.request()` in tests) it is
 * 'unknown', which still counts as one address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
