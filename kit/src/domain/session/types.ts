/**
 * A signed-in shopper's session as the storefront keeps it in browser storage (SPEC §3
 * "Session: access token, refresh token, session end date").
 */
export type StoredSession = {
  /** Short-lived JWT sent as `Authorization: Bearer`. */
  access: string;
  /** Opaque, single-use token exchanged for a new pair every refresh. */
  refresh: string;
  /** The access token's `sid` claim: names the login, so tabs can tell a rotation from another login. */
  sessionId: string;
  /** ISO date the session ends; null = remember me (no end). */
  sessionEnd: string | null;
};

/**
 * Why a tab stopped being signed in: the shopper logged out, the session end date passed
 * (SPEC §4), the server refused a refresh, or another tab logged out or in as someone else.
 */
export type SignedOutReason = 'logout' | 'expired' | 'refresh-failed' | 'other-tab';

/** Tells the app a tab was signed out, and where SPEC §4 sends the shopper next, if anywhere. */
export type SignedOutEvent = { reason: SignedOutReason; redirectTo?: string };
