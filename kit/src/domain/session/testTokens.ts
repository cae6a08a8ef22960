/**
 * Test helper (not exported from the package): an unsigned, JWT-shaped access token with the
 * given claims, which is all the client reads. `iat` defaults to `now`, in seconds.
 */
export function unsignedAccessToken(claims: { sid?: string; iat?: number; sub?: string }, now = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const iat = claims.iat ?? Math.floor(now / 1000);
  const payload = { typ: 'access', sub: claims.sub ?? '1', sid: claims.sid, iat, exp: iat + 300 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
