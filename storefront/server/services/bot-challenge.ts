/**
 * The invisible bot challenge of SPEC §7 "Other: an invisible bot-challenge service is loaded
 * on the client". Pluggable: a provider answers whether a token the browser got is good;
 * Cloudflare Turnstile is the one adapter (hCaptcha's siteverify takes the same form fields).
 * Off unless BOT_CHALLENGE names a provider, and then register, login, the password-reset
 * request and the contact form need a token (middleware/bot-challenge.ts).
 */

export type BotChallengeVerdict = 'passed' | 'failed' | 'unavailable';

export type BotChallengeVerifier = {
  /** Checks a token with the provider; 'unavailable' when the provider could not be asked. */
  verify(token: string, remoteIp: string | undefined): Promise<BotChallengeVerdict>;
};

export type BotChallengeConfig = {
  provider: 'turnstile';
  /** Public: the browser needs it to ask for a token. */
  siteKey: string;
  secret: string;
  /** The provider's siteverify endpoint; a test points it at a local fake. */
  verifyUrl: string;
};

/** Where Turnstile's browser script and frame come from (the Content-Security-Policy opens to it when on). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
/** A provider this slow is treated as down: the shopper gets a clear refusal, not a hang. */
const VERIFY_TIMEOUT_MS = 5_000;

/** BOT_CHALLENGE, BOT_CHALLENGE_SITE_KEY, BOT_CHALLENGE_SECRET, BOT_CHALLENGE_VERIFY_URL; undefined (off) without BOT_CHALLENGE. */
export function botChallengeConfigFromEnv(env: Record<string, string | undefined>): BotChallengeConfig | undefined {
  const provider = env.BOT_CHALLENGE?.trim();
  if (!provider) return undefined;
  if (provider !== 'turnstile') throw new Error(`BOT_CHALLENGE: "${provider}" is not a provider (turnstile)`);
  const siteKey = env.BOT_CHALLENGE_SITE_KEY?.trim();
  const secret = env.BOT_CHALLENGE_SECRET?.trim();
  if (!siteKey || !secret) throw new Error('BOT_CHALLENGE needs BOT_CHALLENGE_SITE_KEY and BOT_CHALLENGE_SECRET');
  const verifyUrl = env.BOT_CHALLENGE_VERIFY_URL?.trim() || TURNSTILE_VERIFY_URL;
  if (!URL.canParse(verifyUrl)) throw new Error('BOT_CHALLENGE_VERIFY_URL must be an absolute URL');
  return { provider, siteKey, secret, verifyUrl };
}

/**
 * Cloudflare Turnstile's server check: a form POST of `secret`, `response` and `remoteip` to
 * siteverify, answered `{ success: boolean }`. A network error, a timeout, a non-2xx answer or
 * one that is not that JSON is 'unavailable', never 'passed'.
 */
export function createTurnstileVerifier(
  config: Pick<BotChallengeConfig, 'secret' | 'verifyUrl'>,
  fetchImpl: typeof fetch = fetch,
): BotChallengeVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { success?: unknown };
        if (typeof answer.success !== 'boolean') return 'unavailable';
        return answer.success ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}
