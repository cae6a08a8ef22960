import { createTurnstileChallenge } from './turnstile';

/**
 * The client half of the pluggable bot challenge (SPEC §7): a provider gives a token for an
 * action, which the server checks with the same provider. Loaded lazily by `withBotChallenge`.
 */
export type BotChallenge = { getToken(action: string): Promise<string> };

export type BotChallengeSite = { provider: 'turnstile' | null; siteKey: string | null };

/** Provider adapters by the name the server gives (`GET /api/bot-challenge/`). */
export const botChallengeProviders: Record<NonNullable<BotChallengeSite['provider']>, (siteKey: string) => BotChallenge> = {
  turnstile: (siteKey) => createTurnstileChallenge({ siteKey }),
};

let current: Promise<BotChallenge | null> | undefined;

/** The shop's challenge, asked for once a page: null when it asks for none. */
export function botChallengeFor(fetchImpl: typeof fetch = globalThis.fetch): Promise<BotChallenge | null> {
  current ??= fetchImpl('/api/bot-challenge/', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<BotChallengeSite>) : null))
    .then((site) => (site?.provider && site.siteKey ? botChallengeProviders[site.provider](site.siteKey) : null))
    .catch(() => {
      // Asked again with the next form: the server may answer then.
      current = undefined;
      return null;
    });
  return current;
}

/** A token for the action, or null when the shop asks for no challenge. */
export async function botChallengeToken(action: string, fetchImpl?: typeof fetch): Promise<string | null> {
  const challenge = await botChallengeFor(fetchImpl);
  return challenge ? challenge.getToken(action) : null;
}

/** Forgets the page's challenge; for tests. */
export function resetBotChallenge() {
  current = undefined;
}
