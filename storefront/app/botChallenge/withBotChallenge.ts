import { BOT_CHALLENGE_HEADER, BOT_CHALLENGED_ACTIONS, type BotChallengedPath } from '@rigsmith/kit/domain';
import { botChallengeToken } from './botChallenge';

/** A token for the action, or null when the shop asks for no challenge (or none could be had). */
export type GetBotChallengeToken = (action: string) => Promise<string | null>;

/**
 * Wraps the API client's fetch so a POST of a challenged form carries a bot-challenge token in
 * `X-Bot-Challenge` (SPEC §7), with no change to the forms themselves. Loaded with the first
 * challenged form sent (challengedFetch.ts), never with the page. Without a token the
 * request goes as it is, and the server's refusal (in the shopper's language) is the form's error.
 */
export function withBotChallenge(fetchImpl: typeof fetch, getToken: GetBotChallengeToken = botChallengeToken): typeof fetch {
  return async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://shop.invalid').pathname;
    const action = (init?.method ?? 'GET') === 'POST' ? BOT_CHALLENGED_ACTIONS[path as BotChallengedPath] : undefined;
    const token = action ? await getToken(action).catch(() => null) : null;
    if (!token) return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    headers.set(BOT_CHALLENGE_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}
