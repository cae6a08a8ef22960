/**
 * The forms a bot abuses (SPEC §7 "an invisible bot-challenge service is loaded on the client"),
 * by API path, with the action each reports to the provider. Both ends read this one list: the
 * client that attaches the token and the server that checks it, so they cannot drift apart.
 */
export const BOT_CHALLENGED_ACTIONS = {
  '/api/account/register/': 'register',
  '/api/auth/login/': 'login',
  '/api/account/ask_for_password_reset/': 'password_reset',
  '/api/support/ticket/': 'contact',
} as const;

export type BotChallengedPath = keyof typeof BOT_CHALLENGED_ACTIONS;

/** The request header carrying the browser's token. */
export const BOT_CHALLENGE_HEADER = 'X-Bot-Challenge';
