import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { verifyAccessToken, type AccessClaims } from '../services/auth/access-tokens';
import { isSessionActive, type UncheckedSession } from '../services/auth/sessions';
import { DomainError } from '../services/domain-error';

/**
 * Requires `Authorization: Bearer <access token>` (SPEC §6) and puts the customer's id
 * and session in the context as `auth`. Every account resource is then looked up with
 * that id, so another customer's rows are never reachable ("owner-checked").
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await signedClaims(c);
  // A signed token is not enough: its session must still be open (logout and password
  // resets revoke at once). One indexed look-up per signed-in call.
  if (!(await isSessionActive(c.get('db'), claims.userId, claims.sessionId))) throw sessionEnded();
  c.set('auth', claims);
  await next();
});

/**
 * requireAuth for the cart's writes, placing an order and paying, whose first statement is the
 * claim of their Idempotency-Key or else the customer's lock: the token is checked here and its
 * session in that statement (`uncheckedSession`; services/idempotency.ts claimIdempotencyKey,
 * services/addresses.ts lockCustomer), a round trip fewer on the calls a sale makes most. What
 * they answer before it is only about the request itself (its body's shape, a missing key).
 * A handler that answers a success without either never checked the session: a programming
 * error, answered 500 instead of the success, so any test of the route finds it.
 */
export const requireAuthSessionInFirstWrite = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await signedClaims(c);
  const unchecked: UncheckedSession = { id: claims.sessionId, checked: false };
  c.set('uncheckedSession', unchecked);
  c.set('auth', claims);
  await next();
  if (!unchecked.checked && c.res.status < 400) {
    throw new Error(`${c.req.method} ${c.req.routePath} answered without checking the session in its first write`);
  }
});

const unauthorized = (code: string, message: string) =>
  new ApiError(401, { code, message }).withHeader('WWW-Authenticate', `Bearer error="invalid_token"`);

/** The same answer as the customer's lock gives (error-answers.ts, `session_ended`). */
const sessionEnded = () => new DomainError('session_ended');

/** The claims of the request's valid `Authorization: Bearer` access token, or the 401 to answer. */
async function signedClaims(c: Context<AppEnv>): Promise<AccessClaims> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(c.req.header('Authorization') ?? '');
  if (!match) throw unauthorized('not_authenticated', 'Sign in to do this: send Authorization: Bearer <access token>.');
  const check = await verifyAccessToken(c.get('db'), match[1]!);
  if (check.ok) return check.claims;
  throw check.reason === 'expired'
    ? unauthorized('token_expired', 'The access token has expired: refresh it.')
    : unauthorized('token_invalid', 'The access token is not valid.');
}

/**
 * For calls a guest and a customer can both make (creating a custom build, reading one):
 * without an `Authorization` header the request goes on as a guest (`auth` unset; read it
 * with `signedInCustomerId`); with one, it must be valid, exactly as for `requireAuth`, so an
 * expired token still gets the 401 that makes the client refresh it instead of silently
 * acting as a guest.
 */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('Authorization') === undefined) await next();
  else await requireAuth(c, next);
});

/** The signed-in customer's id behind `optionalAuth`, or null for a guest. */
export function signedInCustomerId(c: { var: { auth?: AccessClaims } }): number | null {
  return c.var.auth?.userId ?? null;
}
