import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/**
 * Short-lived JWT access tokens ("Sessions"). HS256 only: the verifier's
 * algorithm allow-list refuses `none` and anything else; audience, issuer, expiry and the
 * token type are all checked. The key is JWT_SECRET when set (at least 32 bytes), else a
 * random key generated once and kept in the database, so every instance shares it.
 */

/** The client refreshes every 4 minutes (SPEC §9); a minute's slack covers a slow refresh. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
const ISSUER = 'rigsmith-shop';
const AUDIENCE = 'rigsmith-shop-api';
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';
const SECRET_NAME = 'jwt-signing-key';

export type AccessClaims = {
  /** The customer's id. */
  userId: number;
  /** The login session (refresh-token family) the token was issued for. */
  sessionId: string;
};

const keys = new WeakMap<Database, Promise<Uint8Array>>();

/** The signing key for this database's shop, read (or created) once per process. */
export function signingKey(db: Database): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadSigningKey(db);
    keys.set(db, key);
    // A failed read is not cached: the next request tries again.
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadSigningKey(db: Database): Promise<Uint8Array> {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    const key = new TextEncoder().encode(fromEnv);
    if (key.byteLength < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
    return key;
  }
  // Whoever inserts first wins; everyone then reads the winner's key.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The JWT signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

export async function signAccessToken(db: Database, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TOKEN_TYPE, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await signingKey(db));
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** A token this process has verified, until its expiry (seconds since the epoch). */
type Verified = { claims: AccessClaims; expiresAt: number };

/**
 * Tokens already verified, per database (each has its own signing key), so a customer's
 * next calls skip the HMAC: a token is sent with every call of its five minutes, and
 * WebCrypto's verify (a thread-pool job and two promises) is a visible share of a cart
 * call's CPU under load. Keyed by the whole token, signature included, so only the exact
 * bytes once verified hit; an entry is used only before its `exp`. Revocation does not
 * rely on it: the session is still looked up on every call (middleware/auth.ts).
 */
const verifiedTokens = new WeakMap<Database, Map<string, Verified>>();
/** About 1 MB of tokens: far more customers than a process serves in five minutes. */
const MAX_VERIFIED_TOKENS = 5000;

function rememberVerified(db: Database, token: string, verified: Verified): void {
  let cache = verifiedTokens.get(db);
  if (!cache) verifiedTokens.set(db, (cache = new Map()));
  // Oldest first (a Map keeps insertion order): the first to drop is the first to expire.
  if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value!);
  cache.set(token, verified);
}

/** Verifies a bearer token; never throws for a bad token, only says why it is refused. */
export async function verifyAccessToken(db: Database, token: string, now = new Date()): Promise<AccessTokenCheck> {
  const seconds = now.getTime() / 1000;
  const known = verifiedTokens.get(db)?.get(token);
  // jose refuses a token once `exp <= now`: the same bound here; past it, jose says expired.
  if (known && seconds < known.expiresAt) return { ok: true, claims: known.claims };
  try {
    const { payload } = await jwtVerify(token, await signingKey(db), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'sid', 'typ'],
    });
    const userId = Number(payload.sub);
    if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { userId, sessionId: payload.sid };
    rememberVerified(db, token, { claims, expiresAt: payload.exp! });
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
