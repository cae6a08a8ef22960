/**
 * Matches the challenged forms' API paths (the kit domain's `BOT_CHALLENGED_ACTIONS`; a test
 * keeps the two in step) and may match a few more, which withBotChallenge then sends untouched: this file
 * is in the first-route chunk, kept short, while the exact list is not.
 */
export const CHALLENGED_PATH = /(register|login|reset|ticket)\/(\?|$)/;

/**
 * The API client's fetch (whose input is always a URL string): a challenged form's POST first loads the bot-challenge code
 * (withBotChallenge.ts) to get a token (SPEC §7); every other request goes straight out.
 */
export function challengedFetch(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return (input, init) =>
    init?.method === 'POST' && CHALLENGED_PATH.test(input as string)
      ? import('./withBotChallenge').then((module) => module.withBotChallenge(fetchImpl)(input, init))
      : fetchImpl(input, init);
}
