import type { AuthTokens } from '../contract/account';
import { decodeAccessToken } from './accessToken';
import { hasSessionEnded } from './sessionEnd';
import { sameStoredSession } from './storedSession';
import type { SignedOutEvent, StoredSession } from './types';

/**
 * The client's session as a two-state machine (SPEC §4). Every change a tab sees,
 * from its own calls, its clock or another tab, is an event; `sessionTransition` decides
 * the next state, whether to write it to storage and whether the tab was signed out.
 */
export type SessionState = { status: 'signed-in'; session: StoredSession } | { status: 'signed-out'; session: null };

export type SessionEvent =
  /** Start-up, and before each refresh: a session whose end date has passed is over. */
  | { type: 'end-checked'; now: number }
  /** A login answered; `session` comes from `sessionFromLogin`. */
  | { type: 'logged-in'; session: StoredSession }
  /** api/auth/refresh/ answered a new pair for the session named `sessionId`. */
  | { type: 'refreshed'; sessionId: string; tokens: AuthTokens }
  /** api/auth/refresh/ failed with an HTTP status; 0 = no answer (offline). */
  | { type: 'refresh-failed'; sessionId: string; status: number }
  /** The shopper logged out in this tab. */
  | { type: 'logged-out'; redirectTo?: string }
  /** Storage now holds `stored` (another tab wrote it, or this tab re-read it). */
  | { type: 'storage-changed'; stored: StoredSession | null };

export type SessionTransition = {
  state: SessionState;
  /**
   * Write the new state to storage (the session, or its removal). False when storage already
   * holds the truth, or belongs to another tab's login this tab must leave alone.
   */
  persist: boolean;
  /** Set when this event signed the tab out. */
  signedOut: SignedOutEvent | null;
};

export const signedOutState: SessionState = { status: 'signed-out', session: null };

/** The state a stored session (or none) starts a tab in. */
export function sessionStateOf(session: StoredSession | null): SessionState {
  return session ? { status: 'signed-in', session } : signedOutState;
}

/** SPEC §4 "a failed refresh logs out and goes to /". */
export const REFRESH_FAILED_REDIRECT = '/';
/** SPEC §4 "Logout ... goes to /login or a given path"; another tab's login or logout too. */
export const LOGGED_OUT_REDIRECT = '/login';

/**
 * Whether a refresh that failed with `status` ends the session. The server refusing the
 * refresh token (401 revoked, reused or expired, or any other 4xx) does; no answer (0) or a
 * server fault (5xx) does not — the refresh token may still be good, so the next tick retries.
 */
export function refreshFailureEndsSession(status: number): boolean {
  return status >= 400 && status < 500;
}

const unchanged = (state: SessionState): SessionTransition => ({ state, persist: false, signedOut: null });

/** The session state machine's transition function: pure, so every rule is tested without a browser. */
export function sessionTransition(state: SessionState, event: SessionEvent): SessionTransition {
  switch (event.type) {
    case 'end-checked':
      if (state.status === 'signed-in' && hasSessionEnded(state.session.sessionEnd, event.now)) {
        return { state: signedOutState, persist: true, signedOut: { reason: 'expired' } };
      }
      return unchanged(state);

    case 'logged-in':
      return { state: sessionStateOf(event.session), persist: true, signedOut: null };

    case 'refreshed': {
      // An answer for a session this tab no longer holds (logged out, or another login
      // meanwhile) must not bring that session back.
      if (state.status !== 'signed-in' || state.session.sessionId !== event.sessionId) return unchanged(state);
      const session: StoredSession = {
        ...state.session,
        access: event.tokens.access,
        refresh: event.tokens.refresh,
        sessionId: decodeAccessToken(event.tokens.access)?.sid ?? state.session.sessionId,
      };
      return { state: sessionStateOf(session), persist: true, signedOut: null };
    }

    case 'refresh-failed':
      if (state.status !== 'signed-in' || state.session.sessionId !== event.sessionId) return unchanged(state);
      if (!refreshFailureEndsSession(event.status)) return unchanged(state);
      return { state: signedOutState, persist: true, signedOut: { reason: 'refresh-failed', redirectTo: REFRESH_FAILED_REDIRECT } };

    case 'logged-out':
      // Always reported, even when another tab already signed this one out, so the
      // shopper who pressed "Log out" is taken where they expect.
      return {
        state: signedOutState,
        persist: state.status === 'signed-in',
        signedOut: { reason: 'logout', redirectTo: event.redirectTo ?? LOGGED_OUT_REDIRECT },
      };

    case 'storage-changed': {
      // A signed-out tab adopts nothing: a login in another tab does not sign this one in
      // until it reloads (the two-tab journey: the second tab "ends up signed out on /login").
      if (state.status !== 'signed-in') return unchanged(state);
      const { stored } = event;
      // SPEC §4: another tab logged out, or logged in as someone (a different login) → this
      // tab is logged out locally; storage is the other tab's, so it is left as it is.
      if (!stored || stored.sessionId !== state.session.sessionId) {
        return { state: signedOutState, persist: false, signedOut: { reason: 'other-tab', redirectTo: LOGGED_OUT_REDIRECT } };
      }
      // The same login with rotated tokens: the other tab refreshed, so use its pair.
      if (sameStoredSession(stored, state.session)) return unchanged(state);
      return { state: sessionStateOf(stored), persist: false, signedOut: null };
    }
  }
}
