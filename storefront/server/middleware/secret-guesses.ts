import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { clientAddress } from '../services/auth/client-address';
import { countGuess, type SecretKind } from '../services/secret-guesses';

/**
 * Counts a yes/no-about-a-secret call against the client's address on this storefront
 * (services/secret-guesses.ts) and answers 429 with Retry-After past the limit. Call
 * `hit()` when the answer was yes and should not count.
 */
export async function guardSecretGuess(c: Context<AppEnv>, kind: SecretKind): Promise<{ hit: () => Promise<void> }> {
  const country = c.get('country');
  const verdict = await countGuess(c.get('db'), kind, { ip: clientAddress(c, c.get('accounts').trustProxy), country });
  if (!verdict.ok) {
    throw new ApiError(429, {
      code: 'too_many_requests',
      message: c.get('t')('request.tooMany', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }),
    }).withHeader('Retry-After', String(verdict.retryAfterSeconds));
  }
  return verdict;
}
