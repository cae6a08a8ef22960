import type { AuthTokens } from '../contract/account';
import { decodeAccessToken } from './accessToken';
import { sessionEndFor } from './sessionEnd';
import type { StoredSession } from './types';

/** The browser-storage key the storefront keeps its session under. */
export const DEFAULT_SESSION_STORAGE_KEY = 'rigsmith.session';

/**
 * The session a login answer starts (SPEC §4): both tokens, the access token's `sid`, and an
 * end one month ahead unless remember-me. Throws when the access token has no `sid`, since
 * tabs could not then tell this login from another one.
 */
export function sessionFromLogin(tokens: AuthTokens, options: { rememberMe: boolean; now: Date | number }): StoredSession {
  const sessionId = decodeAccessToken(tokens.access)?.sid;
  if (!sessionId) throw new Error('The access token has no `sid` claim: the shop API must name the login session in it');
  return { access: tokens.access, refresh: tokens.refresh, sessionId, sessionEnd: sessionEndFor(options.now, options.rememberMe) };
}

/** Reads a stored session; null for a missing, corrupt or foreign value (never throws). */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { access, refresh, sessionId, sessionEnd } = value as Record<string, unknown>;
  if (typeof access !== 'string' || !access || typeof refresh !== 'string' || !refresh) return null;
  if (typeof sessionId !== 'string' || !sessionId) return null;
  if (sessionEnd !== null && typeof sessionEnd !== 'string') return null;
  return { access, refresh, sessionId, sessionEnd };
}

/** Writes only the four known fields, in a fixed order, so equal sessions serialise equally. */
export function serialiseStoredSession(session: StoredSession): string {
  const { access, refresh, sessionId, sessionEnd } = session;
  return JSON.stringify({ access, refresh, sessionId, sessionEnd });
}

/** Whether two sessions hold the same tokens and end (the same value, not just the same login). */
export function sameStoredSession(a: StoredSession | null, b: StoredSession | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.access === b.access && a.refresh === b.refresh && a.sessionId === b.sessionId && a.sessionEnd === b.sessionEnd;
}
