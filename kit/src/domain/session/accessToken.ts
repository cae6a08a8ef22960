/**
 * The claims of an access token the client reads. The client never verifies a token
 * (it has no key, and the server checks every request); it only reads `sid` to tell
 * logins apart and `iat`/`exp` to decide when a refresh is worth making.
 */
export type AccessTokenClaims = {
  /** The login session (refresh-token family) the token belongs to. */
  sid?: string;
  /** Issued at, in seconds since the epoch. */
  iat?: number;
  /** Expires at, in seconds since the epoch. */
  exp?: number;
  /** The customer's id. */
  sub?: string;
};

/** Decodes a JWT's payload WITHOUT verifying it; null when the token is not JWT-shaped. */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    return {
      sid: typeof claims.sid === 'string' ? claims.sid : undefined,
      iat: typeof claims.iat === 'number' ? claims.iat : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Two tabs refreshing one session at once waste a rotation: a tab that finds a
 * token issued this recently, by itself or another tab, uses it instead of refreshing.
 */
export const FRESH_ACCESS_TOKEN_SECONDS = 30;

/**
 * Whether `token` was issued less than 30 s before `now`. Measured either way round, so a
 * client clock a little behind the server's still sees a just-issued token as fresh; a clock
 * far off only costs an extra refresh, never a missed one.
 */
export function isFreshAccessToken(token: string, now: Date | number): boolean {
  const issuedAt = decodeAccessToken(token)?.iat;
  if (issuedAt === undefined) return false;
  return Math.abs(new Date(now).getTime() / 1000 - issuedAt) < FRESH_ACCESS_TOKEN_SECONDS;
}
