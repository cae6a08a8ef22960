/** Marks the SWR keys of data that belongs to the signed-in shopper. */
export const SESSION_KEY_TAG = 'rigsmith:session';

export type SessionKey = readonly [typeof SESSION_KEY_TAG, string, ...(string | number)[]];

/**
 * The SWR key of a signed-in shopper's data (account, addresses, orders, server cart):
 * null while signed out, so the hook sends no request; and it names the login session,
 * so a new login never shows the previous shopper's cached data. Every such key
 * is cleared when the tab is signed out. Hooks for orders and the cart use it too.
 */
export function sessionKey(sessionId: string | null, ...parts: (string | number)[]): SessionKey | null {
  return sessionId ? [SESSION_KEY_TAG, sessionId, ...parts] : null;
}

/** Whether an SWR key was made by `sessionKey`: the filter the sign-out cache clearing uses. */
export function isSessionKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SESSION_KEY_TAG;
}
