import { BOT_CHALLENGE_HEADER, BOT_CHALLENGED_ACTIONS, type BotChallengedPath } from '@rigsmith/kit/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { translatorOf } from '../i18n';
import { clientAddress } from '../services/auth/client-address';
import type { BotChallengeVerifier } from '../services/bot-challenge';

export { BOT_CHALLENGE_HEADER };

/** The forms a bot abuses (SPEC §7 bot challenge): register, login, the password-reset request, contact; one list with the browser's. */
export const BOT_CHALLENGED_PATHS = Object.keys(BOT_CHALLENGED_ACTIONS) as BotChallengedPath[];

/**
 * Refuses a POST whose challenge token is missing or refused (400 `bot_challenge_failed`), or
 * that could not be checked because the provider is down (503 `bot_challenge_unavailable`):
 * a check that cannot run fails closed, with a message saying to try again.
 */
export function requireBotChallenge(verifier: BotChallengeVerifier, trustProxy: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const t = translatorOf(c);
    const token = c.req.header(BOT_CHALLENGE_HEADER)?.trim() ?? '';
    // Turnstile tokens are at most 2048 characters; a longer one is not worth asking about.
    const verdict = token && token.length <= 2048 ? await verifier.verify(token, remoteIpOf(clientAddress(c, trustProxy))) : 'failed';
    if (verdict === 'unavailable') {
      c.get('logger').warn('bot challenge: the provider could not be asked');
      throw new ApiError(503, { code: 'bot_challenge_unavailable', message: t('botChallenge.unavailable') });
    }
    if (verdict === 'failed') throw new ApiError(400, { code: 'bot_challenge_failed', message: t('botChallenge.failed') });
    return next();
  });
}

/** `clientAddress` says 'unknown' without a socket; the provider is then not told an address. */
const remoteIpOf = (address: string) => (address === 'unknown' ? undefined : address);
