import { describe, expect, it } from 'vitest';
import { refreshFailureEndsSession, sessionStateOf, sessionTransition, signedOutState, type SessionState } from './machine';
import { unsignedAccessToken } from './testTokens';
import type { StoredSession } from './types';

const now = Date.parse('2025-03-14T09:30:00.000Z');
const session: StoredSession = {
  access: unsignedAccessToken({ sid: 'family-a' }, now),
  refresh: 'refresh-1',
  sessionId: 'family-a',
  sessionEnd: '2025-04-14T09:30:00.000Z',
};
const signedIn: SessionState = sessionStateOf(session);

describe('sessionTransition', () => {
  describe('end-checked (SPEC §4: logged out at start-up once the end has passed)', () => {
    it('signs out an ended session and clears storage', () => {
      const t = sessionTransition(signedIn, { type: 'end-checked', now: Date.parse('2025-04-14T09:30:00.000Z') });
      expect(t).toEqual({ state: signedOutState, persist: true, signedOut: { reason: 'expired' } });
    });

    it('keeps a session before its end, and a remember-me session always', () => {
      expect(sessionTransition(signedIn, { type: 'end-checked', now }).state).toBe(signedIn);
      const remembered = sessionStateOf({ ...session, sessionEnd: null });
      expect(sessionTransition(remembered, { type: 'end-checked', now: Date.parse('2099-01-01') }).state).toBe(remembered);
    });

    it('does nothing while signed out', () => {
      expect(sessionTransition(signedOutState, { type: 'end-checked', now })).toEqual({
        state: signedOutState,
        persist: false,
        signedOut: null,
      });
    });
  });

  it('logged-in stores the new session, replacing any other', () => {
    const other = { ...session, sessionId: 'family-b', refresh: 'other' };
    for (const from of [signedOutState, signedIn]) {
      const t = sessionTransition(from, { type: 'logged-in', session: other });
      expect(t).toEqual({ state: { status: 'signed-in', session: other }, persist: true, signedOut: null });
    }
  });

  describe('refreshed', () => {
    const tokens = { access: unsignedAccessToken({ sid: 'family-a' }, now + 240_000), refresh: 'refresh-2' };

    it('stores both rotated tokens and keeps the end date', () => {
      const t = sessionTransition(signedIn, { type: 'refreshed', sessionId: 'family-a', tokens });
      expect(t.persist).toBe(true);
      expect(t.state.session).toEqual({ ...session, access: tokens.access, refresh: 'refresh-2' });
    });

    it('ignores an answer for a session the tab no longer holds', () => {
      expect(sessionTransition(signedIn, { type: 'refreshed', sessionId: 'family-old', tokens }).state).toBe(signedIn);
      expect(sessionTransition(signedOutState, { type: 'refreshed', sessionId: 'family-a', tokens }).state).toBe(signedOutState);
    });
  });

  describe('refresh-failed (SPEC §4: a failed refresh logs out and goes to /)', () => {
    it.each([400, 401, 403, 429])('signs out on %i and clears storage', (status) => {
      expect(sessionTransition(signedIn, { type: 'refresh-failed', sessionId: 'family-a', status })).toEqual({
        state: signedOutState,
        persist: true,
        signedOut: { reason: 'refresh-failed', redirectTo: '/' },
      });
    });

    it.each([0, 500, 503])('keeps the session on %i, for the next tick to retry', (status) => {
      const t = sessionTransition(signedIn, { type: 'refresh-failed', sessionId: 'family-a', status });
      expect(t).toEqual({ state: signedIn, persist: false, signedOut: null });
    });

    it('ignores a failure for another session', () => {
      expect(sessionTransition(signedIn, { type: 'refresh-failed', sessionId: 'family-old', status: 401 }).state).toBe(signedIn);
    });

    it('classifies statuses', () => {
      expect([0, 399, 400, 499, 500].map(refreshFailureEndsSession)).toEqual([false, false, true, true, false]);
    });
  });

  describe('logged-out (SPEC §4: goes to /login or a given path)', () => {
    it('clears storage and goes to /login by default', () => {
      expect(sessionTransition(signedIn, { type: 'logged-out' })).toEqual({
        state: signedOutState,
        persist: true,
        signedOut: { reason: 'logout', redirectTo: '/login' },
      });
    });

    it('goes to the given path', () => {
      expect(sessionTransition(signedIn, { type: 'logged-out', redirectTo: '/basket' }).signedOut).toEqual({
        reason: 'logout',
        redirectTo: '/basket',
      });
    });

    it('still reports the logout, without touching storage, when already signed out', () => {
      expect(sessionTransition(signedOutState, { type: 'logged-out' })).toEqual({
        state: signedOutState,
        persist: false,
        signedOut: { reason: 'logout', redirectTo: '/login' },
      });
    });
  });

  describe('storage-changed (SPEC §4: another tab)', () => {
    it('signs out when the other tab cleared the session, leaving storage alone', () => {
      expect(sessionTransition(signedIn, { type: 'storage-changed', stored: null })).toEqual({
        state: signedOutState,
        persist: false,
        signedOut: { reason: 'other-tab', redirectTo: '/login' },
      });
    });

    it('signs out, and does not adopt, when the other tab logged in as someone', () => {
      const other = { ...session, sessionId: 'family-b', refresh: 'b-1' };
      const t = sessionTransition(signedIn, { type: 'storage-changed', stored: other });
      expect(t.state).toBe(signedOutState);
      expect(t.persist).toBe(false);
      expect(t.signedOut).toEqual({ reason: 'other-tab', redirectTo: '/login' });
    });

    it('adopts a rotation of the same login silently', () => {
      const rotated = { ...session, access: unsignedAccessToken({ sid: 'family-a' }, now + 1000), refresh: 'refresh-2' };
      expect(sessionTransition(signedIn, { type: 'storage-changed', stored: rotated })).toEqual({
        state: { status: 'signed-in', session: rotated },
        persist: false,
        signedOut: null,
      });
    });

    it('keeps the same state object when nothing changed', () => {
      expect(sessionTransition(signedIn, { type: 'storage-changed', stored: { ...session } }).state).toBe(signedIn);
    });

    it('does not sign a signed-out tab in', () => {
      expect(sessionTransition(signedOutState, { type: 'storage-changed', stored: session }).state).toBe(signedOutState);
    });
  });
});
